import { describe, expect, it } from 'vitest';
import { listTemplates } from '../src/templates/catalogue.ts';
import { guessTrade, NEUTRAL_TEMPLATE, TRADE_KEYWORDS } from '../src/templates/keywords.ts';

describe('the trade guess for a demo store', () => {
  const ids = listTemplates().map((t) => t.id);

  it('has words for every template', () => {
    for (const id of ids) expect(TRADE_KEYWORDS[id]?.length).toBeGreaterThan(5);
  });

  // Names and notes as marketers type them for Lagos, Abuja and Kano businesses.
  it.each([
    ["Bimpe's Bakes", '', 'bakery'],
    ['Sweet Tooth Cakes and Pastries', 'Lekki. Birthday and wedding cakes.', 'bakery'],
    ['Bola Cakes and Small Chops', 'Does party orders on weekends.', 'bakery'],
    ['Ikeja Phone Village', 'UK-used iPhones, Tecno and chargers.', 'gadgets'],
    ['Emeka Gadgets Hub', 'Computer Village shop, wants delivery to Abuja.', 'gadgets'],
    ['HealthPlus Pharmacy Surulere', '', 'pharmacy'],
    ['Alaba Chemists', 'Sells drugs and vitamins over the counter.', 'pharmacy'],
    ['Divine Touch Furniture', 'Ikorodu workshop: sofas, beds and dining sets.', 'home'],
    ['Casa Interiors Lekki', 'Rugs, curtains and lighting.', 'home'],
    ['Mama Put Kitchen', 'Jollof and SUYA every evening.', 'food'],
    ['Calabar Spice House', 'Ships dried spices nationwide.', 'food'],
    ['Lekki Lace House', 'Ankara and aso-oke by the yard.', 'fashion'],
    ['Kano Leather Works', 'Handmade bags and sandals.', 'fashion'],
    ['Golden Yam Farms', 'Garri and catfish.', 'farm'],
    ['Ibadan Shea Co', 'Black soap and hair oils.', 'beauty'],
    ['Lekki Nail Studio', '', 'beauty'],
  ])('guesses %s (%s) as %s', (name, notes, trade) => {
    expect(guessTrade(name, notes, ids)).toBe(trade);
  });

  it('gives the neutral template when the words point to a trade with no template', () => {
    // Its notes once made it Beauty, the first template: no word matched and the first was taken.
    expect(
      guessTrade(
        'Abuja Auto Spares',
        'Large catalogue (800+ parts). Needs search by car model.',
        ids,
      ),
    ).toBe(NEUTRAL_TEMPLATE);
    expect(guessTrade('Ikenna Motors', 'Toyota spare parts and engine oils.', ids)).toBe(
      NEUTRAL_TEMPLATE,
    );
    expect(guessTrade('Ojota Building Materials', 'Cement, tiles and plumbing.', ids)).toBe(
      NEUTRAL_TEMPLATE,
    );
  });

  it('gives the neutral template when unsure: no word of any trade, or a tie', () => {
    // Whole words only: "cakewalk" is not "cake".
    expect(guessTrade('Cakewalk Ventures', '', ids)).toBe(NEUTRAL_TEMPLATE);
    expect(guessTrade('Chidi and Sons Enterprises', 'Met at a trade fair.', ids)).toBe(
      NEUTRAL_TEMPLATE,
    );
    expect(guessTrade('Glow Pharmacy', '', ids)).toBe(NEUTRAL_TEMPLATE);
  });

  it('weighs the name above the notes', () => {
    expect(guessTrade("Bimpe's Bakes", 'Also sells drinks and small chops.', ids)).toBe('bakery');
  });
});

import { describe, expect, it } from 'vitest';
import { listTemplates } from '../src/templates/catalogue.ts';
import { guessTrade, TRADE_KEYWORDS } from '../src/templates/keywords.ts';

describe('the trade guess for a demo store', () => {
  const ids = listTemplates().map((t) => t.id);

  it('has words for every template', () => {
    for (const id of ids) expect(TRADE_KEYWORDS[id]?.length).toBeGreaterThan(5);
  });

  it('picks the template whose words occur most, whole words, ignoring case', () => {
    expect(guessTrade('Mama Put Kitchen — jollof and SUYA', ids, 'x')).toBe('food');
    expect(guessTrade('Lekki Lace House: ankara, aso-oke', ids, 'x')).toBe('fashion');
    expect(guessTrade('Golden Yam Farms, garri and catfish', ids, 'x')).toBe('farm');
    expect(guessTrade('Ibadan Shea Co, black soap and hair oils', ids, 'x')).toBe('beauty');
    // "Cakes" is food; "cakewalk" is not a word of any trade.
    expect(guessTrade('Cakewalk Ventures', ids, 'fallback')).toBe('fallback');
  });
});

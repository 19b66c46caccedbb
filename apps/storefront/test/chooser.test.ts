import { describe, expect, it } from 'vitest';
import type { OptionDef } from '@agency/contract/catalogue';
import {
  acceptNumber,
  availability,
  findVariant,
  initialSelection,
  mediaFor,
  pictureFor,
  optionLabel,
  stepError,
  stepNumber,
} from '../src/lib/chooser.ts';
import { SAMPLE as SAMPLE_ITEM } from './sample-product.ts';

const option = (key: string) => SAMPLE_ITEM.mods.find((m) => m.key === key)!;

const weight = option('weight') as Extract<OptionDef, { type: 'number' }>;

describe('option chooser rules', () => {
  it('starts required list and colour options on their first choice and numbers on their minimum', () => {
    expect(initialSelection(SAMPLE_ITEM.mods)).toEqual({ size: 'Small', weight: 1, color: 'blue' });
  });

  it('blocks a required option without a value, not an optional one', () => {
    expect(stepError(option('size'), undefined)).toBe('This field is required');
    expect(stepError(option('size'), 'Large')).toBeNull();
    expect(stepError(option('engraving'), '')).toBeNull();
  });

  it('blocks a delivery time that has passed (Lagos time), not one still ahead', () => {
    const schedule = { type: 'datetime', prompt: 'When?', required: false } as OptionDef;
    expect(stepError(schedule, '2020-07-20T14:30:00+01:00')).toBe(
      '20 Jul 2020, 14:30 WAT has already passed. Choose a later time.',
    );
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(stepError(schedule, later)).toBeNull();
    expect(stepError(schedule, undefined)).toBeNull();
  });

  it('moves numbers by their step and clamps them to the range', () => {
    expect(stepNumber(weight, 1, 1)).toBe(1.5);
    expect(stepNumber(weight, 1, -1)).toBe(1);
    expect(stepNumber(weight, 10, 1)).toBe(10);
  });

  it('ignores typed numbers out of range or off the step', () => {
    expect(acceptNumber(weight, 4.5)).toBe(4.5);
    expect(acceptNumber(weight, 11)).toBeNull();
    expect(acceptNumber(weight, 0.5)).toBeNull();
    expect(acceptNumber(weight, 4.2)).toBeNull();
  });

  it('finds the variant matching every chosen option, whatever the case', () => {
    expect(findVariant(SAMPLE_ITEM, { size: 'large', color: 'GREEN', weight: 3 })).toMatchObject({
      price_kobo: 12_500,
      qty: 0,
    });
    expect(findVariant(SAMPLE_ITEM, { size: 'XL', color: 'green' })).toBeUndefined();
    expect(findVariant(SAMPLE_ITEM, { size: 'XL' })).toBeUndefined();
  });

  it('marks choices that cannot lead to a variant given the others, and those sold out', () => {
    expect(availability(SAMPLE_ITEM, { size: 'XL', color: 'blue' }, 'color', 'green')).toBe(
      'unavailable',
    );
    expect(availability(SAMPLE_ITEM, { size: 'XL', color: 'blue' }, 'color', 'blue')).toBe('ok');
    expect(availability(SAMPLE_ITEM, { size: 'Small', color: 'green' }, 'size', 'XL')).toBe(
      'unavailable',
    );
    expect(availability(SAMPLE_ITEM, { size: 'Small' }, 'engraving', 'anything')).toBe('ok');
    // Large comes in green only with none left.
    expect(availability(SAMPLE_ITEM, { color: 'green' }, 'size', 'Large')).toBe('sold-out');
    // Made to order (stock not tracked): never sold out.
    const madeToOrder = { ...SAMPLE_ITEM, track_stock: false };
    expect(availability(madeToOrder, { color: 'green' }, 'size', 'Large')).toBe('ok');
    expect(availability(SAMPLE_ITEM, { color: 'blue' }, 'size', 'Large')).toBe('ok');
  });

  it("puts the chosen choice's picture first, before the pictures for every choice", () => {
    const cake: { media: { file: string; mods: Record<string, string> }[] } = {
      media: [
        { file: 'any', mods: {} },
        { file: 'red', mods: { flavour: 'Red velvet' } },
        { file: 'chocolate', mods: { flavour: 'Chocolate' } },
      ],
    };
    expect(mediaFor(cake, { flavour: 'chocolate' }).map((m) => m.file)).toEqual([
      'chocolate',
      'any',
    ]);
    expect(pictureFor(cake.media, { flavour: 'Red velvet' })).toBe('red');
    // A choice with no picture of its own, or none chosen yet: every picture, the first leading.
    expect(pictureFor(cake.media, { flavour: 'Vanilla' })).toBe('any');
    expect(mediaFor(cake, {})).toHaveLength(3);
    // A multi-choice list shows the picture of any of its choices.
    expect(pictureFor(cake.media, { flavour: ['Vanilla', 'Chocolate'] })).toBe('chocolate');
  });

  it('shows the pictures of the chosen colour', () => {
    expect(mediaFor(SAMPLE_ITEM, { color: 'green' }).map((m) => m.mods.color ?? 'any')).toEqual([
      'green',
      'green',
      'any',
    ]);
  });
});

describe('option labels', () => {
  it('names options briefly for the cart', () => {
    expect(['size', 'giftWrap', 'color', 'schedule'].map(optionLabel)).toEqual([
      'Size',
      'Gift wrap',
      'Colour',
      'Schedule',
    ]);
  });
});

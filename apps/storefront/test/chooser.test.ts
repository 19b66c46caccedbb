import { describe, expect, it } from 'vitest';
import { SAMPLE_ITEM } from '../src/catalog/item.ts';
import type { Mod } from '../src/catalog/types.ts';
import {
  acceptNumber,
  findVariant,
  initialSelection,
  isAvailable,
  mediaFor,
  optionLabel,
  stepError,
  stepNumber,
} from '../src/lib/chooser.ts';

const weight = SAMPLE_ITEM.mods.weight as Extract<Mod, { type: 'number' }>;

describe('option chooser rules', () => {
  it('starts required list and colour options on their first choice and numbers on their minimum', () => {
    expect(initialSelection(SAMPLE_ITEM.mods)).toEqual({ size: 'Small', weight: 1, color: 'blue' });
  });

  it('blocks a required option without a value, not an optional one', () => {
    expect(stepError(SAMPLE_ITEM.mods.size!, undefined)).toBe('This field is required');
    expect(stepError(SAMPLE_ITEM.mods.size!, 'Large')).toBeNull();
    expect(stepError(SAMPLE_ITEM.mods.engraving!, '')).toBeNull();
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
      price: 125,
      qty: 3,
    });
    expect(findVariant(SAMPLE_ITEM, { size: 'XL', color: 'green' })).toBeUndefined();
    expect(findVariant(SAMPLE_ITEM, { size: 'XL' })).toBeUndefined();
  });

  it('marks choices that cannot lead to a variant given the others', () => {
    expect(isAvailable(SAMPLE_ITEM, { size: 'XL', color: 'blue' }, 'color', 'green')).toBe(false);
    expect(isAvailable(SAMPLE_ITEM, { size: 'XL', color: 'blue' }, 'color', 'blue')).toBe(true);
    expect(isAvailable(SAMPLE_ITEM, { size: 'Small', color: 'green' }, 'size', 'XL')).toBe(false);
    expect(isAvailable(SAMPLE_ITEM, { size: 'Small' }, 'engraving', 'anything')).toBe(true);
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

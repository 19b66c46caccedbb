import { describe, expect, it } from 'vitest';
import { firstFree, slugify } from '../src/lib/slugs.ts';

describe('slugify', () => {
  it('drops apostrophes inside words, straight or curly: adas-kitchen, not ada-s-kitchen', () => {
    expect(slugify("Ada's Kitchen", 'store')).toBe('adas-kitchen');
    expect(slugify('Mama’s Place', 'store')).toBe('mamas-place');
    expect(slugify("Men's T-Shirt (XL)", 'item')).toBe('mens-t-shirt-xl');
  });

  it('keeps letters and digits, drops accents, and falls back when nothing is left', () => {
    expect(slugify('Àdìrẹ House 2', 'store')).toBe('adire-house-2');
    expect(slugify("'''", 'store')).toBe('store');
    expect(slugify('a'.repeat(100), 'store', 10)).toBe('a'.repeat(10));
  });
});

describe('firstFree', () => {
  it('numbers the next free one', () => {
    expect(firstFree('adas-kitchen', [])).toBe('adas-kitchen');
    expect(firstFree('adas-kitchen', ['adas-kitchen', 'adas-kitchen-2'])).toBe('adas-kitchen-3');
  });
});

import { expect, it } from 'vitest';
import { formatDate, formatNaira } from '../src/index.ts';

it('formats naira with the ₦ sign and thousands separators', () => {
  expect(formatNaira(6500)).toBe('₦6,500');
  expect(formatNaira(50000)).toBe('₦50,000');
});

it('formats dates readably', () => {
  expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
});

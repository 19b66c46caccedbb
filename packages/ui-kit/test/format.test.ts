import { expect, it } from 'vitest';
import {
  formatChange,
  formatDate,
  formatDateTime,
  formatDay,
  formatKobo,
  formatNaira,
} from '../src/index.ts';

it('formats naira with the ₦ sign and thousands separators', () => {
  expect(formatNaira(6500)).toBe('₦6,500');
  expect(formatNaira(50000)).toBe('₦50,000');
  // The API counts kobo: 650,000 kobo is ₦6,500.
  expect(formatKobo(650_000)).toBe('₦6,500');
});

it('formats dates readably', () => {
  expect(formatDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
});

it('shows a moment in Lagos time and says so, whatever the device zone', () => {
  // 21:14 UTC is 22:14 in Lagos (WAT, UTC+1 all year).
  expect(formatDateTime('2026-11-24T21:14:00Z')).toBe('24 Nov 2026, 22:14 WAT');
});

it('names calendar days the API sends, whatever the browser zone', () => {
  expect(formatDay('2026-11-22')).toBe('Sun 22 Nov');
  expect(formatDay('2026-11-22', true)).toBe('22 Nov');
});

it('says how a number moved against the period before', () => {
  const against = 'the previous 7 days';
  expect(formatChange(112, 100, against)).toBe('Up 12% on the previous 7 days');
  expect(formatChange(95, 100, against)).toBe('Down 5% on the previous 7 days');
  expect(formatChange(3, 0, against)).toBe('Up from none in the previous 7 days');
  expect(formatChange(0, 0, against)).toBe('Same as the previous 7 days');
});

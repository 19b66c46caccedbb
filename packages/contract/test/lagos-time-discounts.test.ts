import { expect, it } from 'vitest';
import {
  discountAmount,
  formatLagosTime,
  fromLagosInput,
  lagosInputValue,
  nothingToShip,
  parseLagosTime,
  scheduleProblem,
} from '../src/catalogue-rules.ts';

it('reads and shows times in Lagos (WAT), whatever the zone of the machine', () => {
  expect(parseLagosTime('2026-12-05T14:30')!.toISOString()).toBe('2026-12-05T13:30:00.000Z');
  expect(fromLagosInput('2026-12-05T14:30')).toBe('2026-12-05T14:30:00+01:00');
  expect(formatLagosTime('2026-12-05T13:30:00Z')).toBe('5 Dec 2026, 14:30 WAT');
  expect(lagosInputValue(new Date('2026-12-05T23:30:00Z'))).toBe('2026-12-06T00:30');
  expect(parseLagosTime('not a time')).toBeNull();
});

it('refuses a time that has passed, with a minute of grace', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  expect(scheduleProblem('Delivery time', '2026-07-20T14:30', now)).toBe(
    'Delivery time: 20 Jul 2026, 14:30 WAT has already passed. Choose a later time.',
  );
  expect(scheduleProblem('', '2026-11-24T12:59:30+01:00', now)).toBeNull();
  expect(scheduleProblem('', '2026-11-25T09:00', now)).toBeNull();
  expect(scheduleProblem('', 'soon', now)).toBe('Choose a day and a time.');
});

it('takes a percentage or a fixed amount off, never more than the subtotal', () => {
  expect(discountAmount({ kind: 'percent', value: 10 }, 50_000)).toBe(5_000);
  expect(discountAmount({ kind: 'percent', value: 15 }, 999)).toBe(149);
  expect(discountAmount({ kind: 'fixed', value: 50_000 }, 20_000)).toBe(20_000);
  expect(discountAmount({ kind: 'percent', value: 100 }, 20_000)).toBe(20_000);
});

it('ships nothing only when every item is e-mailed or booked', () => {
  expect(nothingToShip(['digital', 'service'])).toBe(true);
  expect(nothingToShip(['digital', 'shipped'])).toBe(false);
  expect(nothingToShip([undefined])).toBe(false);
  expect(nothingToShip([])).toBe(false);
});

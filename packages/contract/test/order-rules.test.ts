import { describe, expect, it } from 'vitest';
import { formatLagosTime } from '../src/lagos-time.ts';
import { PAYMENT_STATUSES, PAYMENT_TRANSITIONS } from '../src/order-rules.ts';
import { findOrderRequest } from '../src/orders.ts';

describe('order times', () => {
  it('are Lagos time and say so, whatever the zone of the device', () => {
    // 21:14 UTC is 22:14 in Lagos (UTC+1 all year); the test runner's own zone plays no part.
    expect(formatLagosTime('2026-11-24T21:14:00Z')).toBe('24 Nov 2026, 22:14 WAT');
    expect(formatLagosTime('2026-07-20T23:30:00Z')).toBe('21 Jul 2026, 00:30 WAT');
  });
});

describe('payment transitions', () => {
  it('a refund is final, and every status can be reached from unpaid', () => {
    expect(PAYMENT_TRANSITIONS.refunded).toEqual([]);
    const reached = new Set(['unpaid']);
    for (const from of [...reached])
      for (const to of PAYMENT_TRANSITIONS[from as 'unpaid']) reached.add(to);
    for (const from of [...reached])
      for (const to of PAYMENT_TRANSITIONS[from as 'paid']) reached.add(to);
    expect([...reached].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });
});

describe('find my order', () => {
  it('takes the number with or without # and spaces, and refuses anything else', () => {
    expect(findOrderRequest.parse({ number: ' #1001 ', contact: 'ada@x.ng' }).number).toBe('1001');
    expect(findOrderRequest.safeParse({ number: '1001; drop', contact: 'ada@x.ng' }).success).toBe(
      false,
    );
    expect(findOrderRequest.safeParse({ number: '1001', contact: 'x' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { findOrderErrors } from '../src/routes/orders/find.tsx';

describe('find my order, before anything is sent', () => {
  it('asks for a number like #1001 and a phone or email', () => {
    expect(findOrderErrors({ number: '', contact: '' })).toEqual({
      number: 'Enter your order number, like #1001.',
      contact: 'Enter the phone number or email you ordered with.',
    });
    expect(findOrderErrors({ number: ' # 1001 ', contact: '0803 555 0199' })).toEqual({
      number: undefined,
      contact: undefined,
    });
    expect(findOrderErrors({ number: 'SNAIL-1001', contact: 'ada@example.ng' }).number).toBe(
      'Enter your order number, like #1001.',
    );
  });
});

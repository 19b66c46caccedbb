import { expect, it } from 'vitest';
import { auditListQuery, maskBankDetails } from '../src/index.ts';

it('masks bank details to their last 4 digits', () => {
  expect(maskBankDetails('GTBank 0123456789 Snailhouse Ltd')).toBe('••••6789');
  expect(maskBankDetails('Pay at the counter')).toBe('••••');
  expect(maskBankDetails('')).toBe('');
  expect(maskBankDetails(null)).toBe('');
});

it('takes an action or an action kind, a store slug and Lagos days', () => {
  expect(auditListQuery.parse({ action: 'catalogue', page: '2' })).toEqual({
    action: 'catalogue',
    page: 2,
  });
  expect(auditListQuery.safeParse({ action: 'auth.sign_in', from: '2026-11-01' }).success).toBe(
    true,
  );
  for (const bad of [{ action: 'cat' }, { store: 'A B' }, { from: '1/11/2026' }, { extra: '1' }])
    expect(auditListQuery.safeParse(bad).success).toBe(false);
});

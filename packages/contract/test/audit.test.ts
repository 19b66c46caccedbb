import { expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, STORE_AUDIT_ACTIONS } from '../src/audit-actions.ts';
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

it('names every action once, and lets an owner see exactly the actions about a store', () => {
  expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  expect(Object.keys(AUDIT_ACTION_LABELS)).toEqual(AUDIT_ACTIONS);
  for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action], action).toMatch(/^[A-Z]/);
  expect(STORE_AUDIT_ACTIONS.filter((action) => !AUDIT_ACTIONS.includes(action))).toEqual([]);
  const kinds = (actions: readonly string[]) => new Set(actions.map((a) => a.split('.')[0]));
  expect(kinds(STORE_AUDIT_ACTIONS)).toEqual(
    new Set(['store', 'catalogue', 'orders', 'businesses']),
  );
  expect(STORE_AUDIT_ACTIONS).toHaveLength(21);
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { AuditFilters, AuditList, describeDetails } from '../src/index.ts';

afterEach(cleanup);

it('says what changed: before → after, money in naira, empty as a dash', () => {
  expect(
    describeDetails({
      product_id: 'x',
      product: 'Basket',
      price_kobo: { before: 50_000, after: 55_000 },
      bank_details: { before: '', after: '••••4321' },
    }),
  ).toBe('product: Basket · price: ₦500 → ₦550 · bank details: — → ••••4321');
});

it('says a list or a setting in words, never as JSON', () => {
  expect(
    describeDetails({
      categories: {
        before: [],
        after: [
          { name: 'Cloth', tags: ['adire', 'kampala'] },
          { name: 'Bags', tags: [] },
        ],
      },
      published: { before: false, after: true },
      socials: { before: null, after: { instagram: '@adirehouse' } },
    }),
  ).toBe(
    'categories: — → Cloth (adire, kampala), Bags · published: no → yes · socials: — → instagram @adirehouse',
  );
});

it('lists events with their label, store, actor and details', () => {
  render(
    <AuditList
      labels={{ 'catalogue.stock_changed': 'Stock changed' }}
      entries={[
        {
          id: '1',
          at: '2026-11-24T10:00:00Z',
          actor_email: 'sade@example.ng',
          actor_role: 'store_admin',
          action: 'catalogue.stock_changed',
          store_name: 'Alpha Foods',
          details: { qty: { before: 10, after: 7 } },
          client_address: '10.0.0.1',
        },
      ]}
    />,
  );
  const text = screen.getByRole('list', { name: 'Audit log' }).textContent;
  expect(text).toContain('Stock changed · Alpha Foods');
  expect(text).toContain('sade@example.ng (store admin) · from 10.0.0.1');
  expect(text).toContain('stock: 10 → 7');
});

it('applies the filters on submit, empty ones left out', () => {
  const onApply = vi.fn();
  render(
    <AuditFilters
      values={{ store: 'alpha' }}
      actions={[{ value: 'auth.sign_in', label: 'Signed in' }]}
      stores={[{ value: 'alpha', label: 'Alpha Foods' }]}
      showActor={false}
      onApply={onApply}
    />,
  );
  expect(screen.queryByLabelText('Who')).toBeNull();
  fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'auth.sign_in' } });
  fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
  expect(onApply).toHaveBeenCalledWith({
    action: 'auth.sign_in',
    actor: undefined,
    store: 'alpha',
    from: undefined,
    to: undefined,
  });
});

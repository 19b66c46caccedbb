import type { PaymentFlag } from '@agency/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentFlags } from '../src/components/PaymentFlags.tsx';

const payments = vi.hoisted(() => ({ attention: vi.fn() }));
vi.mock('@agency/api-client', async (original) => ({
  ...(await original<typeof import('@agency/api-client')>()),
  api: { payments },
}));

const flag = (changes: Partial<PaymentFlag>): PaymentFlag => ({
  id: 'f1',
  reason: 'amount_mismatch',
  reference: 'ADAOB-1001-XYZ',
  amount_kobo: 1_000_000,
  currency: 'NGN',
  store: { slug: 'ada-obi-farms', name: 'Ada Obi Farms' },
  order: { id: 'o1', number: 1001 },
  created_at: '2026-11-29T08:00:00.000Z',
  ...changes,
});

afterEach(cleanup);

describe('payments that need a person', () => {
  it('says why each needs one, how much, which store and order, and the reference to search Paystack by', async () => {
    payments.attention.mockResolvedValue({
      documents: [
        flag({}),
        flag({ id: 'f2', reason: 'unknown_reference', store: null, order: null, currency: 'USD' }),
      ],
    });
    render(<PaymentFlags />);
    const [first, second] = await screen.findAllByTestId('payment-flag');
    expect(first!.textContent).toContain('Paid an amount that is not the order’s total');
    expect(first!.textContent).toContain('₦10,000');
    expect(first!.textContent).toContain('Ada Obi Farms');
    expect(first!.textContent).toContain('Paystack reference ADAOB-1001-XYZ');
    expect(screen.getByRole('link', { name: 'Order #1001' }).getAttribute('href')).toBe(
      '/store/admin/orders/o1?store=ada-obi-farms',
    );
    expect(second!.textContent).toContain('A payment for no order we know');
    expect(second!.textContent).toContain('(USD)');
    expect(second!.textContent).toContain('no store');
  });

  it('says when nothing needs a person', async () => {
    payments.attention.mockResolvedValue({ documents: [] });
    render(<PaymentFlags />);
    expect(await screen.findByText('Nothing to look at')).toBeTruthy();
  });
});

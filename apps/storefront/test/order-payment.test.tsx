import type { ShopperOrder } from '@agency/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountNumberIn, PaymentPanel } from '../src/components/PaymentPanel.tsx';

const transfer = {
  id: 'o1',
  number: 1001,
  status: 'new',
  payment: 'bank_transfer',
  payment_status: 'unpaid',
  payment_reference: 'BIMPE-1001',
  total_kobo: 2_490_000,
  fulfilment: 'delivery',
  bank_details: "Bimpe's Bakes Ltd\nGTBank\n0123 456 789",
} as ShopperOrder;

afterEach(cleanup);

describe('the shopper’s transfer details', () => {
  it('finds the account number in the bank details however the owner grouped it', () => {
    expect(accountNumberIn("Bimpe's Bakes Ltd GTBank 0123456789")).toBe('0123456789');
    expect(accountNumberIn('Moniepoint · 501-234-5678 · Abuja Courier Bakes')).toBe('5012345678');
    expect(accountNumberIn('Call 0803 555 0101 for our account')).toBe('');
    expect(accountNumberIn('Ask us for the account')).toBe('');
  });

  it('puts the account number and the reference each on a line of its own with a Copy button', async () => {
    render(<PaymentPanel order={transfer} />);
    // The owner's line breaks stay (one run-on line was hard to read).
    expect(screen.getByTestId('bank-details').textContent).toBe(transfer.bank_details);
    const account = screen.getByTestId('copy-account');
    const reference = screen.getByTestId('copy-reference');
    expect(account.textContent).toContain('0123456789');
    expect(reference.textContent).toContain('BIMPE-1001');
    expect(account.contains(reference)).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Copy the reference' }));
    await waitFor(() => expect(reference.textContent).toContain('Copied'));
    expect(await navigator.clipboard.readText()).toBe('BIMPE-1001');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the account number' }));
    await waitFor(() => expect(account.textContent).toContain('Copied'));
    expect(await navigator.clipboard.readText()).toBe('0123456789');
  });
});

const card = {
  ...transfer,
  payment: 'card',
  payment_reference: 'BIMPE-1002',
  created_at: '2026-11-29T08:00:00.000Z',
  bank_details: '',
  payments: [],
  refunds: [],
} as ShopperOrder;

describe('the shopper’s card payment', () => {
  it('an unpaid card order offers Paystack’s page again and says until when the items are held', () => {
    render(<PaymentPanel order={card} paymentUrl="https://paystack.test/pay/abc" holdHours={48} />);
    expect(screen.getByTestId('payment-status').textContent).toBe('Unpaid');
    expect(screen.getByRole('link', { name: 'Finish paying' }).getAttribute('href')).toBe(
      'https://paystack.test/pay/abc',
    );
    expect(screen.getByTestId('payment-expiry').textContent).toBe(
      'Pay by 1 Dec 2026, 09:00 WAT: after that the order is cancelled and its items go back on sale.',
    );
  });

  it('without the page’s address it says where to find it, not a dead button', () => {
    render(<PaymentPanel order={card} holdHours={48} />);
    expect(screen.queryByRole('link', { name: 'Finish paying' })).toBeNull();
    expect(screen.getByText(/call the\s+store to pay another way/)).toBeTruthy();
  });

  it('a paid card order shows each payment’s amount, channel and reference, and each refund', () => {
    render(
      <PaymentPanel
        order={{
          ...card,
          payment_status: 'paid',
          payments: [
            {
              amount_kobo: 2_490_000,
              channel: 'ussd',
              reference: 'BIMPE-1002',
              status: 'success',
              paid_at: '2026-11-29T08:05:00.000Z',
            },
          ],
          refunds: [
            { amount_kobo: 500_000, status: 'pending', created_at: '2026-11-29T09:00:00.000Z' },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('payment-status').textContent).toBe('Paid');
    const payments = screen.getByTestId('payments').textContent;
    expect(payments).toContain('₦24,900');
    expect(payments).toContain('USSD');
    expect(payments).toContain('Reference BIMPE-1002 · 29 Nov 2026, 09:05 WAT');
    expect(screen.getByTestId('refund').textContent).toContain('₦5,000 refunded · on its way back');
    expect(screen.queryByRole('link', { name: 'Finish paying' })).toBeNull();
  });
});

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

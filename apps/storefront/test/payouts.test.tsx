import { ApiError } from '@agency/api-client';
import type { Payouts, StoreInfo } from '@agency/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayoutsSection } from '../src/routes/admin/payouts/PayoutsSection.tsx';
import { bankNamed, completeRequest } from '../src/routes/admin/payouts/payouts-form.ts';

const BANKS = [
  { code: '044', name: 'Access Bank' },
  { code: '058', name: 'Guaranty Trust Bank' },
  { code: '50515', name: 'Moniepoint MFB' },
];
const CONNECTED: Payouts = {
  connected: true,
  bank_code: '058',
  bank_name: 'Guaranty Trust Bank',
  account_number: '******6789',
  account_name: 'ADA OBI',
  available: true,
};
const NONE: Payouts = {
  connected: false,
  bank_code: '',
  bank_name: '',
  account_number: '',
  account_name: '',
  available: true,
};

/** The payment calls the section makes, answered here as the API would. */
const payments = vi.hoisted(() => ({
  banks: vi.fn(),
  payouts: vi.fn(),
  checkPayouts: vi.fn(),
  savePayouts: vi.fn(),
}));
const storeAdmin = vi.hoisted(() => ({ people: vi.fn() }));
const session = vi.hoisted(() => ({ role: 'owner' }));
vi.mock('@agency/api-client', async (original) => ({
  ...(await original<typeof import('@agency/api-client')>()),
  api: { payments, storeAdmin },
}));
vi.mock('@agency/auth-gate', async (original) => ({
  ...(await original<typeof import('@agency/auth-gate')>()),
  useSession: () => ({ id: 'u1', token: 't', role: session.role }),
}));

const store = { slug: 'mama-titi', name: 'Mama Titi Fabrics', is_demo: false } as StoreInfo;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  session.role = 'owner';
  payments.banks.mockResolvedValue({ banks: BANKS });
  payments.payouts.mockResolvedValue(NONE);
  payments.checkPayouts.mockResolvedValue({
    account_name: 'ADA OBI',
    bank_name: 'Guaranty Trust Bank',
  });
  payments.savePayouts.mockImplementation(async () => {
    payments.payouts.mockResolvedValue(CONNECTED);
    return { account_name: 'ADA OBI', bank_name: 'Guaranty Trust Bank' };
  });
  storeAdmin.people.mockResolvedValue({
    documents: [{ user_id: 'o1', name: 'Ada Obi', role: 'owner', email: '', joined: true }],
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the payout account form', () => {
  it('finds the account name once the bank and ten digits are in, and connects it on one press', async () => {
    render(<PayoutsSection store={store} />);
    await screen.findByLabelText('Bank');
    // The bank is picked from the list by its name (any case); a partial name is no bank yet.
    type('Bank', 'guaranty');
    type('Account number', '0123 456 789');
    expect(payments.checkPayouts).not.toHaveBeenCalled();
    type('Bank', 'guaranty trust bank');
    expect(await screen.findByText('ADA OBI')).toBeTruthy();
    expect(payments.checkPayouts).toHaveBeenCalledTimes(1);
    expect(payments.checkPayouts).toHaveBeenCalledWith('mama-titi', {
      bank_code: '058',
      account_number: '0123456789',
    });
    expect(payments.savePayouts).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Connect payouts' }));
    await waitFor(() =>
      expect(screen.getByTestId('payout-account').textContent).toContain('ADA OBI'),
    );
    expect(payments.savePayouts).toHaveBeenCalledWith('mama-titi', {
      bank_code: '058',
      account_number: '0123456789',
    });
    const account = screen.getByTestId('payout-account').textContent;
    expect(account).toContain('Guaranty Trust Bank');
    expect(account).toContain('******6789');
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(screen.queryByLabelText('Account number')).toBeNull();
  });

  it('says at the field why Paystack refused the number, connects nothing, and checks again once it changes', async () => {
    payments.checkPayouts.mockRejectedValueOnce(
      new ApiError('Could not resolve account name. Check parameters or try again.', 422),
    );
    render(<PayoutsSection store={store} />);
    await screen.findByLabelText('Bank');
    type('Bank', 'Access Bank');
    type('Account number', '0000000000');
    expect(await screen.findByText(/Could not resolve account name/)).toBeTruthy();
    expect(field('Account number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Connect payouts' })).toBeNull();
    // Pressing the button asks again rather than saving an account nobody saw the name of.
    fireEvent.click(screen.getByRole('button', { name: 'Find the account' }));
    await waitFor(() => expect(payments.checkPayouts).toHaveBeenCalledTimes(2));
    expect(payments.savePayouts).not.toHaveBeenCalled();

    type('Account number', '0123456789');
    await waitFor(() => expect(payments.checkPayouts).toHaveBeenCalledTimes(3));
    expect(await screen.findByRole('button', { name: 'Connect payouts' })).toBeTruthy();
  });

  it('asks for the bank from the list and ten digits before asking Paystack', async () => {
    render(<PayoutsSection store={store} />);
    await screen.findByLabelText('Bank');
    type('Bank', 'Zenith');
    type('Account number', '012345678');
    fireEvent.click(screen.getByRole('button', { name: 'Find the account' }));
    expect(await screen.findByText('Choose your bank from the list.')).toBeTruthy();
    expect(screen.getByText('Enter the 10-digit account number, like 0123456789.')).toBeTruthy();
    expect(payments.checkPayouts).not.toHaveBeenCalled();
  });

  it('the owner changes a connected account, or keeps it', async () => {
    payments.payouts.mockResolvedValue(CONNECTED);
    render(<PayoutsSection store={store} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change' }));
    expect(((await screen.findByLabelText('Bank')) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the current account' }));
    expect(screen.getByTestId('payout-account').textContent).toContain('ADA OBI');
  });

  it('a store admin reads only whether online payments are on and who looks after them, with no read of the account', async () => {
    session.role = 'store_admin';
    render(<PayoutsSection store={{ ...store, pays_online: true }} />);
    expect(screen.getByTestId('payout-account').textContent).toBe(
      'Online payments are connected: shoppers can pay by card, transfer or USSD.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('payouts-who').textContent).toBe(
        "Only Ada Obi, the store's owner, or Forgeworks can see or change the account online payments go to.",
      ),
    );
    // The API refuses a store admin's read of the account (403): it is not asked.
    expect(payments.payouts).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    expect(screen.queryByLabelText('Account number')).toBeNull();
  });

  it('says online payments are not on when the API has no Paystack key, with no form', async () => {
    payments.payouts.mockResolvedValue({ ...NONE, available: false });
    render(<PayoutsSection store={store} />);
    expect((await screen.findByTestId('payout-account')).textContent).toContain(
      'Online payments are not switched on',
    );
    expect(screen.queryByLabelText('Bank')).toBeNull();
  });
});

describe('the payout form’s rules', () => {
  it('takes a bank by its whole name in any case and an account number typed with spaces', () => {
    expect(bankNamed(BANKS, '  moniepoint   mfb ')?.code).toBe('50515');
    expect(bankNamed(BANKS, 'Monie')).toBeUndefined();
    expect(completeRequest(BANKS, { bank: 'Access Bank', account: '012-345-6789' })).toEqual({
      bank_code: '044',
      account_number: '0123456789',
    });
    expect(completeRequest(BANKS, { bank: 'Access Bank', account: '01234567890' })).toBeNull();
  });
});

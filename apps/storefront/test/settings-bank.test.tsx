import { DEFAULT_LOOK, DEFAULT_ORDER_LIMITS, type StoreInfo } from '@agency/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsForm } from '../src/routes/admin/settings.tsx';

const storeAdmin = vi.hoisted(() => ({ saveSettings: vi.fn() }));
const session = vi.hoisted(() => ({ role: 'store_admin' }));
vi.mock('@agency/api-client', async (original) => ({
  ...(await original<typeof import('@agency/api-client')>()),
  api: { storeAdmin },
}));
vi.mock('@agency/auth-gate', async (original) => ({
  ...(await original<typeof import('@agency/auth-gate')>()),
  useSession: () => ({ id: 'u1', token: 't', role: session.role }),
}));

const store: StoreInfo = {
  ...DEFAULT_LOOK,
  ...DEFAULT_ORDER_LIMITS,
  low_stock_threshold: 3,
  subdomain_host: 'bimpes-bakes.stores.test',
  custom_domain: '',
  origin: 'https://bimpes-bakes.stores.test',
  is_demo: false,
  id: 's1',
  slug: 'bimpes-bakes',
  name: "Bimpe's Bakes",
  contact_email: 'orders@bimpesbakes.ng',
  contact_phone: '',
  delivery_zones: [],
  pickup_address: '3 Allen Avenue, Ikeja',
  bank_details: 'GTBank 0123456789 Bimpe Bakes Ltd',
  pay_on_delivery: true,
  pays_online: false,
  opening_days: [0, 1, 2, 3, 4, 5, 6],
  delivery_windows: [],
};

beforeEach(() => storeAdmin.saveSettings.mockResolvedValue(store));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('who changes where transfers go', () => {
  it('a store admin reads the bank details but cannot change them, and saves the rest without them', async () => {
    session.role = 'store_admin';
    render(<SettingsForm store={store} onSaved={() => {}} />);
    const bank = screen.getByLabelText('Bank details for transfers') as HTMLTextAreaElement;
    expect(bank.readOnly).toBe(true);
    expect(screen.getByText(/Only the store's owner or Forgeworks can change it\./)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Pickup address'), {
      target: { value: '5 Allen Avenue' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(storeAdmin.saveSettings).toHaveBeenCalledTimes(1));
    const sent = storeAdmin.saveSettings.mock.calls[0]![1];
    expect(sent.pickup_address).toBe('5 Allen Avenue');
    expect(sent.bank_details).toBeUndefined();
  });

  it('the owner changes them', async () => {
    session.role = 'owner';
    render(<SettingsForm store={store} onSaved={() => {}} />);
    const bank = screen.getByLabelText('Bank details for transfers') as HTMLTextAreaElement;
    expect(bank.readOnly).toBe(false);
    fireEvent.change(bank, { target: { value: 'Zenith 2087654321 Bimpe Bakes Ltd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(storeAdmin.saveSettings).toHaveBeenCalledTimes(1));
    expect(storeAdmin.saveSettings.mock.calls[0]![1].bank_details).toBe(
      'Zenith 2087654321 Bimpe Bakes Ltd',
    );
  });
});

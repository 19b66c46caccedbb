import type { Order } from '@agency/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  nairaToKobo,
  RefundForm,
  refundable,
  refundProblem,
} from '../src/routes/admin/orders/RefundForm.tsx';

const storeAdmin = vi.hoisted(() => ({ setPaymentStatus: vi.fn() }));
const payments = vi.hoisted(() => ({ refund: vi.fn() }));
vi.mock('@agency/api-client', async (original) => ({
  ...(await original<typeof import('@agency/api-client')>()),
  api: { storeAdmin, payments },
}));

const paid = {
  id: 'o1',
  number: 1002,
  name: 'Hauwa Bello',
  payment: 'card',
  payment_status: 'paid',
  total_kobo: 2_490_000,
  payments: [],
  refunds: [],
} as unknown as Order;

beforeEach(() => {
  storeAdmin.setPaymentStatus.mockResolvedValue({ ...paid, payment_status: 'refunded' });
  payments.refund.mockResolvedValue(paid);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** Presses Refund, then answers the question it asks. */
async function refund(answer: 'Refund' | 'Keep the money') {
  fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent === answer)!);
}

describe('refunding a card order', () => {
  it('refunds the whole payment through the payment’s move to refunded, after a question naming the amount', async () => {
    const onChange = vi.fn();
    render(<RefundForm order={paid} storeSlug="bimpes-bakes" onChange={onChange} />);
    expect((screen.getByLabelText('Amount to refund (₦)') as HTMLInputElement).value).toBe('24900');
    await refund('Keep the money');
    expect(storeAdmin.setPaymentStatus).not.toHaveBeenCalled();
    await refund('Refund');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storeAdmin.setPaymentStatus).toHaveBeenCalledWith('bimpes-bakes', 'o1', 'refunded');
    expect(payments.refund).not.toHaveBeenCalled();
  });

  it('refunds a part through the refunds call, in kobo', async () => {
    render(<RefundForm order={paid} storeSlug="bimpes-bakes" onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Amount to refund (₦)'), {
      target: { value: '₦5,000' },
    });
    await refund('Refund');
    await waitFor(() =>
      expect(payments.refund).toHaveBeenCalledWith('bimpes-bakes', 'o1', 500_000),
    );
    expect(storeAdmin.setPaymentStatus).not.toHaveBeenCalled();
  });

  it('refuses more than is left at the field, and asks nothing', async () => {
    const partly = {
      ...paid,
      refunds: [{ amount_kobo: 2_000_000, status: 'processed', created_at: '' }],
    } as Order;
    render(<RefundForm order={partly} storeSlug="bimpes-bakes" onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText('Amount to refund (₦)'), { target: { value: '5000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('Refund at most ₦4,900: the rest was refunded already.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers nothing once all of it went back, or before it was paid', () => {
    render(
      <RefundForm
        order={{ ...paid, payment_status: 'refunded' }}
        storeSlug="bimpes-bakes"
        onChange={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('counts what is left, and reads naira as people type it', () => {
    expect(
      refundable({
        ...paid,
        refunds: [
          { amount_kobo: 500_000, status: 'pending', created_at: '' },
          { amount_kobo: 900_000, status: 'failed', created_at: '' },
        ],
      }),
    ).toBe(1_990_000);
    expect(nairaToKobo('5,000.50')).toBe(500_050);
    expect(nairaToKobo('five')).toBeNull();
    expect(refundProblem('0.5', 10_000)).toBe('Enter the amount to refund in naira, like 5000.');
  });
});

import { api } from '@agency/api-client';
import type { Order } from '@agency/contract';
import { koboToNaira, orderNumber } from '@agency/contract/catalogue';
import { Button, TextField, useAction, useConfirm, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { money } from '../../../lib/money.ts';

/** What of a card order's money may still go back: its total less the refunds not failed. */
export function refundable(order: Order): number {
  const back = order.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount_kobo, 0);
  return Math.max(0, order.total_kobo - back);
}

/** The amount typed in naira ("5000", "5,000.50", "₦5,000") in kobo, or null when it is not one. */
export function nairaToKobo(typed: string): number | null {
  const clean = typed.replace(/[₦,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

export function refundProblem(typed: string, most: number): string | undefined {
  const kobo = nairaToKobo(typed);
  if (kobo === null || kobo < 100) return 'Enter the amount to refund in naira, like 5000.';
  if (kobo > most) return `Refund at most ${money(most)}: the rest was refunded already.`;
  return undefined;
}

/**
 * Refund a card order through Paystack, in full or in part: the amount (the whole of what is left
 * to start with), then a question naming it. The whole goes through the payment's own move to
 * "refunded" (PATCH …/payment); a part through …/refunds. The order comes back with the refund
 * pending until Paystack says it is done.
 */
export function RefundForm({
  order,
  storeSlug,
  onChange,
}: {
  order: Order;
  storeSlug: string;
  onChange: (order: Order) => void;
}) {
  const most = refundable(order);
  const [amount, setAmount] = useState(String(koboToNaira(most)));
  const errors = useFieldErrors<'amount'>();
  const [confirm, confirmDialog] = useConfirm();
  const whole = (kobo: number) => kobo === order.total_kobo && order.refunds.length === 0;
  const refunding = useAction(
    async (kobo: number) =>
      whole(kobo)
        ? api.storeAdmin.setPaymentStatus(storeSlug, order.id, 'refunded')
        : api.payments.refund(storeSlug, order.id, kobo),
    {
      success: (next) =>
        `Order ${orderNumber(next.number)}: refund sent to Paystack; the shopper is mailed once it is done`,
      onError: (error) => errors.show({ amount: (error as Error).message }),
      context: 'refund the order',
      refreshes: [`store-admin:order:${order.id}`, `store-admin:orders:${storeSlug}`],
    },
  );
  if (most === 0 || order.payment_status !== 'paid') return confirmDialog;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!errors.show({ amount: refundProblem(amount, most) })) return;
    const kobo = nairaToKobo(amount)!;
    const yes = await confirm({
      title: `Refund ${money(kobo)} to ${order.name}?`,
      children: `Paystack sends ${whole(kobo) ? 'the whole payment' : 'this amount'} back to the card or account that paid; it can take a few days to arrive. A refund cannot be undone.`,
      confirmLabel: 'Refund',
      cancelLabel: 'Keep the money',
    });
    if (!yes) return;
    const next = await refunding.run(kobo);
    if (next) onChange(next);
  };

  return (
    <form
      ref={errors.formRef}
      className="sa-refund"
      onSubmit={submit}
      noValidate
      aria-label="Refund"
    >
      <TextField
        label="Amount to refund (₦)"
        inputMode="decimal"
        value={amount}
        error={errors.errorOf('amount')}
        hint={`Up to ${money(most)}. Change it to refund part of the payment.`}
        onChange={(event) => {
          setAmount(event.target.value);
          errors.clear('amount');
        }}
      />
      <Button type="submit" variant="secondary" busy={refunding.busy}>
        Refund
      </Button>
      {confirmDialog}
    </form>
  );
}

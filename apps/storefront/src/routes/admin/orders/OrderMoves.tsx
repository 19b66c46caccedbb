import { api } from '@agency/api-client';
import type { Order } from '@agency/contract';
import {
  nextStatuses,
  type OrderStatus,
  orderNumber,
  trackingUrlProblem,
} from '@agency/contract/catalogue';
import { Button, ConfirmDialog, TextField, useAction, useConfirm } from '@agency/ui-kit';
import { type ReactNode, useState } from 'react';
import { STATUS_LABELS } from './status.tsx';

const ACTIONS: Record<OrderStatus, string> = {
  new: 'Mark as new',
  confirmed: 'Confirm order',
  ready: 'Ready for pickup',
  shipped: 'Mark as shipped',
  delivered: 'Mark as delivered',
  cancelled: 'Cancel order',
};

interface Tracking {
  carrier: string;
  tracking_url: string;
}

/**
 * The order's next steps as buttons (ORDER_TRANSITIONS, by its fulfilment), and the dialogs that
 * ask first: what cannot be undone (cancel, delivered or collected) says what will happen, and
 * Shipped asks who carries it and for its tracking link. Answers the buttons, whether one is
 * busy, and the dialog to render once.
 */
export function useOrderMoves({
  order,
  storeSlug,
  onChange,
  mailed,
  disabled,
}: {
  order: Order;
  storeSlug: string;
  onChange: (order: Order) => void;
  /** Whether the shopper hears of each step by mail (not from a demo store, not without e-mail). */
  mailed: boolean;
  /** Another press on the order is under way. */
  disabled: boolean;
}): { buttons: ReactNode[]; busy: boolean; dialog: ReactNode; changeTracking: () => void } {
  const n = orderNumber(order.number);
  const pickup = order.fulfilment === 'pickup';
  const moving = useAction(
    async (next: OrderStatus, tracking?: Tracking) => {
      const correcting = order.status === next;
      onChange(await api.storeAdmin.setOrderStatus(storeSlug, order.id, next, tracking));
      return correcting ? 'tracking saved' : STATUS_LABELS[next].toLowerCase();
    },
    {
      success: (said) => `Order ${n}: ${said}`,
      context: 'change order status',
    },
  );
  const [confirm, confirmDialog] = useConfirm();
  const [shipping, setShipping] = useState(false);
  const told = mailed ? ' The shopper is mailed.' : '';
  const move = async (next: OrderStatus) => {
    if (next === 'shipped') return setShipping(true);
    if (
      next === 'cancelled' &&
      !(await confirm({
        title: `Cancel order ${n}?`,
        children: `Its items go back into stock, and the order cannot be reopened.${told}`,
        confirmLabel: 'Cancel order',
        cancelLabel: 'Keep order',
      }))
    )
      return;
    if (
      next === 'delivered' &&
      !(await confirm({
        title: pickup ? `Mark order ${n} collected?` : `Mark order ${n} delivered?`,
        children: `Do this once the shopper has it. The order is then closed: it cannot be moved again or cancelled.${told}`,
        confirmLabel: 'Mark as delivered',
        cancelLabel: 'Not yet',
        tone: 'primary',
      }))
    )
      return;
    await moving.run(next);
  };
  const running = moving.running?.[0] ?? null;
  const buttons = nextStatuses(order).map((next) => (
    <Button
      key={next}
      variant={next === 'cancelled' ? 'danger' : 'primary'}
      busy={running === next}
      disabled={disabled || running !== null}
      onClick={() => move(next)}
    >
      {ACTIONS[next]}
    </Button>
  ));
  const dialog = (
    <>
      {confirmDialog}
      {shipping && (
        <ShipDialog
          number={n}
          told={told}
          given={order}
          correcting={order.status === 'shipped'}
          busy={running === 'shipped'}
          onCancel={() => setShipping(false)}
          onShip={async (tracking) => {
            if (await moving.run('shipped', tracking)) setShipping(false);
          }}
        />
      )}
    </>
  );
  // Shipped again corrects the carrier and link: no new step, no second mail.
  return { buttons, busy: running !== null, dialog, changeTracking: () => setShipping(true) };
}

/** "Mark as shipped" (or a correction): who carries it and the link to follow it, both optional. */
function ShipDialog({
  number,
  told,
  given,
  correcting,
  busy,
  onCancel,
  onShip,
}: {
  number: string;
  told: string;
  /** What the order has now (a shipped order's tracking, when it is corrected). */
  given: Tracking;
  /** The order is shipped already: this corrects its tracking, and nobody is mailed again. */
  correcting: boolean;
  busy: boolean;
  onCancel: () => void;
  onShip: (tracking: Tracking) => void;
}) {
  const [carrier, setCarrier] = useState(given.carrier);
  const [link, setLink] = useState(given.tracking_url);
  const [checked, setChecked] = useState(false);
  const problem = checked ? trackingUrlProblem(link) : '';
  return (
    <ConfirmDialog
      title={correcting ? `Tracking of order ${number}` : `Ship order ${number}`}
      confirmLabel={correcting ? 'Save tracking' : 'Mark as shipped'}
      cancelLabel="Not yet"
      tone="primary"
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        setChecked(true);
        if (trackingUrlProblem(link)) return;
        onShip({ carrier: carrier.trim(), tracking_url: link.trim() });
      }}
    >
      <p>
        {correcting
          ? 'The shopper’s order page shows these from now on; no new mail is sent.'
          : `The shopper’s order page shows it is on its way, with these.${told}`}
      </p>
      <TextField
        label="Carrier or rider (optional)"
        hint="For example GIG Logistics, or Musa, 0803 555 0101"
        value={carrier}
        maxLength={80}
        onChange={(event) => setCarrier(event.target.value)}
      />
      <TextField
        label="Tracking link (optional)"
        hint="The carrier’s page for this parcel, starting with https://"
        type="url"
        inputMode="url"
        value={link}
        error={problem || undefined}
        maxLength={500}
        onChange={(event) => setLink(event.target.value)}
      />
    </ConfirmDialog>
  );
}

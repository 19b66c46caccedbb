import {
  type OrderStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@agency/contract/catalogue';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
  ready: 'Ready for pickup',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** An order's status as a coloured pill. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className="sa-status" data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}

/** An order's payment (unpaid, paid, refunded) as a pill beside its status. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className="sa-status" data-payment={status}>
      {PAYMENT_STATUS_LABELS[status]}
    </span>
  );
}

import type { OrderStatus } from '@agency/contract/catalogue';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'New',
  confirmed: 'Confirmed',
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

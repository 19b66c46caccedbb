import {
  koboToNaira,
  orderNumber,
  PAYMENT_LABELS,
  type PlacedOrder,
  type StoreInfo,
} from '@agency/contract';

const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
const money = (kobo: number) => naira.format(koboToNaira(kobo));

/** The mail the store gets for each new order. */
export function orderMail(store: StoreInfo, order: PlacedOrder): { subject: string; body: string } {
  const lines = order.lines.map(
    (l) =>
      `- ${l.qty} × ${l.name}${l.options.length ? ` (${l.options.map((o) => `${o.label}: ${o.value}`).join(', ')})` : ''}: ${money(l.unit_price_kobo * l.qty)}`,
  );
  return {
    subject: `New order ${orderNumber(order.number)} — ${money(order.total_kobo)}`,
    body: [
      `${order.name} placed order ${orderNumber(order.number)} in ${store.name}.`,
      '',
      ...lines,
      `Delivery: ${money(order.delivery_fee_kobo)}`,
      `Total: ${money(order.total_kobo)} (${PAYMENT_LABELS[order.payment]})`,
      '',
      order.fulfilment === 'delivery'
        ? `Deliver to: ${order.address} (${order.zone})`
        : 'Pickup at the store',
      `Phone: ${order.phone}  E-mail: ${order.email}`,
      order.note ? `Note: ${order.note}` : '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

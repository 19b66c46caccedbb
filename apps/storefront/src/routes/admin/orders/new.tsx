import { api } from '@agency/api-client';
import type { ManualOrderRequest, ProductCard } from '@agency/contract';
import { orderNumber, PAYMENT_LABELS } from '@agency/contract/catalogue';
import {
  MANUAL_SOURCES,
  type ManualSource,
  orderSourceLabel,
  PAID_WITH,
  PAID_WITH_LABELS,
} from '@agency/contract/rules';
import { Link, useNavigate, usePageMeta, useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  Loaded,
  SegmentedChoice,
  SelectField,
  TextArea,
  TextField,
  useAction,
} from '@agency/ui-kit';
import { useEffect, useState } from 'react';
import { initialSelection } from '../../../lib/chooser.ts';
import { money } from '../../../lib/money.ts';
import { useManagedStore, useStorePath } from '../store-choice.tsx';
import { repriced, SaleLine, type SaleLineDraft, unitKobo, variantOf } from './SaleLine.tsx';
import './orders.css';

type Paid = '' | (typeof PAID_WITH)[number];

/**
 * Record a sale (docs/product-rules.md, "Sales taken by hand"): a walk-in, WhatsApp, phone or
 * Instagram sale, with items searched from the catalogue. Stock moves as for a shopper's order.
 */
export function RecordSalePage() {
  const { store } = useManagedStore();
  const adminPath = useStorePath();
  const navigate = useNavigate();
  usePageMeta({ title: `Record a sale · ${store.name} store admin` });
  const [source, setSource] = useState<ManualSource>('walk_in');
  const [lines, setLines] = useState<SaleLineDraft[]>([]);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const wait = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(wait);
  }, [typed]);
  const found = useRouteData(`store-admin:sale-items:${store.slug}:${q}`, () =>
    api.storeAdmin.products(store.slug, { q: q || undefined, per_page: 6 }),
  );
  const [customer, setCustomer] = useState({ name: '', phone: '', email: '' });
  const [fulfilment, setFulfilment] = useState<'pickup' | 'delivery'>('pickup');
  const [zone, setZone] = useState(store.delivery_zones[0]?.name ?? '');
  const [address, setAddress] = useState('');
  const [paid, setPaid] = useState<Paid>('cash');
  const [payment, setPayment] = useState<'pay_on_delivery' | 'bank_transfer'>('pay_on_delivery');
  const [note, setNote] = useState('');

  const adding = useAction(
    async (card: ProductCard) => {
      const product = await api.storeAdmin.product(store.slug, card.slug);
      const line = {
        product,
        selection: initialSelection(product.mods),
        qty: '1',
        price: '',
        reason: '',
      };
      setLines((now) => [...now, line]);
      setTyped('');
    },
    { context: 'add the item' },
  );
  const recording = useAction(
    async () => {
      const sale: ManualOrderRequest = {
        source,
        lines: lines.map((line) => ({
          product_id: line.product.id,
          variant_id: variantOf(line)?.id ?? line.product.variants[0]!.id,
          qty: Number(line.qty),
          selection: line.selection as Record<string, string>,
          ...(repriced(line) ? { unit_price_kobo: unitKobo(line), price_reason: line.reason } : {}),
        })),
        ...customer,
        fulfilment,
        ...(fulfilment === 'delivery' ? { zone, address } : {}),
        paid_with: paid,
        payment: paid ? undefined : payment,
        note,
      };
      const order = await api.storeAdmin.recordSale(store.slug, sale);
      navigate(adminPath(`orders/${order.id}`));
      return order;
    },
    {
      success: (order) => `Sale ${orderNumber(order.number)} recorded`,
      context: 'record the sale',
      leaves: true,
      refreshes: [`store-admin:orders:${store.slug}`, 'store-admin:items', 'store-admin:customers'],
    },
  );
  const fee =
    fulfilment === 'delivery'
      ? (store.delivery_zones.find((z) => z.name === zone)?.fee_kobo ?? 0)
      : 0;
  const subtotal = lines.reduce((sum, line) => sum + unitKobo(line) * (Number(line.qty) || 0), 0);
  const walkIn = source === 'walk_in';

  return (
    <AdminPage title="Record a sale">
      <p className="uk-muted">
        <Link to={adminPath('orders')}>All orders</Link> · for a sale made in the shop, on WhatsApp
        or by phone. Stock goes down as for an online order.
      </p>
      <form
        className="sa-sale"
        onSubmit={(event) => {
          event.preventDefault();
          void recording.run();
        }}
      >
        <section className="uk-panel" aria-labelledby="sa-sale-where">
          <h2 id="sa-sale-where" className="sa-subtitle">
            Where was it sold?
          </h2>
          <SegmentedChoice
            className="sa-tabs"
            legend="Where the sale was made"
            options={MANUAL_SOURCES.map((value) => ({ value, label: orderSourceLabel(value) }))}
            value={source}
            onChange={setSource}
          />
        </section>
        <section className="uk-panel" aria-labelledby="sa-sale-items">
          <h2 id="sa-sale-items" className="sa-subtitle">
            Items
          </h2>
          {lines.length > 0 && (
            <ul className="sa-sale-lines">
              {lines.map((line, index) => (
                <SaleLine
                  key={`${line.product.id}-${index}`}
                  line={line}
                  index={index}
                  onChange={(next) =>
                    setLines((now) => now.map((l, i) => (i === index ? next : l)))
                  }
                  onRemove={() => setLines((now) => now.filter((_, i) => i !== index))}
                />
              ))}
            </ul>
          )}
          <TextField
            label="Find an item"
            type="search"
            placeholder="e.g. cake"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Loaded
            state={found}
            what="the items"
            empty={{ title: 'No items match', children: 'Try another word.' }}
          >
            {({ documents }) => (
              <ul className="sa-sale-found" aria-label="Items found">
                {documents.map((card) => (
                  <li key={card.id}>
                    <span>
                      {card.name}
                      <span className="uk-muted sa-sub">
                        {money(card.price_kobo)} ·{' '}
                        {card.track_stock === false ? 'made to order' : `${card.stock} in stock`}
                      </span>
                    </span>
                    <Button
                      variant="secondary"
                      small
                      busy={adding.running?.[0].id === card.id}
                      disabled={!card.in_stock}
                      onClick={() => void adding.run(card)}
                      aria-label={`Add ${card.name}`}
                    >
                      Add
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Loaded>
        </section>
        <section className="uk-panel" aria-labelledby="sa-sale-customer">
          <h2 id="sa-sale-customer" className="sa-subtitle">
            Customer
          </h2>
          <TextField
            label={walkIn ? 'Name (optional)' : 'Name'}
            autoComplete="off"
            value={customer.name}
            onChange={(event) => setCustomer({ ...customer, name: event.target.value })}
          />
          <TextField
            label={walkIn ? 'Phone number (optional)' : 'Phone number'}
            type="tel"
            placeholder="e.g. 0803 555 0101"
            value={customer.phone}
            onChange={(event) => setCustomer({ ...customer, phone: event.target.value })}
          />
          <TextField
            label="Email (optional)"
            type="email"
            value={customer.email}
            onChange={(event) => setCustomer({ ...customer, email: event.target.value })}
          />
        </section>
        <section className="uk-panel" aria-labelledby="sa-sale-handover">
          <h2 id="sa-sale-handover" className="sa-subtitle">
            Pickup or delivery
          </h2>
          <SegmentedChoice
            className="sa-tabs"
            legend="Pickup or delivery"
            options={[
              { value: 'pickup', label: 'Picked up' },
              ...(store.delivery_zones.length > 0
                ? [{ value: 'delivery' as const, label: 'Delivery' }]
                : []),
            ]}
            value={fulfilment}
            onChange={setFulfilment}
          />
          {fulfilment === 'delivery' && (
            <>
              <SelectField
                label="Delivery zone"
                value={zone}
                onChange={(e) => setZone(e.target.value)}
              >
                {store.delivery_zones.map((z) => (
                  <option key={z.name} value={z.name}>
                    {z.name} · {money(z.fee_kobo)}
                  </option>
                ))}
              </SelectField>
              <TextArea
                label="Delivery address"
                rows={2}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
              />
            </>
          )}
        </section>
        <section className="uk-panel" aria-labelledby="sa-sale-payment">
          <h2 id="sa-sale-payment" className="sa-subtitle">
            Payment
          </h2>
          <SegmentedChoice
            className="sa-tabs"
            legend="Paid or not"
            options={[
              ...PAID_WITH.map((value) => ({ value, label: `Paid · ${PAID_WITH_LABELS[value]}` })),
              { value: '' as Paid, label: 'Not paid yet' },
            ]}
            value={paid}
            onChange={setPaid}
          />
          {!paid && (
            <SelectField
              label="How they will pay"
              value={payment}
              onChange={(e) => setPayment(e.target.value as typeof payment)}
            >
              <option value="pay_on_delivery">{PAYMENT_LABELS.pay_on_delivery}</option>
              <option value="bank_transfer">{PAYMENT_LABELS.bank_transfer}</option>
            </SelectField>
          )}
          <TextArea
            label="Note (optional)"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </section>
        <div className="uk-panel sa-sale-total">
          <p>
            Total <strong data-testid="sale-total">{money(subtotal + fee)}</strong>
            {fee > 0 && <span className="uk-muted"> with {money(fee)} delivery</span>}
          </p>
          <Button type="submit" busy={recording.busy} disabled={lines.length === 0}>
            Record sale
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}

import { api } from '@agency/api-client';
import { formatLagosTime, orderNumber } from '@agency/contract/catalogue';
import { displayPhone, orderSourceLabel, telHref, whatsAppHref } from '@agency/contract/rules';
import { Link, usePageMeta, useParams, useRouteData } from '@agency/router';
import { AdminPage, Loaded } from '@agency/ui-kit';
import { money } from '../../../lib/money.ts';
import { PaymentBadge, StatusBadge } from '../orders/status.tsx';
import { useManagedStore, useStorePath } from '../store-choice.tsx';

/** One customer: how to reach them, what they spent, and each of their orders. */
export function CustomerPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  const { customer: key = '' } = useParams();
  const state = useRouteData(`store-admin:customers:${store.slug}:one:${key}`, () =>
    api.storeAdmin.customer(store.slug, key),
  );
  const name = state.status === 'ready' ? state.data.name || 'No name given' : 'Customer';
  usePageMeta({ title: `${name} · customers · store admin` });
  return (
    <AdminPage title={name}>
      <p className="uk-muted">
        <Link to={adminPath('customers')}>All customers</Link>
      </p>
      <Loaded
        state={state}
        what="the customer"
        notFound={{
          title: 'Customer not found',
          children: 'Find them in the list of customers.',
          action: <Link to={adminPath('customers')}>All customers</Link>,
        }}
      >
        {(customer) => (
          <>
            <section className="uk-panel sa-facts" aria-label="Contact and spend">
              <p>
                {customer.phones.map((phone) => (
                  <span key={phone}>
                    <a href={telHref(phone)}>{displayPhone(phone)}</a>
                    {whatsAppHref(phone) && (
                      <>
                        {' · '}
                        <a href={whatsAppHref(phone)} target="_blank" rel="noreferrer">
                          WhatsApp
                        </a>
                      </>
                    )}
                    <br />
                  </span>
                ))}
                {customer.emails.map((email) => (
                  <span key={email}>
                    <a href={`mailto:${email}`}>{email}</a>
                    <br />
                  </span>
                ))}
              </p>
              <p>
                {customer.orders} {customer.orders === 1 ? 'order' : 'orders'} ·{' '}
                <strong>{money(customer.spent_kobo)}</strong> spent · customer since{' '}
                {formatLagosTime(customer.first_order_at)}
              </p>
            </section>
            <div className="uk-panel sa-table-wrap">
              <table className="sa-table" aria-label="Their orders">
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Placed</th>
                    <th scope="col">From</th>
                    <th scope="col">Total</th>
                    <th scope="col">Status</th>
                    <th scope="col">Payment</th>
                  </tr>
                </thead>
                <tbody>
                  {customer.order_list.map((order) => (
                    <tr key={order.id}>
                      <td data-label="Order">
                        <Link to={adminPath(`orders/${order.id}`)}>
                          {orderNumber(order.number)}
                        </Link>
                      </td>
                      <td data-label="Placed">{formatLagosTime(order.created_at)}</td>
                      <td data-label="From">{orderSourceLabel(order.source)}</td>
                      <td data-label="Total">{money(order.total_kobo)}</td>
                      <td data-label="Status">
                        <StatusBadge status={order.status} />
                      </td>
                      <td data-label="Payment">
                        <PaymentBadge status={order.payment_status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Loaded>
    </AdminPage>
  );
}

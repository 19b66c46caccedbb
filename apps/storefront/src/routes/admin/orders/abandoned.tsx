import { api } from '@agency/api-client';
import type { AbandonedCart } from '@agency/contract';
import { cartReminderMessage, formatLagosTime } from '@agency/contract/catalogue';
import { displayPhone, whatsAppHref } from '@agency/contract/rules';
import { Link, usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import { AdminPage, buttonClass, Loaded, Pager } from '@agency/ui-kit';
import { money } from '../../../lib/money.ts';
import { useManagedStore, useStorePath } from '../store-choice.tsx';
import './orders.css';

/**
 * Abandoned checkouts (docs/product-rules.md, "Abandoned checkouts"): carts shoppers left at
 * checkout, with a phone number or e-mail, an hour or more without an order, the last one first.
 * Each has a one-tap reminder on WhatsApp (or by e-mail) carrying the link that restores the cart.
 */
export function AbandonedCheckoutsPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  usePageMeta({ title: `Abandoned checkouts · ${store.name} store admin` });
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const state = useRouteData(`store-admin:carts:${store.slug}:${page}`, () =>
    api.storeAdmin.abandonedCarts(store.slug, { page }),
  );
  const pages = state.status === 'ready' ? Math.ceil(state.data.total / state.data.per_page) : 1;
  const toPage = (n: number) => {
    const merged = new URLSearchParams(params);
    merged.set('page', String(n));
    setParams(merged);
  };

  return (
    <AdminPage
      title="Abandoned checkouts"
      actions={[
        <Link key="orders" to={adminPath('orders')} className={buttonClass('secondary')}>
          Back to orders
        </Link>,
      ]}
    >
      <p className="uk-muted">
        Shoppers who gave a phone number or email at checkout and left without ordering. Send a
        reminder: its link brings their cart back on any phone.
      </p>
      <Loaded
        state={state}
        what="the abandoned checkouts"
        empty={{
          title: 'No abandoned checkouts',
          children: 'A cart appears here an hour after a shopper leaves checkout without ordering.',
        }}
      >
        {({ documents: carts }) => (
          <div className="uk-panel sa-table-wrap">
            <table className="sa-table" aria-label="Abandoned checkouts">
              <thead>
                <tr>
                  <th scope="col">Shopper</th>
                  <th scope="col">Cart</th>
                  <th scope="col">Value</th>
                  <th scope="col">Last active</th>
                  <th scope="col">Remind</th>
                </tr>
              </thead>
              <tbody>
                {carts.map((cart) => (
                  <CartRow key={cart.id} cart={cart} storeName={store.name} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Loaded>
      <Pager page={page} pages={pages} onPage={toPage} />
    </AdminPage>
  );
}

function CartRow({ cart, storeName }: { cart: AbandonedCart; storeName: string }) {
  const words = cartReminderMessage(cart, { store: storeName, link: cart.restore_link, money });
  const chat = whatsAppHref(cart.phone, words);
  const mail = cart.email
    ? `mailto:${cart.email}?${new URLSearchParams({ subject: `Your cart at ${storeName}`, body: words }).toString().replace(/\+/g, '%20')}`
    : '';
  return (
    <tr data-testid="abandoned-cart">
      <td data-label="Shopper">
        {cart.name || 'No name given'}
        <span className="uk-muted sa-sub">
          {[displayPhone(cart.phone), cart.email].filter(Boolean).join(' · ')}
        </span>
      </td>
      <td data-label="Cart">
        {cart.lines.length === 0
          ? 'Items no longer sold'
          : cart.lines
              .map((l) => {
                const options = l.options.map((o) => `${o.label}: ${o.value}`).join(', ');
                return `${l.qty} × ${l.name}${options ? ` (${options})` : ''}`;
              })
              .join('; ')}
      </td>
      <td data-label="Value">{money(cart.value_kobo)}</td>
      <td data-label="Last active">{formatLagosTime(cart.updated_at)}</td>
      <td data-label="Remind">
        <span className="sa-chat-steps">
          {chat && (
            <a
              className={buttonClass('secondary', true)}
              href={chat}
              target="_blank"
              rel="noreferrer"
              data-testid="remind-whatsapp"
            >
              WhatsApp
            </a>
          )}
          {mail && (
            <a className={buttonClass('secondary', true)} href={mail} data-testid="remind-email">
              Email
            </a>
          )}
        </span>
      </td>
    </tr>
  );
}

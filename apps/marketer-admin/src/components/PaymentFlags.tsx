import { api, signedIn } from '@agency/api-client';
import type { PaymentFlag } from '@agency/contract';
import { storeAdminPath } from '@agency/areas';
import { formatLagosTime } from '@agency/contract/catalogue';
import { useRouteData } from '@agency/router';
import { formatKobo, Loaded } from '@agency/ui-kit';

/** Why a payment needs a person, in the words of someone who has to act on it. */
const REASONS: Record<PaymentFlag['reason'], string> = {
  amount_mismatch: 'Paid an amount that is not the order’s total: the order was not marked paid',
  currency_mismatch: 'Paid in another currency: the order was not marked paid',
  cancelled_order: 'Paid for an order that was already cancelled: refund it or reopen the sale',
  refund_failed: 'A refund did not go through at Paystack: try it again or call the shopper',
  unknown_reference: 'A payment for no order we know',
};

/**
 * The payments Paystack reported that no rule could settle (docs/payments.md): each with its
 * store and order, the amount, the reference to search Paystack's dashboard by, and why.
 */
export function PaymentFlags() {
  const flags = useRouteData(
    `payment-flags:${signedIn()?.id}`,
    async () => (await api.payments.attention()).documents,
  );
  return (
    <section className="uk-panel" aria-labelledby="flags-title">
      <h2 id="flags-title" className="mk-subtitle">
        Payments that need a person
      </h2>
      <Loaded
        state={flags}
        what="the payments"
        empty={{
          title: 'Nothing to look at',
          children: 'Every online payment matched its order, and every refund went through.',
        }}
      >
        {(rows) => (
          <ul className="uk-list mk-flags" aria-label="Payments that need a person">
            {rows.map((flag) => (
              <li key={flag.id} className="mk-flags__row" data-testid="payment-flag">
                <strong>{REASONS[flag.reason]}</strong>
                <span>
                  {formatKobo(flag.amount_kobo)}
                  {flag.currency !== 'NGN' ? ` (${flag.currency})` : ''} ·{' '}
                  {flag.store?.name ?? 'no store'}
                  {flag.store && flag.order && (
                    <>
                      {' · '}
                      <a href={storeAdminPath(flag.store.slug, `orders/${flag.order.id}`)}>
                        Order #{flag.order.number}
                      </a>
                    </>
                  )}
                </span>
                <span className="uk-muted">
                  Paystack reference {flag.reference} · {formatLagosTime(flag.created_at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}

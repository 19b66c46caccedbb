import type { OrderEvent } from '@agency/contract';
import { formatLagosTime, ORDER_EVENT_LABELS } from '@agency/contract/catalogue';
import './order-history.css';

/**
 * An order's history, oldest first: placed, confirmed, paid … each with its time in Lagos, saying
 * so (WAT), whatever the phone's zone. The shopper's order page and the store admin's show it.
 */
export function OrderHistory({
  history,
  headingId,
  heading = 'History',
  headingClass = 'sf-checkout__heading',
}: {
  history: readonly OrderEvent[];
  headingId: string;
  heading?: string;
  /** The heading's look where it is shown (the store admin's sections use theirs). */
  headingClass?: string;
}) {
  return (
    <section className="sf-history" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        {heading}
      </h2>
      <ol className="sf-history__steps" data-testid="order-history">
        {history.map((event, index) => (
          <li
            key={`${event.kind}-${event.at}`}
            className="sf-history__step"
            aria-current={index === history.length - 1 ? 'step' : undefined}
          >
            <span className="sf-history__what">{ORDER_EVENT_LABELS[event.kind]}</span>
            <time className="uk-muted" dateTime={event.at}>
              {formatLagosTime(event.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

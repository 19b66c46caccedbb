import type { Order } from '@agency/contract';
import {
  CHAT_STEP_LABELS,
  CHAT_STEPS,
  type ChatStep,
  stepChatMessage,
} from '@agency/contract/catalogue';
import { whatsAppHref } from '@agency/contract/rules';
import { buttonClass } from '@agency/ui-kit';
import { money } from '../../../lib/money.ts';

/**
 * "Message the shopper" (docs/product-rules.md, "Orders on WhatsApp"): one wa.me link per step,
 * each opening a chat with the shopper's number and the step's words and the order's link, for
 * the store to send in one tap. A cancelled order offers only its cancellation; the others every
 * step but that one (out for delivery is a message, not a status; it names the carrier and
 * tracking link of a shipped order that has them).
 */
export function MessageShopper({
  order,
  link,
  storeName,
}: {
  order: Order;
  link: string;
  storeName: string;
}) {
  const steps: ChatStep[] =
    order.status === 'cancelled' ? ['cancelled'] : CHAT_STEPS.filter((s) => s !== 'cancelled');
  const href = (step: ChatStep) =>
    whatsAppHref(order.phone, stepChatMessage(step, order, { store: storeName, link, money }));
  if (!href('confirmed')) return null;
  return (
    <section className="uk-panel" aria-labelledby="sa-message">
      <h2 id="sa-message" className="sa-subtitle">
        Message the shopper
      </h2>
      <p className="uk-muted">
        Opens WhatsApp with a message to {order.name.split(' ')[0]} and the order’s link: press send
        there.
      </p>
      <p className="sa-chat-steps">
        {steps.map((step) => (
          <a
            key={step}
            className={buttonClass('secondary', true)}
            href={href(step)}
            target="_blank"
            rel="noreferrer"
            data-testid={`message-${step}`}
          >
            {CHAT_STEP_LABELS[step]}
          </a>
        ))}
      </p>
    </section>
  );
}

import { api } from '@agency/api-client';
import type { DiscountQuote, StoreInfo } from '@agency/contract';
import {
  type PaymentMethod,
  paymentMethodsFor,
  payOnDeliveryRefusal,
  zonesByPlace,
} from '@agency/contract/catalogue';
import { Link, useNavigate, usePageMeta, useSearchParams } from '@agency/router';
import { buttonClass, Loaded, TextField, useAction, useFieldErrors } from '@agency/ui-kit/public';
import { type FormEvent, useState } from 'react';
import { CheckoutDelivery } from '../components/CheckoutDelivery.tsx';
import { CheckoutPayment } from '../components/CheckoutPayment.tsx';
import { CheckoutSummary } from '../components/CheckoutSummary.tsx';
import { chatHrefFor } from '../lib/order-chat.ts';
import { takesWhatsAppOrders } from '../lib/whatsapp-order.ts';
import { type ChatWindow, openChatWindow } from '../lib/chat-window.ts';
import { cartShipsNothing, cartTotal, useCart } from '../lib/cart.ts';
import {
  type CheckoutField,
  type CheckoutForm,
  cartLead,
  checkoutErrors,
  chosenZone,
  deliveryFee,
  EMPTY_FORM,
  orderRequest,
} from '../lib/checkout.ts';
import { titleFor } from '../lib/look.ts';
import { rememberPaystackPage } from '../lib/paystack-page.ts';
import { forgetKeptCart, keptCart, useKeptCart } from '../lib/kept-cart.ts';
import { type Restoring, useRestoreCart } from '../lib/restore-cart.ts';
import { useCurrentStore, useStorefront, useStorePaths } from '../lib/store-context.tsx';
import { useStoreState } from '../lib/store-info.ts';
import './checkout.css';

/** Checkout: contact, delivery or pickup with the zone's fee, payment, a note; the order is created by the API. */
export function CheckoutPage() {
  const paths = useStorePaths();
  const lines = useCart((state) => state.lines);
  const store = useStoreState();
  const info = store.status === 'ready' ? store.data : undefined;
  // "Order on WhatsApp" (item page, cart) comes here: the same order, then the store's chat.
  const viaChat = useSearchParams()[0].get('via') === 'whatsapp' && takesWhatsAppOrders(info);
  const title = viaChat ? 'Order on WhatsApp' : 'Checkout';
  usePageMeta({ title: titleFor(title, info) });
  const restoring = useRestoreCart(useStorefront().variant, useCurrentStore());

  if (restoring.status === 'restoring')
    return (
      <div className="sf-container sf-page sf-checkout">
        <h1 className="sf-title">Checkout</h1>
        <p className="uk-muted">Bringing back your cart…</p>
      </div>
    );
  if (lines.length === 0)
    return (
      <div className="sf-container sf-page sf-checkout">
        <h1 className="sf-title">Checkout</h1>
        <div className="sf-empty">
          {restoring.status === 'failed' && (
            <p role="alert" data-testid="restore-failed">
              {restoring.message}
            </p>
          )}
          <p className="sf-empty__title">Your cart is empty</p>
          <Link className={buttonClass('primary')} to={paths.index}>
            Visit our store
          </Link>
        </div>
      </div>
    );
  return (
    <div className="sf-container sf-page sf-checkout">
      <h1 className="sf-title">{title}</h1>
      {viaChat && info && (
        <p className="sf-checkout__lead" data-testid="chat-lead">
          Tell {info.name} who you are and how you get your order. We place it, then open WhatsApp
          with your order in a message for you to send.
        </p>
      )}
      <Loaded state={store} what="checkout">
        {(loaded) => <CheckoutFormView store={loaded} viaChat={viaChat} restoring={restoring} />}
      </Loaded>
    </div>
  );
}

function CheckoutFormView({
  store,
  viaChat,
  restoring,
}: {
  store: StoreInfo;
  viaChat: boolean;
  restoring: Restoring;
}) {
  const { base, variant } = useStorefront();
  const navigate = useNavigate();
  const lines = useCart((state) => state.lines);
  const clear = useCart((state) => state.clear);
  // A cart of e-mailed or booked items only: no address, no fee, no pay on delivery.
  const shipsNothing = cartShipsNothing(lines);
  const [form, setForm] = useState<CheckoutForm>(() => ({
    ...EMPTY_FORM,
    fulfilment: shipsNothing
      ? 'none'
      : store.delivery_zones.length > 0 || !store.pickup_address
        ? 'delivery'
        : 'pickup',
    // Paying at once is what a store that takes online payments wants first (Shopify, Bumpa).
    payment: store.pays_online ? 'card' : shipsNothing ? 'bank_transfer' : 'pay_on_delivery',
    // A restore link's cart comes back with whom it belongs to.
    ...(restoring.status === 'restored' ? restoring.contact : {}),
  }));
  useKeptCart(variant, store.slug, form, lines);
  const [quote, setQuote] = useState<DiscountQuote | null>(null);
  const errors = useFieldErrors<CheckoutField>();
  const [problem, setProblem] = useState<string | null>(null);
  const placing = useAction(
    async (chat?: ChatWindow) => {
      // The kept cart (once saved) is converted by this order: it is no abandoned checkout.
      const kept = keptCart(variant, store.slug);
      const order = await api.shop
        .placeOrder(store.slug, {
          ...orderRequest({ ...form, payment }, lines, quote?.code, chat ? 'whatsapp' : 'checkout'),
          ...(kept.key ? { cart_id: kept.id } : {}),
        })
        .catch((error: unknown) => {
          chat?.close();
          throw error;
        });
      clear();
      forgetKeptCart(variant, store.slug);
      const page = `${base}/orders/${order.id}?${new URLSearchParams({ store: store.slug, key: order.access_key })}`;
      if (order.payment_url) rememberPaystackPage(order.id, order.payment_url);
      if (chat) {
        chat.go(chatHrefFor(store, order, new URL(page, window.location.href).href));
        navigate(page, { state: { order } });
        return;
      }
      // For a card order the order's page takes checkout's place in the history, so Back from
      // Paystack's page lands on it ("Finish paying"), not on an empty checkout.
      navigate(page, { state: { order }, replace: Boolean(order.payment_url) });
      // A card order is paid on Paystack's page, which brings the shopper back to the order's.
      if (order.payment_url) window.location.assign(order.payment_url);
    },
    {
      leaves: true,
      onError: (error) => {
        setProblem((error as Error).message || 'Something went wrong');
        requestAnimationFrame(() => document.getElementById('sf-checkout-problem')?.focus());
      },
    },
  );
  const subtotal = cartTotal(lines);
  const fee = deliveryFee(store, form, subtotal - (quote?.discount_kobo ?? 0));
  // Zones with places are picked from the address's state and LGA, others by name.
  const byPlace = zonesByPlace(store.delivery_zones);
  const zone = chosenZone(store, form);
  // Made to order: a cart with an item that needs notice asks a day and a time of day.
  const lead = cartLead(lines);
  // Only the ways to pay the store takes for this order: pay on delivery may be off for the store
  // or the chosen zone (contract payOnDeliveryRefusal, the API's own rule).
  const offered = paymentMethodsFor(store, form.fulfilment, zone?.name ?? form.zone);
  const payment: PaymentMethod = offered.includes(form.payment)
    ? form.payment
    : (offered[0] ?? form.payment);
  const noPayOnDelivery = payOnDeliveryRefusal(store, form.fulfilment, zone?.name ?? form.zone);

  const set = <K extends CheckoutField>(field: K, value: CheckoutForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    // A fixed field stops saying it is wrong at once; others wait for the next submit.
    errors.clear(field);
  };
  const field = (name: CheckoutField) => ({
    name,
    value: form[name] as string,
    error: errors.errorOf(name),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing.busy) return;
    setProblem(null);
    if (!errors.show(checkoutErrors(form, store, lines))) return;
    // Opened now, while the press counts as the shopper's: a window opened after the API answers
    // would be blocked (lib/chat-window.ts).
    await placing.run(viaChat ? openChatWindow() : undefined);
  };

  return (
    <form ref={errors.formRef} className="sf-checkout__grid" onSubmit={submit} noValidate>
      <div className="sf-checkout__form">
        {problem && (
          <div id="sf-checkout-problem" className="sf-alert" role="alert" tabIndex={-1}>
            <strong>Your order was not placed.</strong> {problem}
          </div>
        )}
        <fieldset className="sf-fieldset">
          <legend>Contact</legend>
          <TextField label="Full name" autoComplete="name" {...field('name')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...field('phone')}
            hint="The store calls or messages you on WhatsApp about your order."
          />
          <TextField
            label="Email (optional)"
            type="email"
            autoComplete="email"
            {...field('email')}
            hint="For your receipt and updates by e-mail."
          />
        </fieldset>
        <CheckoutDelivery
          store={store}
          form={form}
          set={set}
          field={field}
          errorOf={errors.errorOf}
          shipsNothing={shipsNothing}
          byPlace={byPlace}
          orderKobo={subtotal - (quote?.discount_kobo ?? 0)}
          lead={lead}
        />
        <CheckoutPayment
          store={store}
          offered={offered}
          payment={payment}
          choose={(method) => set('payment', method)}
          shipsNothing={shipsNothing}
          noPayOnDelivery={noPayOnDelivery}
        />
      </div>
      <CheckoutSummary
        store={store.slug}
        lines={lines}
        subtotal={subtotal}
        fee={fee}
        delivery={
          shipsNothing
            ? 'None — nothing to ship'
            : form.fulfilment === 'pickup'
              ? 'Free'
              : zone
                ? null
                : byPlace
                  ? 'Choose your state'
                  : 'Choose a zone'
        }
        quote={quote}
        onQuote={setQuote}
        busy={placing.busy}
        placeLabel={viaChat ? 'Order on WhatsApp' : 'Place order'}
        paysNow={!viaChat && payment === 'card'}
      />
    </form>
  );
}

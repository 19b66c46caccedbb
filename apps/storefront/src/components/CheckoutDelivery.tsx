import type { StoreInfo } from '@agency/contract';
import { SelectField, TextArea } from '@agency/ui-kit/public';
import type { CheckoutField, CheckoutForm } from '../lib/checkout.ts';
import { money } from '../lib/money.ts';
import { DeliveryPlace } from './DeliveryPlace.tsx';
import { DeliveryWhen } from './DeliveryWhen.tsx';
import { Radio } from './Radio.tsx';

/** What checkout's fields need: a field's name, value, error and change handler. */
type FieldProps = (name: CheckoutField) => {
  name: CheckoutField;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
};

/**
 * Checkout's delivery: deliver or pick up, the place (state and LGA, or a zone by name) and the
 * address, the day and time for made-to-order items, and a note for the store.
 */
export function CheckoutDelivery({
  store,
  form,
  set,
  field,
  errorOf,
  shipsNothing,
  byPlace,
  orderKobo,
  lead,
}: {
  store: StoreInfo;
  form: CheckoutForm;
  set: <K extends CheckoutField>(field: K, value: CheckoutForm[K]) => void;
  field: FieldProps;
  errorOf: (field: CheckoutField) => string | undefined;
  shipsNothing: boolean;
  /** Whether the store's zones are picked by place (state and LGA) rather than by name. */
  byPlace: boolean;
  /** The order's naira after any discount: a zone may deliver free over an amount. */
  orderKobo: number;
  lead: { days: number; item: string };
}) {
  return (
    <fieldset className="sf-fieldset">
      <legend>Delivery</legend>
      {shipsNothing ? (
        <p className="sf-checkout__nothing" data-testid="nothing-to-ship">
          Nothing to ship: the store e-mails or books what you ordered. No address and no delivery
          fee.
        </p>
      ) : (
        <div className="sf-radios">
          {store.delivery_zones.length > 0 && (
            <Radio
              name="fulfilment"
              checked={form.fulfilment === 'delivery'}
              onChange={() => set('fulfilment', 'delivery')}
            >
              Deliver to me
            </Radio>
          )}
          {store.pickup_address && (
            <Radio
              name="fulfilment"
              checked={form.fulfilment === 'pickup'}
              onChange={() => set('fulfilment', 'pickup')}
            >
              Pick up (free) <span className="uk-muted">— {store.pickup_address}</span>
            </Radio>
          )}
        </div>
      )}
      {form.fulfilment === 'delivery' && byPlace && (
        <DeliveryPlace
          store={store}
          form={form}
          orderKobo={orderKobo}
          errorOf={errorOf}
          onPlace={(state, lga) => {
            set('state', state);
            set('lga', lga);
          }}
        />
      )}
      {form.fulfilment === 'delivery' && (
        <>
          {!byPlace && (
            <SelectField
              label="Delivery zone"
              id="sf-zone"
              {...field('zone')}
              onChange={(event) => set('zone', event.target.value)}
            >
              <option value="">Choose a zone</option>
              {store.delivery_zones.map((zone) => (
                <option key={zone.name} value={zone.name}>
                  {zone.name} — {money(zone.fee_kobo)}
                </option>
              ))}
            </SelectField>
          )}
          <TextArea
            label="Delivery address"
            rows={3}
            autoComplete="street-address"
            {...field('address')}
          />
        </>
      )}
      {lead.days > 0 && !shipsNothing && (
        <DeliveryWhen store={store} lead={lead} form={form} errorOf={errorOf} set={set} />
      )}
      <TextArea label="Note for the store (optional)" rows={2} {...field('note')} />
    </fieldset>
  );
}

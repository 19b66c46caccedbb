import type { StoreInfo } from '@agency/contract';
import {
  findState,
  lgaMatters,
  NIGERIAN_STATES,
  zoneFee,
  zoneForPlace,
} from '@agency/contract/catalogue';
import { SelectField } from '@agency/ui-kit/public';
import type { CheckoutField, CheckoutForm } from '../lib/checkout.ts';
import { money } from '../lib/money.ts';

/**
 * Where a store whose zones have places delivers: the address's state (and its LGA where a zone
 * names one), and the zone, fee and time that follow. The server picks the same zone again.
 */
export function DeliveryPlace({
  store,
  form,
  orderKobo,
  errorOf,
  onPlace,
}: {
  store: StoreInfo;
  form: CheckoutForm;
  /** The order's worth after any discount: a zone's fee is waived past its free-over amount. */
  orderKobo: number;
  errorOf: (field: CheckoutField) => string | undefined;
  onPlace: (state: string, lga: string) => void;
}) {
  const zones = store.delivery_zones;
  const state = findState(form.state);
  const zone = zoneForPlace(zones, form.state, form.lga);
  const fee = zone ? zoneFee(zone, orderKobo) : 0;
  return (
    <>
      <SelectField
        label="State"
        id="sf-state"
        name="state"
        autoComplete="address-level1"
        value={form.state}
        error={errorOf('state')}
        onChange={(event) => onPlace(event.target.value, '')}
      >
        <option value="">Choose your state</option>
        {NIGERIAN_STATES.map((s) => (
          <option key={s.name} value={s.name}>
            {s.label}
          </option>
        ))}
      </SelectField>
      {state && lgaMatters(zones, state.name) && (
        <SelectField
          label="Local government area (LGA)"
          id="sf-lga"
          name="lga"
          value={form.lga}
          error={errorOf('lga')}
          onChange={(event) => onPlace(state.name, event.target.value)}
        >
          <option value="">Choose your LGA</option>
          {state.lgas.map((lga) => (
            <option key={lga} value={lga}>
              {lga}
            </option>
          ))}
        </SelectField>
      )}
      {zone && (
        <p className="sf-checkout__zone" data-testid="checkout-zone">
          <strong>{zone.name}</strong>: {fee === 0 ? 'free delivery' : money(fee)}
          {zone.estimate ? ` · ${zone.estimate}` : ''}
          {fee > 0 && zone.free_over_kobo ? ` · free over ${money(zone.free_over_kobo)}` : ''}
        </p>
      )}
    </>
  );
}

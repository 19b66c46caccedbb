import type { StoreInfo } from '@agency/contract';
import {
  addDays,
  earliestDay,
  formatDay,
  lagosToday,
  MAX_DAYS_AHEAD,
  WEEKDAYS,
} from '@agency/contract/catalogue';
import { SelectField, TextField } from '@agency/ui-kit/public';
import type { CheckoutField, CheckoutForm } from '../lib/checkout.ts';

/** 'every day', or 'Monday, Tuesday and Saturday'. */
function daysText(days: readonly number[]): string {
  if (days.length === 7) return 'every day';
  const names = days.map((day) => WEEKDAYS[day]!);
  return names.length === 1
    ? names[0]!
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Made to order: the day the shopper wants it (from the cart's longest notice on, on a day the
 * store delivers, Lagos days) and a time of day from the store's. The server checks both again.
 */
export function DeliveryWhen({
  store,
  lead,
  form,
  errorOf,
  set,
}: {
  store: StoreInfo;
  lead: { days: number; item: string };
  form: CheckoutForm;
  errorOf: (field: CheckoutField) => string | undefined;
  set: (field: 'delivery_date' | 'delivery_window', value: string) => void;
}) {
  const earliest = earliestDay(lead.days, store.opening_days);
  const pickup = form.fulfilment === 'pickup';
  const notice = lead.days === 1 ? "a day's notice" : `${lead.days} days' notice`;
  return (
    <div className="sf-checkout__when">
      <TextField
        label={pickup ? 'Pickup date' : 'Delivery date'}
        id="sf-delivery-date"
        name="delivery_date"
        type="date"
        min={earliest}
        max={addDays(lagosToday(), MAX_DAYS_AHEAD)}
        value={form.delivery_date}
        error={errorOf('delivery_date')}
        hint={`${lead.item} needs ${notice}: the earliest is ${formatDay(earliest)}. The store ${pickup ? 'hands orders over' : 'delivers'} ${daysText(store.opening_days)}.`}
        onChange={(event) => set('delivery_date', event.target.value)}
      />
      {store.delivery_windows.length > 0 && (
        <SelectField
          label="Time of day"
          id="sf-delivery-window"
          name="delivery_window"
          value={form.delivery_window}
          error={errorOf('delivery_window')}
          onChange={(event) => set('delivery_window', event.target.value)}
        >
          <option value="">Choose a time</option>
          {store.delivery_windows.map((window) => (
            <option key={window} value={window}>
              {window}
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}

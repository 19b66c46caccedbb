import { api } from '@agency/api-client';
import type { StoreInfo } from '@agency/contract';
import { koboToNaira, nairaToKobo } from '@agency/contract/catalogue';
import { Button, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { RefusalBanner, useRefusal } from './refusal.tsx';

type LimitField = 'units' | 'naira' | 'hours' | 'low';

/** The field a refusal of the server is about, by its words (refusal.tsx). */
const LIMIT_REFUSALS: readonly (readonly [LimitField, RegExp])[] = [
  ['units', /units|unit of an item/i],
  ['naira', /largest order/i],
  ['hours', /hours|unconfirmed/i],
  ['low', /low stock/i],
];
const WHOLE = 'Enter a whole number, like 20.';

/** Whole numbers typed as text: what the three limits read from their fields. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Settings › Order limits (docs/product-rules.md, "Order limits"): units of one item per order,
 * the largest order taken online, how long an unconfirmed order holds its stock, and when an item
 * counts as low for the owner's morning mail. Its own small form, saved on its own.
 */
export function OrderLimitsSettings({
  store,
  onSaved,
}: {
  store: StoreInfo;
  onSaved: (store: StoreInfo) => void;
}) {
  const [units, setUnits] = useState(String(store.max_units_per_variant));
  const [naira, setNaira] = useState(String(koboToNaira(store.max_order_kobo)));
  const [hours, setHours] = useState(String(store.unconfirmed_order_hours));
  const [low, setLow] = useState(String(store.low_stock_threshold));
  const errors = useFieldErrors<LimitField>();
  const refusal = useRefusal(errors, LIMIT_REFUSALS);
  const saving = useAction(
    async (limits: Parameters<typeof api.storeAdmin.saveSettings>[1]) =>
      onSaved(await api.storeAdmin.saveSettings(store.slug, limits)),
    { success: 'Order limits saved', onError: (error) => refusal.refuse((error as Error).message) },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const limits = {
      max_units_per_variant: whole(units),
      max_order_kobo: nairaToKobo(whole(naira)),
      unconfirmed_order_hours: whole(hours),
      low_stock_threshold: whole(low),
    };
    refusal.clear();
    const valid = errors.show({
      units: Number.isFinite(limits.max_units_per_variant) ? undefined : WHOLE,
      naira: Number.isFinite(limits.max_order_kobo) ? undefined : WHOLE,
      hours: Number.isFinite(limits.unconfirmed_order_hours) ? undefined : WHOLE,
      low: Number.isFinite(limits.low_stock_threshold) ? undefined : WHOLE,
    });
    if (!valid) return;
    await saving.run(limits);
  };

  return (
    <form
      ref={errors.formRef}
      className="sa-form"
      onSubmit={submit}
      noValidate
      aria-label="Order limits"
    >
      <section className="uk-panel" aria-labelledby="sa-limits">
        <h2 id="sa-limits" className="sa-subtitle">
          Order limits
        </h2>
        <RefusalBanner {...refusal} title="The order limits were not saved." />
        <TextField
          label="Units of one item per order"
          inputMode="numeric"
          hint="One shopper cannot take more of an item in one order."
          value={units}
          error={errors.errorOf('units')}
          onChange={(e) => {
            setUnits(e.target.value);
            errors.clear('units');
          }}
        />
        <TextField
          label="Largest order (₦)"
          inputMode="numeric"
          hint="Bigger orders are not taken online; the shopper is asked to call."
          value={naira}
          error={errors.errorOf('naira')}
          onChange={(e) => {
            setNaira(e.target.value);
            errors.clear('naira');
          }}
        />
        <TextField
          label="Cancel unconfirmed orders after (hours)"
          inputMode="numeric"
          hint="A new order nobody confirms in time is cancelled and its stock goes back."
          value={hours}
          error={errors.errorOf('hours')}
          onChange={(e) => {
            setHours(e.target.value);
            errors.clear('hours');
          }}
        />
        <TextField
          label="Low stock at (units left)"
          inputMode="numeric"
          hint="Each morning the owner gets one mail listing the items with this many or fewer left."
          value={low}
          error={errors.errorOf('low')}
          onChange={(e) => {
            setLow(e.target.value);
            errors.clear('low');
          }}
        />
        <div className="sa-row">
          <Button type="submit" busy={saving.busy}>
            Save order limits
          </Button>
        </div>
      </section>
    </form>
  );
}

import { api } from '@agency/api-client';
import type { StoreInfo } from '@agency/contract';
import { koboToNaira, nairaToKobo } from '@agency/contract/catalogue';
import { Button, TextField, useAction } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';

/** Whole numbers typed as text: what the three limits read from their fields. */
const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/**
 * Settings › Order limits (docs/product-rules.md, "Order limits"): units of one item per order,
 * the largest order taken online, and how long an unconfirmed order holds its stock. Its own
 * small form, saved on its own.
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
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useAction(
    async (limits: Parameters<typeof api.storeAdmin.saveSettings>[1]) =>
      onSaved(await api.storeAdmin.saveSettings(store.slug, limits)),
    { success: 'Order limits saved', onError: (error) => setProblem((error as Error).message) },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const limits = {
      max_units_per_variant: whole(units),
      max_order_kobo: nairaToKobo(whole(naira)),
      unconfirmed_order_hours: whole(hours),
    };
    if (Object.values(limits).some((n) => !Number.isFinite(n)))
      return setProblem('Enter each limit as a whole number, like 20.');
    setProblem(null);
    await saving.run(limits);
  };

  return (
    <form className="sa-form" onSubmit={submit} noValidate aria-label="Order limits">
      <section className="uk-panel" aria-labelledby="sa-limits">
        <h2 id="sa-limits" className="sa-subtitle">
          Order limits
        </h2>
        {problem && (
          <div className="sa-errors" role="alert">
            <strong>The order limits were not saved.</strong> {problem}
          </div>
        )}
        <TextField
          label="Units of one item per order"
          inputMode="numeric"
          hint="One shopper cannot take more of an item in one order."
          value={units}
          onChange={(e) => setUnits(e.target.value)}
        />
        <TextField
          label="Largest order (₦)"
          inputMode="numeric"
          hint="Bigger orders are not taken online; the shopper is asked to call."
          value={naira}
          onChange={(e) => setNaira(e.target.value)}
        />
        <TextField
          label="Cancel unconfirmed orders after (hours)"
          inputMode="numeric"
          hint="A new order nobody confirms in time is cancelled and its stock goes back."
          value={hours}
          onChange={(e) => setHours(e.target.value)}
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

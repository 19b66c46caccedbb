import type { DeliveryZone } from '@agency/contract';
import { nairaToKobo } from '@agency/contract/catalogue';
import { Button, TextField } from '@agency/ui-kit';

/** A delivery zone as its editor holds it: the fee as typed, in naira. */
export interface ZoneRow {
  name: string;
  fee: string;
  /** Off: pay on delivery is not offered for deliveries to this zone (an Abuja courier zone). */
  pay_on_delivery: boolean;
}

/** The zones as the settings call takes them: a zone that takes pay on delivery says nothing of it. */
export function zonesRequest(zones: ZoneRow[]): DeliveryZone[] {
  return zones.map((z) => ({
    name: z.name.trim(),
    fee_kobo: nairaToKobo(Number(z.fee)),
    ...(z.pay_on_delivery ? {} : { pay_on_delivery: false }),
  }));
}

/** Each zone's problem, at its name (`zone-<index>`), as the API would refuse it. */
export function zoneErrors(zones: ZoneRow[]): Record<`zone-${number}`, string | undefined> {
  const seen = new Set<string>();
  return Object.fromEntries(
    zones.map((zone, index) => {
      const name = zone.name.trim().toLowerCase();
      const problem =
        name.length < 2 || zone.fee === '' || Number.isNaN(Number(zone.fee))
          ? 'Give the zone a name and a fee (0 for free delivery).'
          : seen.has(name)
            ? 'Two zones have the same name. Give this one another.'
            : undefined;
      seen.add(name);
      return [`zone-${index}`, problem];
    }),
  );
}

/** Settings › Delivery zones: each zone's name, fee and whether it takes pay on delivery. */
export function DeliveryZonesEditor({
  zones,
  storeTakesPayOnDelivery,
  errorOf,
  onChange,
}: {
  zones: ZoneRow[];
  storeTakesPayOnDelivery: boolean;
  errorOf: (index: number) => string | undefined;
  /** The new rows, and the row that changed (undefined when one was added or removed). */
  onChange: (zones: ZoneRow[], index?: number) => void;
}) {
  const edit = (index: number, change: Partial<ZoneRow>) =>
    onChange(
      zones.map((z, i) => (i === index ? { ...z, ...change } : z)),
      index,
    );
  return (
    <section className="uk-panel" aria-labelledby="sa-zones">
      <h2 id="sa-zones" className="sa-subtitle">
        Delivery zones
      </h2>
      {zones.length === 0 && <p className="uk-muted">No delivery: shoppers can only pick up.</p>}
      {zones.length > 0 && !storeTakesPayOnDelivery && (
        <p className="uk-muted">
          Pay on delivery is off for the whole store (Pickup and payment, below).
        </p>
      )}
      <ul className="sa-zones">
        {zones.map((zone, index) => (
          <li key={index} className="sa-row sa-zone">
            <TextField
              label="Zone"
              value={zone.name}
              error={errorOf(index)}
              onChange={(e) => edit(index, { name: e.target.value })}
            />
            <TextField
              label="Fee (₦)"
              inputMode="decimal"
              value={zone.fee}
              onChange={(e) => edit(index, { fee: e.target.value.replace(/[^\d.]/g, '') })}
            />
            {storeTakesPayOnDelivery && (
              <label className="sa-check">
                <input
                  type="checkbox"
                  checked={zone.pay_on_delivery}
                  onChange={(e) => edit(index, { pay_on_delivery: e.target.checked })}
                />
                Pay on delivery
                <span className="uk-visually-hidden"> in {zone.name}</span>
              </label>
            )}
            <Button
              variant="ghost"
              small
              onClick={() => onChange(zones.filter((_, i) => i !== index))}
            >
              Remove<span className="uk-visually-hidden"> zone {zone.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        small
        onClick={() => onChange([...zones, { name: '', fee: '', pay_on_delivery: true }])}
      >
        Add a zone
      </Button>
    </section>
  );
}

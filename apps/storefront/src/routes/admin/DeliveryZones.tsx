import type { DeliveryZone } from '@agency/contract';
import { koboToNaira, nairaToKobo, zonePlacesProblem } from '@agency/contract/catalogue';
import { Button, TextField } from '@agency/ui-kit';
import { ZonePlaces } from './ZonePlaces.tsx';

/** A delivery zone as its editor holds it: the fee as typed, in naira. */
export interface ZoneRow {
  name: string;
  fee: string;
  /** Off: pay on delivery is not offered for deliveries to this zone (an Abuja courier zone). */
  pay_on_delivery: boolean;
  /** Where it delivers (states, LGAs, '*'); none: a named zone shoppers pick by its name. */
  areas: string[];
  /** Free delivery over this much, in naira as typed ('' for never). */
  free_over: string;
  /** '1–2 days'. */
  estimate: string;
}

/** A saved zone as its editor holds it. */
export function zoneRow(zone: DeliveryZone): ZoneRow {
  return {
    name: zone.name,
    fee: String(koboToNaira(zone.fee_kobo)),
    pay_on_delivery: zone.pay_on_delivery !== false,
    areas: zone.areas ?? [],
    free_over: zone.free_over_kobo ? String(koboToNaira(zone.free_over_kobo)) : '',
    estimate: zone.estimate ?? '',
  };
}

/** The zones as the settings call takes them: a zone that takes pay on delivery says nothing of it. */
export function zonesRequest(zones: ZoneRow[]): DeliveryZone[] {
  return zones.map((z) => ({
    name: z.name.trim(),
    fee_kobo: nairaToKobo(Number(z.fee)),
    ...(z.pay_on_delivery ? {} : { pay_on_delivery: false }),
    ...(z.areas.length > 0 ? { areas: z.areas } : {}),
    ...(Number(z.free_over) > 0 ? { free_over_kobo: nairaToKobo(Number(z.free_over)) } : {}),
    ...(z.estimate.trim() ? { estimate: z.estimate.trim() } : {}),
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
            : Number.isNaN(Number(zone.free_over || 0))
              ? 'Type the free delivery amount in naira, or leave it empty.'
              : placesProblemAt(zones, index);
      seen.add(name);
      return [`zone-${index}`, problem];
    }),
  );
}

/** The problem of this zone's places (shared with one before it, or missing once others have them). */
function placesProblemAt(zones: ZoneRow[], index: number): string | undefined {
  const upTo = (end: number) =>
    zonePlacesProblem(zones.slice(0, end).map((z) => ({ ...z, fee_kobo: 0 })));
  // Once any zone has places every zone needs them.
  const missing = zones.some((z) => z.areas.length > 0) && zones[index]!.areas.length === 0;
  if (missing) return `Choose where ${zones[index]!.name.trim() || 'this zone'} delivers.`;
  return !upTo(index) ? (upTo(index + 1) ?? undefined) : undefined;
}

/**
 * Settings › Delivery zones: each zone's name, fee, free-over amount, time, where it delivers
 * (states and LGAs) and whether it takes pay on delivery.
 */
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
            <TextField
              label="Free over (₦)"
              inputMode="decimal"
              placeholder="Never"
              value={zone.free_over}
              onChange={(e) => edit(index, { free_over: e.target.value.replace(/[^\d.]/g, '') })}
            />
            <TextField
              label="Takes"
              placeholder="e.g. 1–2 days"
              maxLength={40}
              value={zone.estimate}
              onChange={(e) => edit(index, { estimate: e.target.value })}
            />
            <ZonePlaces
              zoneName={zone.name}
              areas={zone.areas}
              takenBy={takenBy(zones, index)}
              onChange={(areas) => edit(index, { areas })}
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
        onClick={() =>
          onChange([
            ...zones,
            { name: '', fee: '', pay_on_delivery: true, areas: [], free_over: '', estimate: '' },
          ])
        }
      >
        Add a zone
      </Button>
    </section>
  );
}

/** The places other zones have, by key, with the zone's name: one place, one zone. */
function takenBy(zones: ZoneRow[], index: number): Map<string, string> {
  const taken = new Map<string, string>();
  zones.forEach((zone, i) => {
    if (i !== index)
      for (const area of zone.areas) taken.set(area, zone.name.trim() || 'another zone');
  });
  return taken;
}

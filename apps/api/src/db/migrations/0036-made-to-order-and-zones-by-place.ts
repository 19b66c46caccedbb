import type { Migration } from './types.ts';

/**
 * Made to order and delivery across Nigeria (docs/product-rules.md, "Delivery and made to order"):
 * - `products.lead_days`: days of notice an item needs (0: none);
 * - `stores.opening_days` (0 Sunday … 6 Saturday, every day until the store says otherwise) and
 *   `stores.delivery_windows` (the times of day a chosen date offers);
 * - `orders.delivery_state`, `delivery_lga`, `delivery_date` (a Lagos day), `delivery_window`.
 * A zone in `stores.delivery_zones` may now carry `areas`, `free_over_kobo` and `estimate`. The
 * zones of a store are given places when every one of their names is one the templates used or a
 * state's own name, and no place lands in two zones; any other store keeps its named zones, which
 * checkout still offers by name, until its owner gives them places.
 */
const LAGOS_ISLAND = ['Lagos/Lagos Island', 'Lagos/Eti-Osa', 'Lagos/Ibeju-Lekki'];
const NORTH = [
  'FCT',
  'Benue',
  'Kogi',
  'Kwara',
  'Nasarawa',
  'Niger',
  'Plateau',
  'Adamawa',
  'Bauchi',
  'Borno',
  'Gombe',
  'Taraba',
  'Yobe',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Sokoto',
  'Zamfara',
];
const STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
];
/** A zone's name (lower case) and the places it meant. */
const NAMED: [string, string[]][] = [
  // The rest of Lagos rides at the mainland's fee: an LGA named by another zone goes there first.
  ['lagos mainland', ['Lagos']],
  ['lagos island and lekki', LAGOS_ISLAND],
  ['lagos island', LAGOS_ISLAND],
  ['ikorodu and epe', ['Lagos/Ikorodu', 'Lagos/Epe']],
  ['lagos (same day)', ['Lagos']],
  ['lagos and ogun', ['Lagos', 'Ogun']],
  ['ogun and oyo', ['Ogun', 'Oyo']],
  ['oyo, osun and ondo', ['Oyo', 'Osun', 'Ondo']],
  ['south-west states', ['Ogun', 'Oyo', 'Osun', 'Ondo', 'Ekiti']],
  ['ibadan and abeokuta', ['Oyo', 'Ogun']],
  ['abuja', ['FCT']],
  ['abuja and port harcourt', ['FCT', 'Rivers']],
  ['abuja and the north', NORTH],
  ['abuja and other states', ['*']],
  ['rest of nigeria', ['*']],
  ['other states', ['*']],
  ...STATES.map((state): [string, string[]] => [state.toLowerCase(), [state]]),
];
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const VALUES = NAMED.map(
  ([name, areas]) => `(${quote(name)}, ${quote(JSON.stringify(areas))}::jsonb)`,
).join(',\n  ');

/** Gives places to the zones of every store whose zone names are all known (run again by a test). */
export const PLACE_NAMED_ZONES = `
WITH named(name, areas) AS (VALUES
  ${VALUES}
), placed AS (
  SELECT s.id,
         jsonb_agg(z.zone || jsonb_build_object('areas', n.areas) ORDER BY z.ord) AS zones,
         bool_and(n.areas IS NOT NULL) AS every_zone_known
    FROM stores s
    CROSS JOIN LATERAL jsonb_array_elements(s.delivery_zones) WITH ORDINALITY AS z(zone, ord)
    LEFT JOIN named n ON n.name = lower(z.zone->>'name')
   GROUP BY s.id
)
UPDATE stores s SET delivery_zones = p.zones
  FROM placed p
 WHERE p.id = s.id AND p.every_zone_known
   AND (SELECT count(*) = count(DISTINCT a)
          FROM jsonb_array_elements(p.zones) e, jsonb_array_elements_text(e->'areas') a);
`;

export const migration: Migration = {
  version: 36,
  name: 'made to order and zones by place',
  sql: `
ALTER TABLE products ADD COLUMN lead_days integer NOT NULL DEFAULT 0 CHECK (lead_days BETWEEN 0 AND 60);
ALTER TABLE stores ADD COLUMN opening_days integer[] NOT NULL DEFAULT '{0,1,2,3,4,5,6}';
ALTER TABLE stores ADD COLUMN delivery_windows jsonb NOT NULL
  DEFAULT '["Morning (9am–12pm)", "Afternoon (12–4pm)", "Evening (4–7pm)"]';
ALTER TABLE orders ADD COLUMN delivery_state text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN delivery_lga text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN delivery_date date;
ALTER TABLE orders ADD COLUMN delivery_window text NOT NULL DEFAULT '';

${PLACE_NAMED_ZONES}`,
};

import type { Migration } from './types.ts';

/**
 * Ways to pay are the store's choice, and phone numbers are stored in one form (docs/product-rules.md,
 * "Ways to pay" and "Phone numbers").
 *
 * - `stores.pay_on_delivery`: false when the store takes no pay on delivery; a zone in
 *   `delivery_zones` may switch it off for deliveries there (`"pay_on_delivery": false`), left out
 *   meaning it is offered, so every existing store and zone goes on as before.
 * - The phones already stored (a store's contact phone and WhatsApp number, each order's phone) are
 *   rewritten the way packages/contract/src/phone.ts `normalisePhone` writes new ones:
 *   0803 555 0101, 234-803-555-0101 and +234 803 555 0101 all become +2348035550101. A number the
 *   rule cannot read stays as it was typed (nothing is lost; the next save asks for a fix).
 */
export const migration: Migration = {
  version: 25,
  name: 'pay on delivery as a choice and phone numbers in one form',
  sql: `
ALTER TABLE stores ADD COLUMN pay_on_delivery boolean NOT NULL DEFAULT true;

-- normalisePhone in SQL, for this migration only (dropped below).
CREATE FUNCTION migration_0025_phone(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN c = '' THEN ''
    WHEN length(c) > 20 OR c !~ '^([+]|00)?[0-9]+$' THEN typed
    WHEN n IS NOT NULL THEN
      CASE WHEN n ~ '^([789][01][0-9]{8}|(?![789][01])[1-9][0-9]{7})$' THEN '+234' || n ELSE typed END
    WHEN d ~ '^[1-9][0-9]{7,14}$' THEN '+' || d
    ELSE typed
  END
  FROM (
    SELECT c, d,
      CASE WHEN d LIKE '234%' THEN regexp_replace(substr(d, 4), '^0', '')
           WHEN c ~ '^([+]|00)' THEN NULL
           ELSE regexp_replace(d, '^0', '') END AS n
      FROM (SELECT c, regexp_replace(c, '^([+]|00)', '') AS d
              FROM (SELECT regexp_replace(btrim(typed), '[[:space:]()./-]', '', 'g') AS c) typed_in
           ) digits
  ) parts
$$;

UPDATE stores SET contact_phone = migration_0025_phone(contact_phone)
 WHERE contact_phone <> migration_0025_phone(contact_phone);
UPDATE stores SET social = jsonb_set(social, '{whatsapp}', to_jsonb(migration_0025_phone(social->>'whatsapp')))
 WHERE jsonb_typeof(social->'whatsapp') = 'string'
   AND social->>'whatsapp' <> migration_0025_phone(social->>'whatsapp');
UPDATE orders SET phone = migration_0025_phone(phone) WHERE phone <> migration_0025_phone(phone);

DROP FUNCTION migration_0025_phone(text);
`,
};

/** Stores: the reads (a store by slug, by host, the ones a user manages) and their addresses. */
import type { ManagedStore, StoreInfo } from '@agency/contract';
import type { Config } from '../config.ts';
import type { User } from '../context.ts';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../lib/errors.ts';
import { DEMO_BANK_DETAILS, placed, UNLISTED } from './demo-rules.ts';

/** Where stores live on their own (config.stores). */
export type StoreHosts = Config['stores'];

const LOOK_COLUMNS = `s.tagline, s.description, s.logo_url, s.hero_url, s.hero_focus, s.primary_colour, s.accent_colour,
  s.search_hint, s.delivery_promise, s.categories, s.social, s.is_demo, s.max_units_per_variant,
  s.max_order_kobo::float8 AS max_order_kobo, s.unconfirmed_order_hours, s.low_stock_threshold`;

/**
 * A store's columns as StoreInfo names them; its addresses come from its slug and custom domain
 * ($1 the store domain, $2 the scheme, $3 ':port' or ''). The origin (links, og:url, sitemaps,
 * mails) is the custom domain only once its check found it secure (stores/domain-check.ts).
 */
const STORE_COLUMNS = `s.id, s.slug, s.name, s.contact_email, s.contact_phone, s.delivery_zones,
  s.pay_on_delivery, s.opening_days, s.delivery_windows, s.pickup_address, CASE WHEN s.is_demo THEN '${DEMO_BANK_DETAILS}' ELSE s.bank_details END AS bank_details,
  NOT s.is_demo AND EXISTS (SELECT 1 FROM store_payouts sp WHERE sp.store_id = s.id) AS pays_online,
  ${LOOK_COLUMNS},
  s.is_demo AND s.prospect_demo_at IS NOT NULL AS made_for_prospect,
  ${UNLISTED} AS noindex, s.disabled_at IS NOT NULL AS disabled,
  NOT s.is_demo AND s.opened_at IS NULL AS opening_soon,
  s.slug || '.' || $1::text AS subdomain_host, coalesce(s.custom_domain, '') AS custom_domain,
  ${originColumn(1)} AS origin`;

/**
 * A store's origin in SQL: its custom domain once secure, else {slug}.{store domain}; `$n` to
 * `$n+2` are hostParams (the business area's "Visit store" reads it too).
 */
export function originColumn(n: number): string {
  return `$${n + 1}::text || '://' || coalesce(CASE WHEN s.domain_state = 'secure' THEN s.custom_domain END,
    s.slug || '.' || $${n}::text) || $${n + 2}::text`;
}

export const hostParams = (hosts: StoreHosts) => [
  hosts.domain,
  hosts.scheme,
  hosts.port ? `:${hosts.port}` : '',
];

/**
 * The stores a user manages (docs/product-rules.md, "Who sees which store"); params from $4.
 * Admins see the live ones: a visitor's store-admin sandbox is the visitor's alone.
 */
function managedStoresQuery(hosts: StoreHosts, user: User): { sql: string; params: unknown[] } {
  return {
    sql: `SELECT ${STORE_COLUMNS}, s.business_id, b.name AS business_name
            FROM stores s JOIN businesses b ON b.id = s.business_id
           WHERE ($5::text = 'admin' AND b.workspace = 'live') OR b.owner_id = $4::uuid
              OR EXISTS (SELECT 1 FROM store_admins sa WHERE sa.store_id = s.id AND sa.user_id = $4::uuid)
           ORDER BY s.created_at`,
    params: [...hostParams(hosts), user.id, user.role],
  };
}

/** Every store the user manages. */
export async function managedStores(
  db: Queryable,
  hosts: StoreHosts,
  user: User,
): Promise<ManagedStore[]> {
  const { sql, params } = managedStoresQuery(hosts, user);
  const { rows } = await db.query<ManagedStore>(sql, params);
  return rows.map((row) => placed(hosts, row));
}

/** The store with this slug, if the user manages it. */
export async function managedStoreBySlug(
  db: Queryable,
  hosts: StoreHosts,
  user: User,
  slug: string,
): Promise<ManagedStore | undefined> {
  const { sql, params } = managedStoresQuery(hosts, user);
  const { rows } = await db.query<ManagedStore>(
    `SELECT * FROM (${sql}) AS mine WHERE mine.slug = $6`,
    [...params, slug],
  );
  return rows[0] && placed(hosts, rows[0]);
}

export const STORE_SLUG = /^[a-z0-9-]{1,80}$/;

export async function storeBySlug(
  db: Queryable,
  hosts: StoreHosts,
  slug: string,
): Promise<StoreInfo> {
  if (!STORE_SLUG.test(slug)) throw new DomainError('not_found', 'Store not found');
  const { rows } = await db.query<StoreInfo>(
    `SELECT ${STORE_COLUMNS} FROM stores s WHERE s.slug = $4`,
    [...hostParams(hosts), slug],
  );
  if (!rows[0]) throw new DomainError('not_found', 'Store not found');
  return placed(hosts, rows[0]);
}

/**
 * The slug of the store a host name serves: {slug}.{domain} or a custom domain; undefined for
 * any other host, and for a prospect's demo or a sandbox (they live under the agency's /demo). `host` is already normalised (contract normaliseHost).
 */
export async function storeSlugByHost(
  db: Queryable,
  hosts: StoreHosts,
  host: string,
): Promise<string | undefined> {
  const suffix = `.${hosts.domain}`;
  // Under the store domain only a slug names a store; anywhere else only a custom domain does.
  if (host.endsWith(suffix)) {
    const label = host.slice(0, -suffix.length);
    if (!STORE_SLUG.test(label)) return undefined;
    const { rows } = await db.query<{ slug: string }>(
      `SELECT s.slug FROM stores s WHERE s.slug = $1 AND NOT ${UNLISTED}`,
      [label],
    );
    return rows[0]?.slug;
  }
  const { rows } = await db.query<{ slug: string }>(
    `SELECT s.slug FROM stores s WHERE s.custom_domain = $1 AND NOT ${UNLISTED}`,
    [host],
  );
  return rows[0]?.slug;
}

/**
 * Why a custom domain cannot be a store's: the store domain and its subdomains are the platform's
 * (every store has one there already), and so are the agency's own hosts (`agencyHosts`: the
 * sites at PUBLIC_URL and MEDIA_BASE_URL) and theirs; null when it may be.
 */
export function customDomainProblem(
  hosts: StoreHosts,
  domain: string,
  agencyHosts: string[] = [],
): string | null {
  const own = [hosts.domain, ...agencyHosts.map((host) => host.replace(/^www\./, ''))];
  if (own.some((name) => name && (domain === name || domain.endsWith(`.${name}`))))
    return `${domain} is one of the platform's own addresses. Use a domain of your own, like shop.example.ng.`;
  return null;
}

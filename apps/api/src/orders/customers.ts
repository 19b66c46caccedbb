/**
 * A store's customers (docs/product-rules.md, "Customers"): everyone who ordered, read from its
 * orders, not kept apart. Orders with the same phone number (stored in one form, contract
 * phone.ts) or the same e-mail address (lower-cased) are one customer, and so, through them, are
 * all orders joined by either: a shopper who ordered with a phone and an e-mail, then with the
 * phone alone, then with the e-mail and a new phone, is one person.
 *
 * One grouped query gives each distinct (phone, e-mail) pair of the store's orders; the pairs are
 * joined here (union-find), then searched, sorted and paged. On 5,000 orders this takes a few
 * milliseconds (apps/api/test/customers.test.ts measures it); a store far past that would want
 * a customers table kept by the order path instead.
 */
import { type Customer, normalisePhone, type OrderSummary } from '@agency/contract';
import { stringify } from 'csv-stringify/sync';
import { shield } from '../catalogue/index.ts';
import type { Queryable } from '../db/index.ts';
import { SUMMARY_COLUMNS } from './read-queries.ts';

interface Pair {
  phone: string;
  email: string;
  name: string;
  orders: number;
  spent_kobo: number;
  first_order_at: Date;
  last_order_at: Date;
}

/** Every customer of the store, the one who ordered last first. */
export async function storeCustomers(db: Queryable, storeId: string): Promise<Customer[]> {
  const { rows } = await db.query<Pair>(
    `SELECT phone, lower(email) AS email, count(*)::int AS orders,
        (array_agg(name ORDER BY created_at DESC) FILTER (WHERE name <> ''))[1] AS name,
        coalesce(sum(total_kobo) FILTER (WHERE status <> 'cancelled' AND payment_status <> 'refunded'), 0)::float8 AS spent_kobo,
        min(created_at) AS first_order_at, max(created_at) AS last_order_at
       FROM orders WHERE store_id = $1 AND (phone <> '' OR email <> '')
      GROUP BY phone, lower(email)`,
    [storeId],
  );
  // Union-find over the pairs: a phone or an e-mail names the first pair that had it.
  const parent = rows.map((_, i) => i);
  const root = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const seen = new Map<string, number>();
  rows.forEach((pair, i) => {
    for (const contact of [pair.phone && `p:${pair.phone}`, pair.email && `e:${pair.email}`]) {
      if (!contact) continue;
      const first = seen.get(contact);
      if (first === undefined) seen.set(contact, i);
      else parent[root(i)] = root(first);
    }
  });
  const groups = new Map<number, Pair[]>();
  rows.forEach((pair, i) => {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), pair]);
  });
  return [...groups.values()]
    .map(customerOf)
    .sort((a, b) => b.last_order_at.localeCompare(a.last_order_at));
}

function customerOf(pairs: Pair[]): Customer {
  // Newest first: the name, phone and e-mail used last come first.
  const newest = [...pairs].sort((a, b) => b.last_order_at.getTime() - a.last_order_at.getTime());
  const phones = [...new Set(newest.map((p) => p.phone).filter(Boolean))];
  const emails = [...new Set(newest.map((p) => p.email).filter(Boolean))];
  return {
    key: phones[0] ?? emails[0]!,
    name: newest.find((p) => p.name)?.name ?? '',
    phones,
    emails,
    orders: pairs.reduce((n, p) => n + p.orders, 0),
    spent_kobo: pairs.reduce((n, p) => n + p.spent_kobo, 0),
    first_order_at: new Date(
      Math.min(...pairs.map((p) => p.first_order_at.getTime())),
    ).toISOString(),
    last_order_at: newest[0]!.last_order_at.toISOString(),
  };
}

/**
 * Whether a customer matches what was typed: a name or e-mail containing it, or a phone written
 * any way (0803 555 0101 finds +2348035550101, and so do its last digits).
 */
export function matches(customer: Customer, typed: string): boolean {
  const words = typed.trim().toLowerCase();
  if (!words) return true;
  if (customer.name.toLowerCase().includes(words)) return true;
  if (customer.emails.some((e) => e.includes(words))) return true;
  const phone = normalisePhone(words);
  const digits = words.replace(/\D/g, '');
  return customer.phones.some(
    (p) => (phone && p === phone) || (digits.length >= 4 && p.replace(/\D/g, '').includes(digits)),
  );
}

/** A page of the store's customers, searched. */
export async function listCustomers(
  db: Queryable,
  storeId: string,
  { q, page, per_page }: { q?: string; page: number; per_page: number },
): Promise<{ documents: Customer[]; total: number }> {
  const found = (await storeCustomers(db, storeId)).filter((c) => matches(c, q ?? ''));
  return { documents: found.slice((page - 1) * per_page, page * per_page), total: found.length };
}

/** The customer a phone or e-mail belongs to, with their orders (newest first), or undefined. */
export async function readCustomer(
  db: Queryable,
  storeId: string,
  key: string,
): Promise<(Customer & { order_list: OrderSummary[] }) | undefined> {
  const typed = key.trim().toLowerCase();
  const phone = typed.includes('@') ? '' : normalisePhone(typed);
  const customer = (await storeCustomers(db, storeId)).find(
    (c) => c.emails.includes(typed) || (!!phone && c.phones.includes(phone)),
  );
  if (!customer) return undefined;
  const { rows } = await db.query<OrderSummary>(
    `SELECT ${SUMMARY_COLUMNS}
       FROM orders o JOIN stores s ON s.id = o.store_id
      WHERE o.store_id = $1 AND ((o.phone <> '' AND o.phone = ANY($2)) OR (o.email <> '' AND lower(o.email) = ANY($3)))
      ORDER BY o.created_at DESC LIMIT 500`,
    [storeId, customer.phones, customer.emails],
  );
  return { ...customer, order_list: rows };
}

/** The store's customers as CSV, for a spreadsheet (text cells shielded from formulas). */
export function customersCsv(customers: readonly Customer[]): string {
  return stringify(
    customers.map((c) => [
      shield(c.name),
      shield(c.phones.join('; ')),
      shield(c.emails.join('; ')),
      String(c.orders),
      (c.spent_kobo / 100).toFixed(2),
      c.first_order_at.slice(0, 10),
      c.last_order_at.slice(0, 10),
    ]),
    {
      header: true,
      columns: [
        'Name',
        'Phone',
        'Email',
        'Orders',
        'Total spent (NGN)',
        'First order',
        'Last order',
      ],
    },
  );
}

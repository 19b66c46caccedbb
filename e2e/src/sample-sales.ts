import { apiAs } from './accounts.ts';
import type { RunningApi } from './api.ts';

/**
 * A month of sales in the demo store, for `pnpm shots`: orders placed through the API as shoppers
 * place them (a few delivered, two cancelled), then moved back to earlier days in the database,
 * which no call can do. Deterministic, so two runs photograph the same screens.
 */
export async function placeSampleSales(api: RunningApi): Promise<void> {
  const base = `${api.url}/api/v1/stores/snailhouse`;
  const admin = await apiAs('admin', api.url);
  const store = (await (await fetch(base)).json()) as { delivery_zones: { name: string }[] };
  const products = [];
  // Items whose first choices make a whole order (a datetime or text question has no first choice).
  // (Shipped items: the eBook, p20, is e-mailed and takes no delivery or pay on delivery.)
  for (const slug of ['p01', 'p02', 'p03', 'p05', 'p06', 'p09', 'p10', 'p14']) {
    const product = (await (await fetch(`${base}/products/${slug}`)).json()) as any;
    if (product.mods.every((m: any) => !m.required || ['number', 'list', 'color'].includes(m.type)))
      products.push(product);
  }
  for (let i = 0; i < 26; i++) {
    const product = products[(i * 7) % products.length];
    const delivery = i % 3 !== 0;
    const shopper = SHOPPERS[i % SHOPPERS.length]!;
    const response = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lines: [
          {
            product_id: product.id,
            variant_id: product.variants[0].id,
            qty: 1 + (i % 3),
            selection: firstChoices(product.mods),
          },
        ],
        name: shopper,
        phone: `0803 555 ${String(1000 + i * 37).slice(-4)}`,
        email: `${shopper.split(' ')[0]!.toLowerCase()}${i + 1}@example.ng`,
        payment: 'pay_on_delivery',
        ...(delivery
          ? {
              fulfilment: 'delivery',
              zone: store.delivery_zones[0]!.name,
              address: '3 Awolowo Road',
            }
          : { fulfilment: 'pickup' }),
      }),
    });
    if (!response.ok) throw new Error(`sample order ${i}: ${await response.text()}`);
    const order = (await response.json()) as { id: string };
    const path = `stores/snailhouse/orders/${order.id}`;
    if (i === 4 || i === 17) await admin.send('PATCH', path, { status: 'cancelled' });
    else if (i % 4 === 1) {
      await admin.send('PATCH', path, { status: 'confirmed' });
      if (i > 8) {
        await admin.send('PATCH', path, { status: 'delivered' });
        // Paid on delivery: the store marks it paid when the rider brings the money back.
        await admin.send('PATCH', `${path}/payment`, { payment_status: 'paid' });
      }
    }
    // Spread over the last four weeks, oldest first (so the numbers follow the days); the last
    // three today.
    const daysAgo = i >= 23 ? 0 : Math.round(((23 - i) * 27) / 23);
    await api.db.query(
      `UPDATE orders SET created_at = now() - make_interval(days => $2, hours => $3) WHERE id = $1`,
      [order.id, daysAgo, i % 5],
    );
  }
}

/** Shoppers' names as a Lagos store sees them (made up; example.ng addresses, 555 numbers). */
const SHOPPERS = [
  'Funke Adeyemi',
  'Chinedu Okafor',
  'Aisha Bello',
  'Tunde Bakare',
  'Ngozi Eze',
  'Ibrahim Musa',
  'Yetunde Ogun',
  'Emeka Nwosu',
  'Halima Sani',
  'Segun Alabi',
  'Amaka Obi',
  'Kunle Adebayo',
  'Zainab Yusuf',
];

/** The item page's first choices: numbers at their minimum, required lists and colours first. */
function firstChoices(mods: any[]): Record<string, unknown> {
  const chosen: Record<string, unknown> = {};
  for (const mod of mods) {
    if (mod.type === 'number') chosen[mod.key] = mod.min;
    else if ((mod.type === 'list' || mod.type === 'color') && mod.required && mod.options?.length)
      chosen[mod.key] = mod.multi_select ? [mod.options[0]] : mod.options[0];
  }
  return chosen;
}

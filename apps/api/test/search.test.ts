import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoStore } from '../src/catalogue/seed.ts';
import { startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await ensureDemoStore(server.db);
});
afterAll(() => server.stop());

const search = async (q: string, extra = '') => {
  const { status, body } = await server.call(
    'GET',
    `/stores/snailhouse/products?q=${encodeURIComponent(q)}${extra}`,
  );
  expect(status).toBe(200);
  return {
    names: (body.documents as { name: string }[]).map((p) => p.name),
    total: body.total as number,
    suggestion: body.suggestion as string | undefined,
  };
};

describe('forgiving search (docs/product-rules.md, "Search")', () => {
  it('forgives typos, plurals and stems, and knows escargot is a snail', async () => {
    for (const q of ['snial', 'snails', 'escargot']) {
      const { names } = await search(q);
      expect(names, q).toContain('Giant African Land Snails');
    }
    expect((await search('kebabs')).names.some((n) => /kebab/i.test(n))).toBe(true);
    expect((await search('pepperd')).names).toContain('Peppered Snail Platter');
    expect((await search('peppered')).names).toContain('Peppered Snail Platter');
  });

  it('ranks a word in the name before one in the description', async () => {
    const { names } = await search('snail');
    const thermo = names.findIndex((n) => /thermo/i.test(n));
    const lastSnail = names.map((n) => /snail/i.test(n)).lastIndexOf(true);
    expect(lastSnail).toBeGreaterThan(10);
    expect(thermo).toBeGreaterThan(lastSnail);
    // A sort the shopper chose still wins over relevance.
    const oldest = await search('snail', '&sort=Oldest');
    expect(oldest.names[0]).toBe('Giant African Land Snails');
  });

  it('every word must still match, and a search that finds nothing offers the nearest one', async () => {
    expect((await search('snail zzqxv')).total).toBe(0);
    expect((await search('snayls kebabbz')).names).toEqual(['Snail Kebab Skewers (4)']);
    expect((await search('sniaal platterr')).names).toEqual(['Peppered Snail Platter']);
    // Too far for a typo, near enough to suggest: nothing found, and the way to what was meant.
    const far = await search('snaaiiils');
    expect(far.total).toBe(0);
    expect(far.suggestion).toMatch(/^snails?$/);
    const nothing = await search('qwxzy');
    expect(nothing).toMatchObject({ total: 0, suggestion: undefined });
  });

  it('keeps the lexicon with the products: new words are found, deleted ones go', async () => {
    const admin = await server.user('admin');
    const created = await server.call('POST', '/stores/snailhouse/products', {
      token: admin.token,
      body: {
        name: 'Zobo Hibiscus Drink',
        description: 'Chilled, with ginger.',
        details: '',
        delivery: '',
        tags: ['special'],
        price_suffix: '',
        mods: [],
        media: [],
        variants: [{ mods: {}, qty: 5, price_kobo: 50_000 }],
      },
    });
    expect(created.status).toBe(201);
    expect((await search('hibiscuss')).names).toEqual(['Zobo Hibiscus Drink']);
    const { rows } = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM search_words WHERE word = 'hibiscus'",
    );
    expect(rows[0]!.n).toBe(1);
    const deleted = await server.call('DELETE', `/stores/snailhouse/products/${created.body.id}`, {
      token: admin.token,
    });
    expect(deleted.status).toBeLessThan(300);
    const after = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM search_words WHERE word = 'hibiscus'",
    );
    expect(after.rows[0]!.n).toBe(0);
  });
});

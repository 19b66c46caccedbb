import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { storeTakingOrders } from './order-world.ts';
import { startSmtp } from './smtp-server.ts';

// A picture can be tied to one choice of an option (the chocolate photo to Flavour: Chocolate):
// the item keeps the tie with its pictures, a tie to a choice or option the item does not have is
// refused, and a cart or order line of that choice carries that picture, kept with the placed
// order like its name and price, into the order pages and the shopper's receipt.

const { received, ...smtp } = startSmtp();
const WAIT = { timeout: 15_000 };
const upload = () => `/api/v1/media/${randomUUID()}.jpg`;
const RED_VELVET = upload();
const CHOCOLATE = upload();

let server: TestServer;
let shop: Awaited<ReturnType<typeof storeTakingOrders>>;
let other: Awaited<ReturnType<typeof storeTakingOrders>>;
let cake: { id: string; variants: { id: string; mods: Record<string, string> }[] };

const FLAVOUR = {
  key: 'flavour',
  type: 'list',
  prompt: 'Choose a flavour',
  required: true,
  options: ['Red velvet', 'Chocolate'],
};
const NOTE = {
  key: 'note',
  type: 'text',
  prompt: 'A message on the cake',
  required: false,
  max: 40,
};

beforeAll(async () => {
  server = await startTestServer({
    smtpUrl: await smtp.listen(),
    publicUrl: 'https://agency.test',
    mailQueue: { retryBaseMs: 50, maxAttempts: 3, pollMs: 100 },
    limits: { ordersPerHourPerAddress: 100_000 } as never,
  });
  shop = await storeTakingOrders(server, 'Bimpe Bakes', 'bimpe@example.ng', []);
  other = await storeTakingOrders(server, 'Kola Kitchen', 'kola@example.ng', []);
  const made = await server.call('POST', `${shop.path}/products`, {
    token: shop.owner.token,
    body: {
      name: 'Birthday Cake',
      mods: [FLAVOUR, NOTE],
      variants: [
        { mods: { flavour: 'Red velvet' }, qty: 10, price_kobo: 1_500_000 },
        { mods: { flavour: 'Chocolate' }, qty: 10, price_kobo: 1_600_000 },
      ],
      media: [{ file: RED_VELVET }, { file: CHOCOLATE }],
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  cake = made.body;
});
afterAll(async () => {
  await server.stop();
  await smtp.close();
});

const editCake = (body: Record<string, unknown>, token = shop.owner.token, path = shop.path) =>
  server.call('PATCH', `${path}/products/${cake.id}`, { token, body });
const tied = (mods: Record<string, string>) => [
  { file: RED_VELVET, mods: {} },
  { file: CHOCOLATE, mods },
];
const variantOf = (flavour: string) => cake.variants.find((v) => v.mods.flavour === flavour)!;
const line = (flavour: string) => ({
  product_id: cake.id,
  variant_id: variantOf(flavour).id,
  qty: 1,
  selection: { flavour },
});
const placeOrder = (flavour: string, email = 'ada@example.ng') =>
  server.call('POST', `${shop.path}/orders`, {
    body: {
      lines: [line(flavour)],
      name: 'Ada Obi',
      phone: '0803 555 0101',
      email,
      fulfilment: 'pickup',
      payment: 'pay_on_delivery',
    },
  });

describe('pictures per choice', () => {
  it('keeps a picture tied to a choice with the item', async () => {
    const saved = await editCake({ media: tied({ flavour: 'Chocolate' }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.media).toEqual([
      { file: RED_VELVET, mods: {} },
      { file: CHOCOLATE, mods: { flavour: 'Chocolate' } },
    ]);
    const read = await server.call('GET', `${shop.path}/products/${cake.id}`);
    expect(read.body.media[1].mods).toEqual({ flavour: 'Chocolate' });
  });

  it('refuses a tie to a choice or an option the item does not have, and keeps the item as it was', async () => {
    const mint = await editCake({ media: tied({ flavour: 'Mint' }) });
    expect(mint.status).toBe(400);
    expect(mint.body.message).toBe('Picture 2 is tied to "Mint", which is not a choice of Flavour');
    const colour = await editCake({ media: tied({ colour: 'Blue' }) });
    expect(colour.status).toBe(400);
    expect(colour.body.message).toBe(
      'Picture 2 is tied to "colour", which is not a list or colour option of this item',
    );
    // A typed message is no choice a picture can show.
    expect((await editCake({ media: tied({ note: 'Happy birthday' }) })).status).toBe(400);
    // Taking a choice away while a picture is still tied to it is refused too.
    const dropped = await editCake({
      mods: [{ ...FLAVOUR, options: ['Red velvet'] }, NOTE],
      variants: [{ ...variantOf('Red velvet'), qty: 10, price_kobo: 1_500_000 }],
    });
    expect(dropped.status).toBe(400);
    expect(dropped.body.message).toMatch(/Picture 2 is tied to "Chocolate"/);
    // A new item is checked the same way.
    const made = await server.call('POST', `${shop.path}/products`, {
      token: shop.owner.token,
      body: {
        name: 'Cupcakes',
        mods: [FLAVOUR],
        variants: [{ mods: { flavour: 'Chocolate' }, qty: 1, price_kobo: 100_000 }],
        media: [{ file: CHOCOLATE, mods: { flavour: 'Vanilla' } }],
      },
    });
    expect(made.status).toBe(400);
    expect(made.body.message).toBe(
      'Picture 1 is tied to "Vanilla", which is not a choice of Flavour',
    );
    const read = await server.call('GET', `${shop.path}/products/${cake.id}`);
    expect(read.body.media[1].mods).toEqual({ flavour: 'Chocolate' });
    expect(read.body.mods[0].options).toEqual(['Red velvet', 'Chocolate']);
  });

  it("lets no other store's owner tie or read the item's pictures", async () => {
    const stranger = await editCake({ media: tied({ flavour: 'Red velvet' }) }, other.owner.token);
    expect(stranger.status).toBe(403);
    const throughOwnStore = await editCake(
      { media: tied({ flavour: 'Red velvet' }) },
      other.owner.token,
      other.path,
    );
    expect(throughOwnStore.status).toBe(404);
    expect((await server.call('GET', `${other.path}/products/${cake.id}`)).status).toBe(404);
    const read = await server.call('GET', `${shop.path}/products/${cake.id}`);
    expect(read.body.media[1].mods).toEqual({ flavour: 'Chocolate' });
  });

  it("an order line keeps its choice's picture, on both order pages, after the item's pictures change", async () => {
    const chocolate = await placeOrder('Chocolate');
    expect(chocolate.status, JSON.stringify(chocolate.body)).toBe(201);
    expect(chocolate.body.lines[0].image).toBe(CHOCOLATE);
    // A choice with no picture of its own shows the item's first.
    const redVelvet = await placeOrder('Red velvet');
    expect(redVelvet.body.lines[0].image).toBe(RED_VELVET);
    // The owner replaces the chocolate photo: the placed order still shows the one it was sold with.
    const newer = upload();
    expect(
      (
        await editCake({
          media: [{ file: RED_VELVET }, { file: newer, mods: { flavour: 'Chocolate' } }],
        })
      ).status,
    ).toBe(200);
    const { id, access_key } = chocolate.body;
    const shopper = await server.call('GET', `${shop.path}/orders/${id}?key=${access_key}`);
    expect(shopper.body.lines[0].image).toBe(CHOCOLATE);
    const owner = await server.call('GET', `${shop.path}/orders/${id}`, {
      token: shop.owner.token,
    });
    expect(owner.body.lines[0].image).toBe(CHOCOLATE);
    const next = await placeOrder('Chocolate');
    expect(next.body.lines[0].image).toBe(newer);
    await editCake({ media: tied({ flavour: 'Chocolate' }) });
  });

  it("a restored cart's line shows its choice's picture", async () => {
    const cartId = randomUUID();
    const saved = await server.call('PUT', `${shop.path}/carts/${cartId}?key=`, {
      body: { lines: [line('Chocolate'), line('Red velvet')], phone: '0803 555 0101' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const restored = await server.call('GET', `${shop.path}/carts/${cartId}?key=${saved.body.key}`);
    expect(restored.body.lines.map((l: { image: string }) => l.image)).toEqual([
      CHOCOLATE,
      RED_VELVET,
    ]);
  });

  it("the shopper's receipt shows the chosen choice's picture by its line", async () => {
    const email = 'tolu@example.ng';
    expect((await placeOrder('Chocolate', email)).status).toBe(201);
    const mailed = () => received.filter((m) => m.to.includes(email));
    await expect.poll(() => mailed().length, WAIT).toBe(1);
    const html = mailed()[0]!
      .raw.split(/Content-Type: text\/html/)[1]!
      .replace(/=\r?\n/g, '');
    const small = CHOCOLATE.replace('.jpg', '-320.webp');
    expect(html).toContain(`https://agency.test${small}`);
    expect(html).not.toContain(RED_VELVET.replace('.jpg', ''));
  });

  it("the store's new-order mail shows the chosen choice's picture by its line, the invoice number and a link to the order in the store admin", async () => {
    const placed = await placeOrder('Chocolate', 'kemi@example.ng');
    expect(placed.status).toBe(201);
    const { id, invoice_number } = placed.body;
    const slug = shop.path.split('/')[2];
    const adminLink = `https://agency.test/store/admin/orders/${id}?store=${slug}`;
    const mailed = () =>
      received.filter((m) => m.to.includes('bimpe@example.ng') && m.raw.includes(adminLink));
    await expect.poll(() => mailed().length, WAIT).toBe(1);
    const raw = mailed()[0]!.raw;
    const html = raw.split(/Content-Type: text\/html/)[1]!;
    expect(html).toContain(`https://agency.test${CHOCOLATE.replace('.jpg', '-320.webp')}`);
    expect(html).not.toContain(RED_VELVET.replace('.jpg', ''));
    const invoice = `INV-${String(invoice_number).padStart(4, '0')}`;
    expect(html).toContain(invoice);
    expect(html).toContain('Flavour: Chocolate');
    expect(html).toContain(`href="${adminLink}"`);
    // The plain-text part names the invoice too.
    expect(raw.split(/Content-Type: text\/html/)[0]).toContain(`Invoice ${invoice}`);
  });

  it("the store's order list shows each order's lines by the picture they were sold with", async () => {
    const placed = await placeOrder('Chocolate');
    const list = await server.call('GET', `${shop.path}/orders`, { token: shop.owner.token });
    expect(list.status).toBe(200);
    const listed = list.body.documents.find((o: { id: string }) => o.id === placed.body.id);
    expect(listed.pictures).toEqual([
      {
        name: 'Birthday Cake',
        image: CHOCOLATE,
        options: [{ label: 'Flavour', value: 'Chocolate' }],
      },
    ]);
  });

  it("a Shopify file's Variant Image ties its picture to the variant's choices, and an export imported elsewhere keeps the ties", async () => {
    const lemon = 'https://cdn.shopify.com/s/files/lemon.jpg';
    const csv = [
      'Handle,Title,Option1 Name,Option1 Value,Option2 Name,Option2 Value,Variant Price,Variant Inventory Qty,Image Src,Image Position,Variant Image',
      `layer-cake,Layer Cake,Flavour,Red velvet,Size,Small,15000,5,${RED_VELVET},1,`,
      `layer-cake,,,Red velvet,,Large,20000,5,${CHOCOLATE},2,`,
      `layer-cake,,,Chocolate,,Small,16000,5,,,${CHOCOLATE}`,
      `layer-cake,,,Chocolate,,Large,21000,5,,,${CHOCOLATE}`,
      `layer-cake,,,Lemon,,Small,16000,5,,,${lemon}`,
    ].join('\n');
    const imported = await server.call('POST', `${shop.path}/catalogue/import`, {
      token: shop.owner.token,
      body: { csv },
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({
      created: 1,
      refused: [],
      pictures_not_imported: [{ row: 6, handle: 'layer-cake', src: lemon }],
    });
    const layer = await server.call('GET', `${shop.path}/products/layer-cake`);
    expect(layer.body.media).toEqual([
      { file: RED_VELVET, mods: {} },
      { file: CHOCOLATE, mods: { flavour: 'Chocolate' } },
    ]);

    const exported = await server.call('GET', `${shop.path}/catalogue/export`, {
      token: shop.owner.token,
    });
    expect(exported.status).toBe(200);
    const rows = (exported.body.csv as string).split('\n');
    expect(rows[0]).toContain('Variant Image');
    // Each chocolate variant's row names its picture; the red velvet ones name none of their own.
    const chocolateRows = rows.filter(
      (r) => r.startsWith('layer-cake,') && r.includes(',Chocolate,'),
    );
    expect(chocolateRows).toHaveLength(2);
    for (const row of chocolateRows) expect(row).toContain(CHOCOLATE);
    const again = await server.call('POST', `${other.path}/catalogue/import`, {
      token: other.owner.token,
      body: { csv: exported.body.csv },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const copy = await server.call('GET', `${other.path}/products/layer-cake`);
    expect(copy.body.media).toEqual(layer.body.media);
    const cakeCopy = await server.call('GET', `${other.path}/products/birthday-cake`);
    expect(cakeCopy.body.media[1].mods).toEqual({ flavour: 'Chocolate' });
  });
});

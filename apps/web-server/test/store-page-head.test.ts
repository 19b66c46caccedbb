import { expect, it } from 'vitest';
import { withStoreHead } from '../src/store-page-head.ts';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Snailhouse — cravings sorted ASAP</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const store = {
  name: 'Mama Titi Fabrics',
  tagline: 'Lagos colour, made to measure',
  description: 'Ankara, lace and aso-oke.',
  delivery_promise: 'Delivered in Lagos within 48 hours',
  hero_url: '/api/v1/media/hero.webp',
  origin: 'https://mama-titi.stores.test',
};

it("puts the store's title, description and preview tags in the page's head", () => {
  const html = withStoreHead(BUILT, store);
  expect(html).toContain('<title>Mama Titi Fabrics — Lagos colour, made to measure</title>');
  expect(html).not.toContain('Snailhouse');
  const description = 'Ankara, lace and aso-oke. Delivered in Lagos within 48 hours.';
  expect(html).toContain(`<meta name="description" content="${description}" />`);
  expect(html).toContain(`<meta property="og:description" content="${description}" />`);
  expect(html).toContain('<meta property="og:site_name" content="Mama Titi Fabrics" />');
  expect(html).toContain(
    '<meta property="og:image" content="https://mama-titi.stores.test/api/v1/media/hero.webp" />',
  );
  // Inside the head, before the body.
  expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
});

it('writes store text literally and escaped: no markup, no replacement patterns', () => {
  const html = withStoreHead(BUILT, {
    ...store,
    name: `Ade's "Best" <script>alert(1)</script> $& $' $1`,
    tagline: '',
    description: '',
    delivery_promise: '',
  });
  const title = "Ade's &quot;Best&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; $' $1";
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).not.toContain('<script>alert');
  // No description of its own: "Shop at <name>." (the storefront's rule).
  expect(html).toContain(`<meta name="description" content="Shop at ${title}." />`);
});

it('names no picture a preview cannot fetch (drawn art) or place (no origin)', () => {
  expect(withStoreHead(BUILT, { ...store, hero_url: 'art:fabric:5:0' })).not.toContain('og:image');
  expect(withStoreHead(BUILT, { ...store, origin: '' })).not.toContain('og:image');
});

it("replaces the built page's own description (the agency's) with the store's: one description", () => {
  const built = BUILT.replace(
    '<title>',
    '<meta name="description" content="Forgeworks forges stores that sell." />\n    <title>',
  );
  const html = withStoreHead(built, store);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html).not.toContain('Forgeworks');
});

import { describe, expect, it } from 'vitest';
import { assemblePage } from '../src/server/template.ts';

const TEMPLATE = `<!doctype html><html><head><meta name="description" content="default" /><title>Default</title></head><body><div id="root"></div></body></html>`;
const page = (overrides: Partial<Parameters<typeof assemblePage>[1]> = {}) =>
  assemblePage(TEMPLATE, {
    body: '<h1>Hello</h1>',
    meta: {},
    data: {},
    registry: { agency: 'http://localhost:8081/remoteEntry.js' },
    preload: { scripts: ['http://localhost:8081/remoteEntry.js'], styles: [] },
    inlineStyles: [],
    origin: 'https://forgeworks.example',
    ...overrides,
  });

describe('a rendered page', () => {
  it('puts the markup in the root, the registry and data beside it, and lists the remote files to preload', () => {
    const html = page({ data: { 'blog:published': { status: 'ready', data: [] } } });
    expect(html).toContain(
      '<div id="root"><h1>Hello</h1></div><script type="application/json" id="page-data">{"blog:published"',
    );
    expect(html).toContain(
      '<script type="application/json" id="remotes">{"agency":"http://localhost:8081/remoteEntry.js"}</script>',
    );
    expect(html).toContain(
      '<script type="application/json" id="remote-preload">["http://localhost:8081/remoteEntry.js"]</script>',
    );
  });

  it("names the store a page of a store's own host serves, its addresses on the store's origin", () => {
    const html = page({
      meta: {
        title: 'Cake — ₦15,000',
        type: 'product',
        canonical: '/store/cake',
        image: '/p.webp',
      },
      origin: 'https://bimpes-bakes.stores.example',
      hostStore: { slug: 'bimpes-bakes', contactUrl: 'https://forgeworks.example/contact' },
    });
    expect(html).toContain(
      '<script type="application/json" id="host-store">{"slug":"bimpes-bakes","contactUrl":"https://forgeworks.example/contact"}</script>',
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://bimpes-bakes.stores.example/store/cake" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://bimpes-bakes.stores.example/p.webp" />',
    );
    expect(page()).not.toContain('id="host-store"');
  });

  it("keeps a sandbox's or a prospect's demo page out of search engines (noindex in the head)", () => {
    expect(page({ meta: { title: 'Demo', noindex: true } })).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect(page({ meta: { title: 'Shop' } })).not.toContain('name="robots"');
  });

  it('sets the title, description, canonical URL and Open Graph tags of an article', () => {
    const html = page({
      meta: {
        title: 'Prices & "margins"',
        description: 'Why <b>naira</b>',
        canonical: '/blog/prices',
        type: 'article',
      },
    });
    expect(html).toContain('<title>Prices &amp; &quot;margins&quot;</title>');
    expect(html).toContain('<meta name="description" content="Why &lt;b&gt;naira&lt;/b&gt;"');
    expect(html).toContain(
      '<link rel="canonical" href="https://forgeworks.example/blog/prices" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://forgeworks.example/blog/prices" />',
    );
  });

  it('keeps data that looks like markup inside its script element', () => {
    const html = page({
      data: { x: { status: 'ready', data: '</script><script>alert(1)</script>' } },
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    const json = /id="page-data">([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json).x.data).toBe('</script><script>alert(1)</script>');
  });

  it('inlines CSS without letting it close its style element', () => {
    const html = page({ inlineStyles: ['.a{color:red}</style><script>x()</script>'] });
    expect(html).toContain('<style>.a{color:red}<\\/style><script>x()</script></style>');
  });

  it("names a store's page after the store in Open Graph, with its own canonical origin", () => {
    const html = page({
      meta: {
        title: 'Mama Titi Fabrics — Lagos colour',
        canonical: 'https://mama-titi.stores.example/store',
        siteName: 'Mama Titi Fabrics',
      },
    });
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain('<meta property="og:site_name" content="Mama Titi Fabrics" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://mama-titi.stores.example/store" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://mama-titi.stores.example/store" />',
    );
  });
});

import { absoluteJsonLd, type PageMeta, scriptJson } from '@agency/router';

export interface PageParts {
  /** The server-rendered markup of the page ('' when the page is drawn in the browser). */
  body: string;
  meta: PageMeta;
  /** The routes' data, read back by the browser's first render. */
  data: Record<string, unknown>;
  /** The registry, so the browser needs no request for it. */
  registry: Record<string, string>;
  preload: { scripts: string[]; styles: string[] };
  /** The remote's CSS, inlined so the first paint waits for no other request. */
  inlineStyles: string[];
  /** Origin of canonical and Open Graph URLs (the public site's, or the store's on its own host). */
  origin: string;
  /** On a store's own host: the store the page serves, read back by the browser (main.tsx). */
  hostStore?: { slug: string; contactUrl: string };
}

// Every replacement below is a function, never a string: a replacement string expands `$&`, `$\``,
// `$'`, `$$` and `$1`, so user text (a title, a query) would rewrite the page (docs/html-first.md,
// "Text goes in literally").
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Fills the shell's built index.html with one page: head, preloads, markup and data. */
export function assemblePage(template: string, page: PageParts): string {
  const { meta } = page;
  const head: string[] = [];
  // A sandbox's or a prospect's demo page: shared by its link, never listed by a search engine.
  if (meta.noindex) head.push('<meta name="robots" content="noindex" />');
  if (meta.canonical)
    head.push(
      `<link rel="canonical" href="${escapeHtml(new URL(meta.canonical, page.origin).href)}" />`,
    );
  // A page of a store names the store as the site (siteName): its shared link shows a card too.
  if (((meta.type && meta.type !== 'website') || meta.siteName) && meta.title) {
    head.push(
      `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
      `<meta property="og:site_name" content="${escapeHtml(meta.siteName ?? 'Forgeworks')}" />`,
    );
    if (meta.description)
      head.push(`<meta property="og:description" content="${escapeHtml(meta.description)}" />`);
    if (meta.canonical)
      head.push(
        `<meta property="og:url" content="${escapeHtml(new URL(meta.canonical, page.origin).href)}" />`,
      );
    if (meta.image)
      head.push(
        `<meta property="og:image" content="${escapeHtml(new URL(meta.image, page.origin).href)}" />`,
        // X (and apps that read its tags) shows a large card when a picture is given.
        `<meta name="twitter:card" content="summary_large_image" />`,
        `<meta name="twitter:image" content="${escapeHtml(new URL(meta.image, page.origin).href)}" />`,
      );
  }
  for (const feed of meta.feeds ?? [])
    head.push(
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(new URL(feed.href, page.origin).href)}" />`,
    );
  // Structured data (schema.org) for search engines, with its paths made absolute on the site.
  for (const item of meta.jsonLd ?? [])
    head.push(
      `<script type="application/ld+json">${scriptJson(absoluteJsonLd(item, page.origin))}</script>`,
    );
  for (const href of page.preload.styles)
    head.push(`<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin />`);
  for (const css of page.inlineStyles)
    head.push(`<style>${css.replace(/<\/style/gi, () => '<\\/style')}</style>`);
  // Fetched by boot.ts right after the first paint, together with the shell's own code.
  head.push(
    `<script type="application/json" id="remote-preload">${scriptJson(page.preload.scripts)}</script>`,
  );
  head.push(`<script type="application/json" id="remotes">${scriptJson(page.registry)}</script>`);
  if (page.hostStore)
    head.push(
      `<script type="application/json" id="host-store">${scriptJson(page.hostStore)}</script>`,
    );

  let html = template;
  if (meta.title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title!)}</title>`);
  if (meta.description)
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(meta.description!)}"`,
    );
  html = html.replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`);
  const data = page.body
    ? `<script type="application/json" id="page-data">${scriptJson(page.data)}</script>`
    : '';
  return html.replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>${data}`);
}

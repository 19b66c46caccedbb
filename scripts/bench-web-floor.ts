/**
 * `pnpm bench:web --floor`: what Lighthouse mobile gives a store page's own HTML with its
 * JavaScript taken out, with only the smallest copy of each photo, and with no pictures at all,
 * beside the page as served: the least LCP any script or bundle work could reach on that page
 * (Lighthouse simulates slow 4G: 150 ms round trips, 1.6 Mbit/s, and a picture is fetched only
 * once the HTML that names it has arrived). "As served" is the product's own address; the other
 * variants are served from a port of their own, brotli-compressed as the product sends its HTML,
 * and the pictures they name come from the product as it runs (WebP, not compressed again).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync } from 'node:zlib';
import lighthouse from 'lighthouse';

const noScripts = (html: string) =>
  html
    .replace(/<script type="module"[^>]*><\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
/** The copy a card takes on a phone at 1x: a photo still worth looking at, at its fewest bytes. */
const SMALL = 320;
const VARIANTS: [string, (html: string) => string][] = [
  ['no JavaScript', noScripts],
  [
    `no JavaScript, ${SMALL} px copies`,
    (html) => noScripts(html).replace(/-\d+\.webp/g, `-${SMALL}.webp`),
  ],
  [
    'no JavaScript, no pictures',
    (html) =>
      noScripts(html)
        .replace(/<img[^>]*>/g, '')
        .replace(/<link rel="preload" as="image"[^>]*>/g, ''),
  ],
];

/** Lighthouse's performance score, FCP and LCP for each page's variants, median of `runs`. */
export async function floorReport(
  origin: string,
  pages: { label: string; path: string }[],
  chromePort: number,
  runs: number,
): Promise<string> {
  const served = new Map<string, Buffer>();
  for (const { label, path } of pages) {
    const html = await (await fetch(`${origin}${path}`)).text();
    for (const [name, make] of VARIANTS)
      served.set(`/floor/${label}/${name}`, brotliCompressSync(make(html)));
  }
  const server = createServer((request, reply) => {
    let path = '';
    try {
      path = decodeURIComponent(request.url ?? '/');
    } catch {}
    const html = served.get(path);
    if (html) {
      reply.setHeader('content-type', 'text/html; charset=utf-8');
      reply.setHeader('content-encoding', 'br');
      reply.end(html);
      return;
    }
    // Only pictures are left to fetch once the scripts are gone: passed on as they come.
    fetch(`${origin}${request.url}`)
      .then(async (answer) => {
        reply.statusCode = answer.status;
        const type = answer.headers.get('content-type');
        if (type) reply.setHeader('content-type', type);
        reply.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        reply.statusCode = 502;
        reply.end();
      });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lines = [
    `Lighthouse mobile, median of ${runs} run(s): performance, FCP, LCP (the HTML as served, then without its scripts)`,
  ];
  for (const { label, path } of pages)
    for (const [name, url] of [
      ['as served', `${origin}${path}`],
      ...VARIANTS.map(([variant]) => [
        variant,
        `${base}/floor/${label}/${encodeURIComponent(variant)}`,
      ]),
    ]) {
      const samples: { score: number; fcp: number; lcp: number }[] = [];
      for (let i = 0; i < runs; i++) {
        const answer = await lighthouse(url!, {
          port: chromePort,
          onlyCategories: ['performance'],
          logLevel: 'error',
        });
        const { audits, categories } = answer!.lhr;
        samples.push({
          score: Math.round((categories.performance?.score ?? 0) * 100),
          fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        });
      }
      samples.sort((a, b) => a.lcp - b.lcp);
      const { score, fcp, lcp } = samples[Math.floor(samples.length / 2)]!;
      lines.push(
        `  ${`${label}, ${name}`.padEnd(58)}${String(score).padStart(4)}  ${(fcp / 1000).toFixed(2)}s  ${(lcp / 1000).toFixed(2)}s`,
      );
    }
  server.close();
  return lines.join('\n');
}

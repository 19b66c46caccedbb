import { describe, expect, it } from 'vitest';
import { assemblePage } from '../src/server/template.ts';

/**
 * `String.replace` expands `$&`, `` $` ``, `$'`, `$$`, `$1` and
 * `$<name>` in a replacement string. Page text must go in literally, in every slot of the template.
 */
const TEMPLATE = `<!doctype html><html><head><meta name="description" content="default" /><title>Default</title></head><body><div id="root"></div></body></html>`;
const PATTERNS = ['$`', "$'", '$&', '$$', '$1', '$<name>', '$0', '$99'];
const ALL = PATTERNS.join(' ');

const escaped = (text: string) =>
  text
    .replace(/&/g, () => '&amp;')
    .replace(/</g, () => '&lt;')
    .replace(/>/g, () => '&gt;');

const render = (text: string) =>
  assemblePage(TEMPLATE, {
    body: `<h1>${text}</h1>`,
    meta: {
      title: `Title ${text}`,
      description: `About ${text}`,
      canonical: `/blog/${encodeURIComponent(text)}`,
      type: 'article',
      image: `/media/${encodeURIComponent(text)}.png`,
    },
    data: { article: { status: 'ready', data: { title: text, content: `<p>${text}</p>` } } },
    registry: { agency: `http://localhost:8081/remoteEntry.js?v=${text}` },
    preload: { scripts: [`http://localhost:8081/x.js?${text}`], styles: [`/s.css?${text}`] },
    inlineStyles: [`.x::after { content: "${text}"; }`],
    origin: 'https://forgeworks.example',
  });

describe('text with $ patterns', () => {
  for (const pattern of [...PATTERNS, ALL, PATTERNS.join('').repeat(50)]) {
    it(`goes into every slot literally: ${pattern.slice(0, 40)}`, () => {
      const html = render(pattern);
      // The template appears once: nothing copied the text before or after a match into the page.
      expect(html.match(/<!doctype html>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.match(/<div id="root">/g)).toHaveLength(1);
      expect(html).toContain(`<h1>${pattern}</h1>`);
      expect(html).toContain(`<title>Title ${escaped(pattern)}</title>`);
      expect(html).toContain(`<meta name="description" content="About ${escaped(pattern)}"`);
      expect(html).toContain(`<meta property="og:title" content="Title ${escaped(pattern)}" />`);
      expect(html).toContain(`content: "${pattern}";`);
      expect(html).toContain(`/s.css?${escaped(pattern)}`);
      // Bounded: the page grows with the text, not with the template times the text.
      expect(html.length).toBeLessThan(TEMPLATE.length + 40 * pattern.length + 2000);
      const json = /id="page-data">([^<]*)<\/script>/.exec(html)![1]!;
      const data = JSON.parse(json);
      expect(data.article.data.title).toBe(pattern);
      expect(data.article.data.content).toBe(`<p>${pattern}</p>`);
      const remotes = JSON.parse(/id="remotes">([^<]*)<\/script>/.exec(html)![1]!);
      expect(remotes.agency).toBe(`http://localhost:8081/remoteEntry.js?v=${pattern}`);
      const preload = JSON.parse(/id="remote-preload">([^<]*)<\/script>/.exec(html)![1]!);
      expect(preload).toEqual([`http://localhost:8081/x.js?${pattern}`]);
    });
  }
});

// The shell's stylesheet belongs to the page (a <link> in index.html, inlined by the page renderer).
import '@agency/ui-kit/styles.css';

/**
 * The page's only script tag. A server-rendered page is readable as soon as its HTML (with its CSS
 * inline) arrives, so nothing should compete with it for a slow phone's bandwidth before it paints.
 * After the first frame this starts, all at once, the shell and the page's remote (whose files the
 * server listed in #remote-preload): no waterfall, and no script ahead of the first paint.
 */
const start = () => {
  const listed = document.getElementById('remote-preload')?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main.tsx');
};

if (document.getElementById('page-data')) requestAnimationFrame(() => setTimeout(start, 0));
else start();

// The shell's stylesheet belongs to the page (a <link> in index.html, inlined by the page renderer).
import '@agency/ui-kit/styles.css';

/**
 * The page's only script tag. A server-rendered page is readable as soon as its HTML (with its CSS
 * inline) arrives, so nothing should compete with it for a slow phone's bandwidth before it paints.
 * After the first frame this starts, all at once, the shell and the page's remote (whose files the
 * server listed in #remote-preload): no waterfall, and no script ahead of the first paint.
 */
/** Lets the browser paint and handle input between the big pieces of work (no long task). */
const yieldToMain = () => new Promise<void>((resume) => setTimeout(resume, 0));

const start = async () => {
  const listed = document.getElementById('remote-preload')?.textContent;
  // Safari before 17 knows no modulepreload: a script preload fetches the same way there.
  const modulePreload = document.createElement('link').relList.supports('modulepreload');
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = modulePreload ? 'modulepreload' : 'preload';
    if (!modulePreload) link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // React, then the federation runtime and the shared packages, then the page: each is evaluated
  // in a task of its own rather than one long one (the first two are also what main.tsx imports).
  await import('react-dom/client');
  await yieldToMain();
  await import('./federation/runtime.ts');
  await yieldToMain();
  await import('./main.tsx');
};

if (document.getElementById('page-data')) requestAnimationFrame(() => setTimeout(start, 0));
else void start();

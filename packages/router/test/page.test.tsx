import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageProvider, type PageState, usePageMeta, useRouteData } from '../src/page.tsx';

function Article({ slug, load }: { slug: string; load: (slug: string) => Promise<string> }) {
  const article = useRouteData(`article:${slug}`, () => load(slug));
  usePageMeta(
    article.status === 'ready' ? { title: article.data } : { title: 'Not found', status: 404 },
  );
  if (article.status === 'ready') return <h1>{article.data}</h1>;
  return <p>{article.status === 'failed' ? `failed ${article.httpStatus}` : 'loading'}</p>;
}

describe('page state', () => {
  it('on the server: collects what the routes load and the head they set', () => {
    const page: PageState = { data: {}, pending: new Map(), meta: {} };
    const html = renderToString(
      <PageProvider value={page}>
        <Article slug="a" load={async () => 'A'} />
      </PageProvider>,
    );
    expect(html).toBe('<p>loading</p>');
    expect([...page.pending!.keys()]).toEqual(['article:a']);
    expect(page.meta).toEqual({ title: 'Not found', status: 404 });
  });

  it("in the browser: the first render uses the server's answer without loading, a new key loads", async () => {
    const calls: string[] = [];
    const load = async (slug: string) => {
      calls.push(slug);
      return slug.toUpperCase();
    };
    const page: PageState = { data: { 'article:a': { status: 'ready', data: 'From the server' } } };
    const view = render(
      <PageProvider value={page}>
        <Article slug="a" load={load} />
      </PageProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('From the server');
    expect(calls).toEqual([]);
    expect(document.title).toBe('From the server');
    // Used once: a later visit loads afresh.
    expect(page.data).toEqual({});
    await act(async () =>
      view.rerender(
        <PageProvider value={page}>
          <Article slug="b" load={load} />
        </PageProvider>,
      ),
    );
    expect(calls).toEqual(['b']);
    expect(screen.getByRole('heading').textContent).toBe('B');
  });

  it('reports a failure with its HTTP status', async () => {
    const missing = Object.assign(new Error('Not found'), { status: 404 });
    await act(async () => {
      render(
        <PageProvider value={{ data: {} }}>
          <Article slug="x" load={() => Promise.reject(missing)} />
        </PageProvider>,
      );
    });
    expect(screen.getByText('failed 404')).toBeTruthy();
  });
});

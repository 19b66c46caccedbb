import { currentRequest, renderSeconds, renders } from './observe.ts';

/** A store's own host, as the page renderer takes it: its store, and the origin its links use. */
export interface StoreHost {
  slug: string;
  origin: string;
}

/**
 * A rendered page: `complete` is false when it went out loading (its data too slow), a page that
 * will differ next time.
 */
export interface RenderedPage {
  status: number;
  html: string;
  complete?: boolean;
}

/** The shell's page renderer: a page's HTML and status, on a store's own host in its store's name. */
export type RenderPage = (url: string, storeHost?: StoreHost) => Promise<RenderedPage>;

/**
 * Requests for the same page while it is being rendered share that one render; a page of a store's
 * own host is the same page only for the same store (two hosts' `/store` are two pages). A shared
 * render's calls to the API carry the id and address of the request that started it.
 */
export function sharedRenders(render: RenderPage | undefined) {
  const rendering = new Map<string, Promise<RenderedPage>>();
  return (
    url: string,
    storeHost: StoreHost | undefined,
    started: { id: string; client: string },
  ) => {
    const key = storeHost ? `${storeHost.slug} ${storeHost.origin} ${url}` : url;
    let page = rendering.get(key);
    if (!page) {
      const stop = renderSeconds.startTimer();
      page = currentRequest
        .run(started, () => render!(url, storeHost))
        .then(
          (done) => {
            renders.inc({ result: 'rendered' });
            return done;
          },
          (error: unknown) => {
            renders.inc({ result: 'failed' });
            throw error;
          },
        )
        .finally(() => {
          stop();
          rendering.delete(key);
        });
      rendering.set(key, page);
    }
    return page;
  };
}

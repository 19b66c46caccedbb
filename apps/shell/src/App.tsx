import { PageFrame } from '@agency/page-frame';
import { RemoteArea } from './federation/RemoteArea.tsx';
import { ShellRoutes } from './routes/index.tsx';

/**
 * A store's own host ({slug}.{STORE_DOMAIN} or its custom domain): the one store it serves, at
 * the root, and the agency's contact page (on the agency's origin). The page carries it as
 * `#host-store`, so the browser draws the same tree the server rendered.
 */
export interface HostStore {
  slug: string;
  contactUrl: string;
}

/**
 * The shell's page: the page frame around the top-level routes (the router is the caller's). On a
 * store's own host every path is that store's storefront, mounted at the root.
 */
export function App({ hostStore }: { hostStore?: HostStore }) {
  return (
    <PageFrame>
      {hostStore ? (
        <RemoteArea
          name="storefront"
          props={{
            variant: 'store',
            base: '',
            hostStore: hostStore.slug,
            contactUrl: hostStore.contactUrl,
          }}
        />
      ) : (
        <ShellRoutes />
      )}
    </PageFrame>
  );
}

import { Link } from '@agency/router';
import { useStorefront } from '../lib/store-context.tsx';
import { useStore } from '../lib/store-info.ts';
import { TRY_PATH } from '../routes/admin/store-path.ts';
import { ContactLink } from './ContactLink.tsx';

/**
 * Above a demo store's pages (the agency's demo brand, or a store made to show a prospect): it is a
 * demo, its orders are not real and are cleared daily, the way back to the agency, and the way to
 * try its owner's side (a store-admin sandbox: a copy of this store when it was made for a prospect).
 */
export function DemoMark() {
  const store = useStore();
  const { contactUrl } = useStorefront();
  if (!store?.is_demo) return null;
  // From a prospect's demo store the sandbox is a copy of that store, not the agency's demo.
  const tryPath = store.made_for_prospect
    ? `${TRY_PATH}?store=${encodeURIComponent(store.slug)}`
    : TRY_PATH;
  return (
    <p className="sf-demo-mark" role="note">
      <strong>Demo store by Forgeworks.</strong>{' '}
      <span className="sf-demo-mark__detail">
        Orders here are not real and are cleared daily; its contact links reach Forgeworks.
      </span>{' '}
      <ContactLink agency className="sf-demo-mark__link">
        Get a store like this
      </ContactLink>{' '}
      {/^https?:/.test(contactUrl) ? (
        // On its own host the store admin sandbox is on the agency's site, as its contact page is.
        <a href={new URL(tryPath, contactUrl).href} className="sf-demo-mark__link">
          Try the store admin
        </a>
      ) : (
        <Link to={tryPath} className="sf-demo-mark__link">
          Try the store admin
        </Link>
      )}
    </p>
  );
}

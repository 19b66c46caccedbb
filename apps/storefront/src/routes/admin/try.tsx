import { api } from '@agency/api-client';
import { AREAS, useSessionStore } from '@agency/auth-gate';
import { Link, useNavigate, usePageMeta, useSearchParams } from '@agency/router';
import { AuthCard, Button, useAction } from '@agency/ui-kit';

import { TRY_PATH } from './store-path.ts';

export { TRY_PATH };

/**
 * /store/admin/try, signed out: a prospect runs a copy of the demo store as its owner would; from
 * a demo store made for them (`?store=<slug>`), a copy of that store. The copy is theirs alone for
 * a day (docs/product-rules.md, "The store-admin sandbox").
 */
export function TryStoreAdminPage() {
  usePageMeta({
    title: 'Try the store admin · Forgeworks',
    description: 'Run a copy of our demo store as its owner would: no account needed.',
  });
  const [params] = useSearchParams();
  const from = params.get('store') || undefined;
  const save = useSessionStore((state) => state.save);
  const navigate = useNavigate();
  const starting = useAction(
    async () => {
      const { store: _store, ...session } = await api.auth.tryStoreAdmin(from);
      save('store_admin', session);
      navigate(`${AREAS.store_admin.base}/overview`, { replace: true });
    },
    { success: 'Welcome to your demo store', leaves: true },
  );
  const start = () => starting.run();

  return (
    <AuthCard
      brand="Forgeworks"
      title="Try the store admin"
      subtitle="See the owner’s side of a store we made."
      footer={<Link to={`${AREAS.store_admin.base}/auth`}>Have an account? Sign in</Link>}
    >
      <p>
        You get a copy of{' '}
        {from ? 'the demo store you were looking at' : 'the Snailhouse demo store'} to run as its
        owner: add an item, change a price or the stock, confirm an order. No account needed.
      </p>
      <p className="uk-auth__note">
        The copy is yours alone and is removed after a day. Nothing you do there touches a real
        store.
      </p>
      <Button onClick={start} busy={starting.busy}>
        Open my demo store admin
      </Button>
    </AuthCard>
  );
}

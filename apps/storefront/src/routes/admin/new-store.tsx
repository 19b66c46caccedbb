import { api } from '@agency/api-client';
import { useSession } from '@agency/auth-gate';
import { Link, useNavigate, usePageMeta, useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  Loaded,
  SelectField,
  StateMessage,
  TemplateChoice,
  useAction,
} from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { useManagedStore, useStorePath } from './store-choice.tsx';
import { storeAdminPath } from './store-path.ts';

/**
 * /store/admin/new-store (admins): a store for a business of the outreach list. It starts with the
 * default look and no products; People then hands it to its owner (docs/product-rules.md).
 */
export function NewStorePage() {
  usePageMeta({ title: 'New store · Store admin' });
  const session = useSession('store_admin');
  if (session?.role !== 'admin')
    return (
      <AdminPage title="New store">
        <StateMessage title="Only an admin makes stores">
          An owner makes a store by adding a business in their business area.
        </StateMessage>
      </AdminPage>
    );
  return <NewStoreForm />;
}

function NewStoreForm() {
  const { created } = useManagedStore();
  const navigate = useNavigate();
  const candidates = useRouteData(
    'store-admin:candidates',
    async () => (await api.storeAdmin.storeCandidates()).documents,
  );
  const templates = useRouteData(
    'store-admin:templates',
    async () => (await api.storeAdmin.templates()).documents,
  );
  const [businessId, setBusinessId] = useState('');
  const [template, setTemplate] = useState('');
  const [error, setError] = useState('');
  const making = useAction(
    async (business: string) => {
      const store = await api.storeAdmin.createStore(business, template || undefined);
      created(store);
      navigate(storeAdminPath(store.slug, 'people'));
      return store;
    },
    { success: (store) => `${store.name} has a store`, context: 'make the store' },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (making.busy) return;
    if (!businessId) return setError('Choose a business');
    await making.run(businessId);
  };

  return (
    <AdminPage title="New store">
      <Loaded
        state={candidates}
        what="the businesses"
        empty={{
          title: 'Every business has a store',
          children:
            'Add the business to the outreach list first (Businesses, in the marketer admin).',
        }}
      >
        {(businesses) => (
          <form className="sa-form" onSubmit={submit} noValidate aria-label="New store">
            <section className="uk-panel">
              <p className="uk-muted">
                The store starts with its business's name and a neutral look, empty or stocked from
                a template. Next you hand it to its owner, on People.
              </p>
              <SelectField
                label="Business"
                value={businessId}
                error={error || undefined}
                onChange={(e) => {
                  setBusinessId(e.target.value);
                  setError('');
                }}
              >
                <option value="">Choose a business…</option>
                {businesses.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </SelectField>
              {templates.status === 'ready' && (
                <TemplateChoice
                  templates={templates.data}
                  value={template}
                  onChange={setTemplate}
                />
              )}
              <div className="sa-row">
                <Button type="submit" busy={making.busy}>
                  Make the store
                </Button>
              </div>
            </section>
          </form>
        )}
      </Loaded>
    </AdminPage>
  );
}

/** Beside the store switcher, for admins: where a business of the outreach list gets its store. */
export function NewStoreLink() {
  const session = useSession('store_admin');
  const adminPath = useStorePath();
  if (session?.role !== 'admin') return null;
  return (
    <Link to={adminPath('new-store')} className="sa-new-store">
      New store
    </Link>
  );
}

import { api } from '@agency/api-client';
import { AREAS, useSession } from '@agency/auth-gate';
import { Link, useNavigate, usePageMeta, useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  Loaded,
  SelectField,
  showApiError,
  StateMessage,
  TemplateChoice,
} from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useManagedStore } from './store-choice.tsx';

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
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!businessId) return setError('Choose a business');
    setBusy(true);
    try {
      const store = await api.storeAdmin.createStore(businessId, template || undefined);
      created(store);
      toast.success(`${store.name} has a store`);
      navigate(`${AREAS.store_admin.base}/people`);
    } catch (failure) {
      showApiError(failure, 'make the store');
    } finally {
      setBusy(false);
    }
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
                <Button type="submit" busy={busy}>
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
  if (session?.role !== 'admin') return null;
  return (
    <Link to={`${AREAS.store_admin.base}/new-store`} className="sa-new-store">
      New store
    </Link>
  );
}

import { api } from '@agency/api-client';
import { Link, useNavigate, usePageMeta } from '@agency/router';
import { AdminPage, notify } from '@agency/ui-kit';
import { useManagedStore, useStorePath } from '../store-choice.tsx';
import { ItemForm } from './ItemForm.tsx';
import { EMPTY_ITEM, toRequest } from './item-form.ts';
import './items.css';

/** /items/new: a new item, in the store the moment it is saved. */
export function NewItemPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  const navigate = useNavigate();
  usePageMeta({ title: `New item · ${store.name} store admin` });
  return (
    <AdminPage title="New item">
      <p className="uk-muted">
        <Link to={adminPath('items')}>Our Items</Link>
      </p>
      <ItemForm
        initial={EMPTY_ITEM}
        submitLabel="Add item"
        onSave={async (draft) => {
          const created = await api.storeAdmin.createProduct(store.slug, toRequest(draft));
          notify.success(`${created.name} added successfully`);
          navigate(adminPath(`items/${created.id}`), { replace: true });
        }}
      />
    </AdminPage>
  );
}

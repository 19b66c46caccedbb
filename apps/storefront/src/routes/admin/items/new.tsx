import { api } from '@agency/api-client';
import { AREAS } from '@agency/auth-gate';
import { Link, useNavigate, usePageMeta } from '@agency/router';
import { AdminPage } from '@agency/ui-kit';
import toast from 'react-hot-toast';
import { useManagedStore } from '../store-choice.tsx';
import { ItemForm } from './ItemForm.tsx';
import { EMPTY_ITEM, toRequest } from './item-form.ts';
import './items.css';

const base = AREAS.store_admin.base;

/** /items/new: a new item, in the store the moment it is saved. */
export function NewItemPage() {
  const { store } = useManagedStore();
  const navigate = useNavigate();
  usePageMeta({ title: `New item · ${store.name} store admin` });
  return (
    <AdminPage title="New item">
      <p className="uk-muted">
        <Link to={`${base}/items`}>Our Items</Link>
      </p>
      <ItemForm
        initial={EMPTY_ITEM}
        submitLabel="Add item"
        onSave={async (draft) => {
          const created = await api.storeAdmin.createProduct(store.slug, toRequest(draft));
          toast.success(`${created.name} added successfully`);
          navigate(`${base}/items/${created.id}`, { replace: true });
        }}
      />
    </AdminPage>
  );
}

import { api } from '@agency/api-client';
import type { Product } from '@agency/contract';
import { Link, useNavigate, usePageMeta, useParams, useRouteData } from '@agency/router';
import { AdminPage, Button, Loaded, notify, useAction, useConfirm } from '@agency/ui-kit';
import { useState } from 'react';
import { storePath } from '../../../lib/store-context.tsx';
import { useManagedStore, useStorePath } from '../store-choice.tsx';
import { ItemForm } from './ItemForm.tsx';
import { KeepSample, SampleBadge } from './Samples.tsx';
import { fromProduct, toUpdateRequest } from './item-form.ts';
import './items.css';

/** /items/{id}: edit one item, see it in the store, or delete it. */
export function EditItemPage() {
  const adminPath = useStorePath();
  const { store } = useManagedStore();
  const { itemId = '' } = useParams<{ itemId: string }>();
  const state = useRouteData(`store-admin:item:${store.slug}:${itemId}`, () =>
    api.storeAdmin.product(store.slug, itemId),
  );
  const [saved, setSaved] = useState<Product | null>(null);
  const product = saved ?? (state.status === 'ready' ? state.data : null);
  usePageMeta({ title: `${product?.name ?? 'Item'} · ${store.name} store admin` });
  if (!product)
    return (
      <AdminPage title="Item">
        <Loaded
          state={state}
          what="the item"
          notFound={{
            title: 'Item not found',
            children: 'It may have been deleted, or the link is wrong.',
            action: <Link to={adminPath('items')}>Our Items</Link>,
          }}
        />
      </AdminPage>
    );
  return <EditItem key={product.id} product={product} storeSlug={store.slug} onSaved={setSaved} />;
}

function EditItem({
  product,
  storeSlug,
  onSaved,
}: {
  product: Product;
  storeSlug: string;
  onSaved: (product: Product) => void;
}) {
  const adminPath = useStorePath();
  const isDemo = useManagedStore().store.is_demo;
  const navigate = useNavigate();
  const deleting = useAction(
    async () => {
      await api.storeAdmin.deleteProduct(storeSlug, product.id);
      navigate(adminPath('items'), { replace: true });
    },
    { success: `${product.name} deleted`, context: 'delete item', leaves: true },
  );
  // Each save starts the form again from what the server stored (new variants get their ids).
  const [version, setVersion] = useState(0);
  const [confirm, confirmDialog] = useConfirm();
  const remove = async () => {
    const yes = await confirm({
      title: `Delete ${product.name}?`,
      children: 'Shoppers can no longer buy it; past orders keep it.',
      confirmLabel: 'Delete item',
    });
    if (!yes) return;
    await deleting.run();
  };
  return (
    <AdminPage
      title={product.name}
      actions={
        <a
          className="uk-button uk-button--secondary"
          href={`${storePath('/store', storeSlug)}/${product.slug}`}
        >
          See it in the store
        </a>
      }
    >
      <p className="uk-muted">
        <Link to={adminPath('items')}>Our Items</Link>
      </p>
      {/* A demo store sells its samples (decision 044): only a live store's are marked. */}
      {product.sample && !isDemo && (
        <div className="uk-panel sa-samples" data-testid="sample-item">
          <p>
            <SampleBadge /> This item came with the template. Shoppers do not see it until you keep
            it as it is or save your changes.
          </p>
          <KeepSample slug={storeSlug} item={product} />
        </div>
      )}
      <ItemForm
        key={version}
        initial={fromProduct(product)}
        submitLabel="Save changes"
        onSave={async (draft) => {
          // A save opened before an order came in is refused (409), its message shown by the form.
          const updated = await api.storeAdmin.updateProduct(
            storeSlug,
            product.id,
            toUpdateRequest(draft, product),
          );
          notify.success(`${updated.name} saved`);
          onSaved(updated);
          setVersion((v) => v + 1);
        }}
        extraActions={
          <Button variant="danger" busy={deleting.busy} onClick={remove}>
            Delete item
          </Button>
        }
      />
      {confirmDialog}
    </AdminPage>
  );
}

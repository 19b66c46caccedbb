import { api } from '@agency/api-client';
import { Button, useAction, useConfirm } from '@agency/ui-kit';

/**
 * A template's items are samples (decision 044): marked here, hidden from shoppers of a live store
 * and never sold until kept or edited; the checklist counts only kept ones. A keep or a removal
 * makes the item list, the item and the checklist stale.
 */
const samplesRefresh = (slug: string) => [
  `store-admin:items:${slug}:`,
  `store-admin:item:${slug}:`,
  `store-admin:checklist:${slug}`,
];

export function SampleBadge() {
  return (
    <span className="sa-draft sa-sample" title="Came with the template">
      Sample
    </span>
  );
}

/** Keep: the sample becomes the store's own item, as it is. */
export function KeepSample({
  slug,
  item,
  small = false,
}: {
  slug: string;
  item: { id: string; name: string };
  small?: boolean;
}) {
  const keeping = useAction(() => api.storeAdmin.keepSample(slug, item.id), {
    success: `${item.name} kept`,
    context: 'keep sample item',
    refreshes: samplesRefresh(slug),
  });
  return (
    <Button
      small={small}
      variant="secondary"
      busy={keeping.busy}
      onClick={() => keeping.run()}
      aria-label={small ? `Keep ${item.name}` : undefined}
    >
      {small ? 'Keep' : 'Keep this item'}
    </Button>
  );
}

/** Above a list with samples: what they are, and every one of them removed in one press. */
export function SamplesNote({ slug }: { slug: string }) {
  const [confirm, confirmDialog] = useConfirm();
  const removing = useAction(() => api.storeAdmin.removeSamples(slug), {
    success: (answer) => answer.message,
    context: 'remove sample items',
    refreshes: samplesRefresh(slug),
  });
  async function removeAll() {
    const yes = await confirm({
      title: 'Remove all sample items?',
      children: 'Every item marked Sample goes. The items you kept or edited stay.',
      confirmLabel: 'Remove all samples',
    });
    if (yes) await removing.run();
  }
  return (
    <div className="uk-panel sa-samples" data-testid="samples-note">
      <p>
        Items marked <strong>Sample</strong> came with the template. Shoppers do not see them and
        cannot buy them. Keep the ones you sell, edit them to make them yours, or remove them all.
      </p>
      <Button variant="danger" busy={removing.busy} onClick={removeAll}>
        Remove all samples
      </Button>
      {confirmDialog}
    </div>
  );
}

import { api } from '@agency/api-client';
import type { TagGroup } from '@agency/contract';
import { type BulkAction, itemCount } from '@agency/contract/catalogue';
import { Button, useAction, useConfirm } from '@agency/ui-kit';
import { useEffect, useRef, useState } from 'react';

/** A bulk action changes the list, its items' pages and the checklist's item count. */
const bulkRefresh = (slug: string) => [
  `store-admin:items:${slug}:`,
  `store-admin:item:${slug}:`,
  `store-admin:checklist:${slug}`,
];

/** Which of the shown items are chosen; the choice is cleared when the list shows others. */
export function useSelection(shown: readonly string[]) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const key = shown.join(',');
  // A new page, search or refresh shows other items: a choice of unseen ones would surprise.
  useEffect(() => setChosen(new Set()), [key]);
  const toggle = (id: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const all = shown.length > 0 && shown.every((id) => chosen.has(id));
  const toggleAll = () => setChosen(all ? new Set() : new Set(shown));
  return { chosen, toggle, all, toggleAll, clear: () => setChosen(new Set()) };
}

type Selection = ReturnType<typeof useSelection>;

/**
 * Above Our Items: "Select all" for the items the list shows, and once some are chosen, what can
 * be done to all of them at once (one call, all or nothing). Delete asks first, saying how many.
 */
export function BulkBar({
  slug,
  shown,
  categories,
  selection,
}: {
  slug: string;
  shown: number;
  categories: readonly TagGroup[];
  selection: Selection;
}) {
  const { chosen, all, toggleAll, clear } = selection;
  const n = chosen.size;
  const [tag, setTag] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = n > 0 && !all;
  }, [n, all]);
  const acting = useAction(
    (action: BulkAction) =>
      api.storeAdmin.bulkProducts(slug, {
        action,
        ids: [...chosen],
        ...(action === 'set_category' ? { tag } : {}),
      }),
    {
      success: (answer) => answer.message,
      context: 'bulk item action',
      refreshes: bulkRefresh(slug),
    },
  );
  const run = async (action: BulkAction) => {
    if ((await acting.run(action)) !== undefined) clear();
  };
  const remove = async () => {
    const yes = await confirm({
      title: `Delete ${itemCount(n)}?`,
      children: 'Shoppers can no longer buy them; past orders keep them. This cannot be undone.',
      confirmLabel: `Delete ${itemCount(n)}`,
    });
    if (yes) await run('delete');
  };
  const busy = (action: BulkAction) => acting.running?.[0] === action;
  return (
    <div
      className={`uk-panel sa-bulk${n > 0 ? ' sa-bulk--on' : ''}`}
      role="toolbar"
      aria-label="Selected items"
    >
      <label className="sa-bulk__all">
        <input ref={box} type="checkbox" checked={all} onChange={toggleAll} />
        {n > 0 ? `${n} of ${shown} selected` : `Select all ${shown}`}
      </label>
      {n > 0 && (
        <div className="sa-bulk__actions">
          <Button small variant="danger" busy={busy('delete')} onClick={remove}>
            Delete
          </Button>
          <Button small variant="secondary" busy={busy('publish')} onClick={() => run('publish')}>
            Publish
          </Button>
          <Button small variant="secondary" busy={busy('draft')} onClick={() => run('draft')}>
            Move to draft
          </Button>
          {categories.length > 0 && (
            <span className="sa-bulk__category">
              <select
                className="uk-input"
                aria-label="Category to add to the selected items"
                value={tag}
                onChange={(event) => setTag(event.target.value)}
              >
                <option value="">Category…</option>
                {categories.map((group) => (
                  <optgroup key={group.name} label={group.name}>
                    {group.tags.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              <Button
                small
                variant="secondary"
                disabled={!tag}
                busy={busy('set_category')}
                onClick={() => run('set_category')}
              >
                Set category
              </Button>
            </span>
          )}
        </div>
      )}
      {confirmDialog}
    </div>
  );
}

import type { ProductPage } from '@agency/contract';
import type { TagGroup } from '@agency/contract/store-look';
import { useEffect, useRef, useState } from 'react';
import { Icon } from './icons.tsx';

/** Where the store index is laid out for a phone (store-index.css). */
export const PHONE = '(max-width: 600px)';

/**
 * The categories the shopper can choose from (docs/product-rules.md, "Storefront"): each tag and
 * category with the number of items the search finds in it; those with none are left out, unless
 * chosen (so it can be taken off). Before the first counts arrive every one is offered.
 */
function shownGroups(
  groups: TagGroup[],
  counts: Pick<ProductPage, 'tag_counts' | 'category_counts'> | null,
  selected: string[],
) {
  if (!counts?.tag_counts) return groups.map((g) => ({ ...g, count: undefined }));
  const tagCounts = counts.tag_counts;
  return groups
    .map((group) => ({
      name: group.name,
      count: counts.category_counts?.[group.name],
      tags: group.tags.filter((t) => (tagCounts[t.toLowerCase()] ?? 0) > 0 || selected.includes(t)),
    }))
    .filter((group) => group.tags.length > 0);
}

/** The store index's Categories menu: groups of tags, each with its count of items. */
export function CategoriesMenu({
  groups,
  counts,
  selected,
  onToggle,
}: {
  groups: TagGroup[];
  counts: Pick<ProductPage, 'tag_counts' | 'category_counts'> | null;
  selected: string[];
  onToggle: (tag: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const shown = shownGroups(groups, counts, selected);
  const hasGroups = shown.length > 0;
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !ref.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  if (!hasGroups) return null;
  return (
    <div className="sf-dropdown" ref={ref}>
      <button
        type="button"
        className="sf-dropdown__toggle"
        aria-expanded={open}
        aria-controls="sf-categories"
        onClick={() => setOpen((v) => !v)}
      >
        Categories{selected.length > 0 && <span className="sf-badge">{selected.length}</span>}{' '}
        <Icon name="chevron" />
      </button>
      {open && (
        <div id="sf-categories" className="sf-dropdown__panel">
          {shown.map((group) => (
            <fieldset key={group.name} className="sf-group">
              <legend>
                {group.name}
                {group.count !== undefined && <span className="sf-count-of"> ({group.count})</span>}
              </legend>
              <div className="sf-group__tags">
                {group.tags.map((tag) => (
                  <button
                    key={tag}
                    type="button"
                    className="sf-tag"
                    aria-pressed={selected.includes(tag)}
                    onClick={() => {
                      onToggle(tag);
                      if (window.matchMedia(PHONE).matches) setOpen(false);
                    }}
                  >
                    {tag}{' '}
                    {counts?.tag_counts && (
                      <span className="sf-tag__count">
                        {counts.tag_counts[tag.toLowerCase()] ?? 0}
                      </span>
                    )}
                  </button>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </div>
  );
}

import type { TagGroup } from '@agency/contract/store-look';
import { Button, TextField } from '@agency/ui-kit';
import { useState } from 'react';

/** The index's categories: groups of tags, each renamed, added or removed here. */
export function CategoriesEditor({
  groups,
  onChange,
  error,
}: {
  groups: TagGroup[];
  onChange: (groups: TagGroup[]) => void;
  error?: string;
}) {
  const change = (index: number, group: TagGroup) =>
    onChange(groups.map((g, i) => (i === index ? group : g)));
  // The message sits at the category it is about (an empty or repeated name), so a refused save
  // marks, scrolls to and focuses that field; else above the list.
  const names = groups.map((g) => g.name.trim().toLowerCase());
  const at = error ? names.findIndex((name, i) => name === '' || names.indexOf(name) !== i) : -1;
  return (
    <fieldset
      className="sa-categories"
      aria-describedby={error && at < 0 ? 'sa-categories-error' : undefined}
    >
      <legend className="uk-field__label">Categories</legend>
      <p className="uk-muted">
        The store's Categories menu, in this order. Tags match the items' tags.
      </p>
      {error && at < 0 && (
        <p className="uk-field__error" id="sa-categories-error">
          {error}
        </p>
      )}
      <ul className="sa-categories__list">
        {groups.map((group, index) => (
          <li key={index} className="sa-categories__group">
            <div className="sa-row">
              <TextField
                label="Category name"
                value={group.name}
                error={index === at ? error : undefined}
                onChange={(e) => change(index, { ...group, name: e.target.value })}
              />
              <Button
                variant="ghost"
                small
                onClick={() => onChange(groups.filter((_, i) => i !== index))}
              >
                Remove<span className="uk-visually-hidden"> category {group.name}</span>
              </Button>
            </div>
            <TagsEditor
              name={group.name}
              tags={group.tags}
              onChange={(tags) => change(index, { ...group, tags })}
            />
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        small
        onClick={() => onChange([...groups, { name: '', tags: [] }])}
      >
        Add a category
      </Button>
    </fieldset>
  );
}

function TagsEditor({
  name,
  tags,
  onChange,
}: {
  name: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const [next, setNext] = useState('');
  const add = () => {
    const tag = next.trim().toLowerCase();
    if (tag && !tags.includes(tag)) onChange([...tags, tag]);
    setNext('');
  };
  return (
    <div className="sa-tags">
      <ul className="sa-tags__list" aria-label={`Tags of ${name || 'this category'}`}>
        {tags.map((tag) => (
          <li key={tag} className="sa-tags__tag">
            {tag}
            <button
              type="button"
              className="sa-tags__remove"
              aria-label={`Remove tag ${tag}`}
              onClick={() => onChange(tags.filter((t) => t !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="sa-row">
        <TextField
          label="New tag"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" small onClick={add}>
          Add tag
        </Button>
      </div>
    </div>
  );
}

import { api } from '@agency/api-client';
import type { TagGroup } from '@agency/contract';
import { Button, SelectField, TextField, useAction } from '@agency/ui-kit';
import { useState } from 'react';
import { useManagedStore } from '../store-choice.tsx';

const NEW_GROUP = '\u0000new';

/**
 * An item's tags, picked from the store's categories. A tag the store does not have is added as an
 * explicit step ("New category"), saved to the store's categories, so a typo never makes a stray
 * tag no filter shows.
 */
export function TagPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
}) {
  const { store, saved } = useManagedStore();
  const groups = store.categories;
  const [adding, setAdding] = useState(false);
  const toggle = (tag: string, on: boolean) =>
    onChange(on ? [...value, tag] : value.filter((t) => t !== tag));
  return (
    <fieldset className="sa-tags">
      <legend>Categories</legend>
      {groups.length === 0 && (
        <p className="uk-muted">The store has no categories yet. Add the first one below.</p>
      )}
      {groups.map((group) => (
        <div key={group.name} className="sa-tag-group">
          <span className="sa-tag-group__name">{group.name}</span>
          {group.tags.map((tag) => (
            <label key={tag} className="sa-check">
              <input
                type="checkbox"
                checked={value.includes(tag)}
                onChange={(e) => toggle(tag, e.target.checked)}
              />
              {tag}
            </label>
          ))}
        </div>
      ))}
      {adding ? (
        <NewCategory
          groups={groups}
          onAdded={(categories, tag) => {
            saved({ ...store, categories });
            onChange([...value, tag]);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="ghost" small onClick={() => setAdding(true)}>
          New category
        </Button>
      )}
    </fieldset>
  );
}

function NewCategory({
  groups,
  onAdded,
  onCancel,
}: {
  groups: TagGroup[];
  onAdded: (categories: TagGroup[], tag: string) => void;
  onCancel: () => void;
}) {
  const { store } = useManagedStore();
  const [group, setGroup] = useState(groups[0]?.name ?? NEW_GROUP);
  const [groupName, setGroupName] = useState('');
  const [tag, setTag] = useState('');
  const [error, setError] = useState('');
  const saving = useAction(
    async (categories: TagGroup[], word: string) => {
      const stored = await api.storeAdmin.saveSettings(store.slug, { categories });
      onAdded(stored.categories, word);
    },
    { context: 'add the category' },
  );
  const add = async () => {
    const word = tag.trim().toLowerCase();
    const name = group === NEW_GROUP ? groupName.trim() : group;
    if (!word) return setError('Enter the tag');
    if (!name) return setError('Name the new group');
    if (groups.some((g) => g.tags.includes(word)))
      return setError(`"${word}" is already a category`);
    const categories =
      group === NEW_GROUP
        ? [...groups, { name, tags: [word] }]
        : groups.map((g) => (g.name === name ? { ...g, tags: [...g.tags, word] } : g));
    await saving.run(categories, word);
  };
  return (
    <div className="sa-new-tag" role="group" aria-label="New category">
      <SelectField label="In the group" value={group} onChange={(e) => setGroup(e.target.value)}>
        {groups.map((g) => (
          <option key={g.name} value={g.name}>
            {g.name}
          </option>
        ))}
        <option value={NEW_GROUP}>A new group…</option>
      </SelectField>
      {group === NEW_GROUP && (
        <TextField
          label="New group's name"
          value={groupName}
          onChange={(e) => setGroupName(e.target.value)}
        />
      )}
      <TextField
        label="New category"
        hint="Shoppers filter by it; check the spelling."
        value={tag}
        error={error || undefined}
        onChange={(e) => {
          setTag(e.target.value);
          setError('');
        }}
      />
      <div className="sa-row">
        <Button small onClick={add} busy={saving.busy}>
          Add category
        </Button>
        <Button small variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

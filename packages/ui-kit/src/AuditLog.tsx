import { type FormEvent, useId } from 'react';
import { Button } from './Button.tsx';
import { SelectField, TextField } from './Field.tsx';
import { formatDateTime, formatKobo } from './format.ts';

/** One event as the audit screens show it (the contract's AuditEvent fits). */
export interface AuditLogEntry {
  id: string;
  at: string;
  actor_email: string;
  actor_role: string | null;
  action: string;
  store_name: string | null;
  details: Record<string, unknown>;
  client_address: string | null;
}

export interface AuditFilterValues {
  action?: string;
  actor?: string;
  store?: string;
  from?: string;
  to?: string;
}

const FIELD_NAMES: Record<string, string> = {
  price_kobo: 'price',
  qty: 'stock',
  bank_details: 'bank details',
};

/** A detail's name as people say it: "price" for price_kobo, "delivery zones" for delivery_zones. */
const fieldName = (field: string) => FIELD_NAMES[field] ?? field.replace(/_/g, ' ');

/** A value in words: money in naira, a list by its items' names, never JSON. */
function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field.endsWith('_kobo') && typeof value === 'number') return formatKobo(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(showItem).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, inner]) => `${fieldName(key)} ${show(key, inner)}`)
      .join(', ');
  return String(value);
}

/** One item of a list: a category is its name and its tags, "Cloth (adire, kampala)". */
function showItem(item: unknown): string {
  if (!item || typeof item !== 'object' || !('name' in item)) return show('', item);
  const { name, tags } = item as { name: unknown; tags?: unknown };
  const kinds = Array.isArray(tags) && tags.length > 0 ? ` (${tags.join(', ')})` : '';
  return `${String(name)}${kinds}`;
}

/** "price: ₦500 → ₦550 · product: Basket" from an event's details. */
export function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([field]) => field !== 'product_id')
    .map(([field, value]) => {
      const name = fieldName(field);
      if (value && typeof value === 'object' && 'before' in value && 'after' in value) {
        const change = value as { before: unknown; after: unknown };
        return `${name}: ${show(field, change.before)} → ${show(field, change.after)}`;
      }
      return `${name}: ${show(field, value)}`;
    })
    .join(' · ');
}

/** The audit screens' filters: action, (actor), store and days; applied on submit. */
export function AuditFilters({
  values,
  actions,
  stores,
  showActor = true,
  onApply,
}: {
  values: AuditFilterValues;
  actions: readonly { value: string; label: string }[];
  stores: readonly { value: string; label: string }[];
  showActor?: boolean;
  onApply: (values: AuditFilterValues) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    onApply({
      action: read('action'),
      actor: read('actor'),
      store: read('store'),
      from: read('from'),
      to: read('to'),
    });
  };
  return (
    <form
      className="uk-audit-filters"
      aria-label="Filter the log"
      onSubmit={submit}
      key={JSON.stringify(values)}
    >
      <SelectField id={`${id}-action`} name="action" label="Action" defaultValue={values.action}>
        <option value="">All actions</option>
        {actions.map((a) => (
          <option key={a.value} value={a.value}>
            {a.label}
          </option>
        ))}
      </SelectField>
      {showActor && (
        <TextField
          id={`${id}-actor`}
          name="actor"
          label="Who"
          placeholder="E-mail address"
          defaultValue={values.actor}
        />
      )}
      <SelectField id={`${id}-store`} name="store" label="Store" defaultValue={values.store}>
        <option value="">All stores</option>
        {stores.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${id}-from`}
        name="from"
        type="date"
        label="From"
        defaultValue={values.from}
      />
      <TextField id={`${id}-to`} name="to" type="date" label="To" defaultValue={values.to} />
      <Button type="submit">Filter</Button>
    </form>
  );
}

/** The events, newest first: when, who, what, where, and what changed. */
export function AuditList({
  entries,
  labels,
}: {
  entries: readonly AuditLogEntry[];
  labels: Readonly<Record<string, string>>;
}) {
  return (
    <ol className="uk-list uk-audit" aria-label="Audit log">
      {entries.map((entry) => (
        <li key={entry.id}>
          <span className="uk-audit__main">
            <strong>{labels[entry.action] ?? entry.action}</strong>
            {entry.store_name && <span> · {entry.store_name}</span>}
            <br />
            <span className="uk-muted">
              {entry.actor_email || 'unknown'}
              {entry.actor_role && ` (${entry.actor_role.replace('_', ' ')})`}
              {entry.client_address && ` · from ${entry.client_address}`}
            </span>
            {Object.keys(entry.details).length > 0 && (
              <span className="uk-audit__details">{describeDetails(entry.details)}</span>
            )}
          </span>
          <time className="uk-muted" dateTime={entry.at}>
            {formatDateTime(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}

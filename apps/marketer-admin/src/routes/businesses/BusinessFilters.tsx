import { signedIn } from '@agency/api-client';
import type { BusinessSort, BusinessStatus, TeamMember } from '@agency/contract';
import { TextField } from '@agency/ui-kit';
import { useId } from 'react';
import { SORT_LABELS, SORTS, STATUS_LABELS, STATUSES } from '../../business-rules.ts';

/** What the businesses list shows: its search, status, sort, whose businesses, and which page. */
export interface Filters {
  q: string;
  status: BusinessStatus | '';
  sort: BusinessSort;
  /** Admins: '' is their own, 'all' everyone's, or one marketer's id. */
  marketer: string;
  page: number;
}

/**
 * The list's search box and its status, sort and (admins) marketer menus. The search box shows
 * what is typed at once; the page asks the server after a pause in typing.
 */
export function BusinessFilters({
  typed,
  onType,
  filters,
  change,
  admin,
  team,
}: {
  typed: string;
  onType: (text: string) => void;
  filters: Filters;
  /** A menu's choice: the list starts again at its first page. */
  change: (patch: Partial<Filters>) => void;
  admin: boolean;
  /** The team, for an admin's Marketer menu (empty until it has loaded). */
  team: TeamMember[];
}) {
  const ids = { status: useId(), sort: useId(), marketer: useId() };
  return (
    <div className="mk-toolbar" role="search" aria-label="Find businesses">
      <TextField
        label="Search"
        name="q"
        type="search"
        placeholder="e.g. Golden Shell, Funke or 0803"
        value={typed}
        onChange={(event) => onType(event.target.value)}
      />
      <div className="uk-field">
        <label className="uk-field__label" htmlFor={ids.status}>
          Status
        </label>
        <select
          id={ids.status}
          className="uk-input"
          value={filters.status}
          onChange={(event) => change({ status: event.target.value as BusinessStatus | '' })}
        >
          <option value="">Any status</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="uk-field">
        <label className="uk-field__label" htmlFor={ids.sort}>
          Sort
        </label>
        <select
          id={ids.sort}
          className="uk-input"
          value={filters.sort}
          onChange={(event) => change({ sort: event.target.value as BusinessSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      {admin && (
        <div className="uk-field">
          <label className="uk-field__label" htmlFor={ids.marketer}>
            Marketer
          </label>
          <select
            id={ids.marketer}
            className="uk-input"
            value={filters.marketer}
            onChange={(event) => change({ marketer: event.target.value })}
          >
            <option value="all">Everyone</option>
            <option value="">Mine</option>
            {team
              .filter((member) => member.id !== signedIn()?.id && member.role !== 'owner')
              .map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
          </select>
        </div>
      )}
    </div>
  );
}

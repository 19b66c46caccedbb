import { api, signedIn } from '@agency/api-client';
import type { Business, TeamMember } from '@agency/contract';
import { useRouteData, useSearchParams } from '@agency/router';
import { AdminPage, Button, Loaded, useAction, useConfirm } from '@agency/ui-kit';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { type BusinessDraft, draftOf, requestOf, todayIso } from '../../business-rules.ts';
import { findSimilar, refuseSimilar } from '../../similar.ts';
import { listFiltersOf } from '../../summary-rules.ts';
import { AddBusiness } from './AddBusiness.tsx';
import { BusinessFilters, type Filters } from './BusinessFilters.tsx';
import { BusinessRow } from './BusinessRow.tsx';

/** The businesses this marketer has reached out to (an admin: anyone's), and a form to record one more. */
export function BusinessesPage({
  admin = false,
  demo = false,
}: {
  admin?: boolean;
  demo?: boolean;
}) {
  // A link may name a status, a search or a sort (the overview's counts and follow-ups do).
  const [search] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => ({
    ...listFiltersOf(search),
    marketer: admin ? 'all' : '',
    page: 1,
  }));
  // The search box waits for a pause in typing before it asks the server.
  const [typed, setTyped] = useState(filters.q);
  useEffect(() => {
    const timer = setTimeout(
      () => setFilters((f) => (f.q === typed ? f : { ...f, q: typed, page: 1 })),
      300,
    );
    return () => clearTimeout(timer);
  }, [typed]);
  const key = `businesses:list:${signedIn()?.id}:${JSON.stringify(filters)}`;
  const list = useRouteData(key, () =>
    api.businesses.page({
      marketer: filters.marketer || undefined,
      q: filters.q.trim() || undefined,
      status: filters.status || undefined,
      sort: filters.sort === 'newest' ? undefined : filters.sort,
      page: filters.page > 1 ? filters.page : undefined,
    }),
  );
  const team = useRouteData(`team:choices:${admin}`, async () =>
    admin ? (await api.team.list()).documents : ([] as TeamMember[]),
  );
  const [editing, setEditing] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const change = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));

  // Every write here changes the businesses (this list, a business's page, the overview's counts).
  const restore = useAction(
    async (business: Business) => {
      await api.businesses.restore(business.id);
      return business;
    },
    {
      success: (business) => `${business.name} restored`,
      context: 'restore business',
      refreshes: ['businesses'],
    },
  );
  const remove = useAction(
    async (business: Business) => {
      const yes = await confirm({
        title: `Delete ${business.name}?`,
        children: 'You can undo this for a few seconds.',
        confirmLabel: 'Delete',
      });
      if (!yes) return null;
      await api.businesses.remove(business.id);
      return business;
    },
    { context: 'delete business', refreshes: ['businesses'] },
  );
  async function removeWithUndo(business: Business) {
    if (!(await remove.run(business))) return;
    toast(
      (t) => (
        <span className="mk-undo">
          {business.name} deleted
          <Button
            small
            variant="secondary"
            onClick={() => {
              toast.dismiss(t.id);
              void restore.run(business);
            }}
          >
            Undo
          </Button>
        </span>
      ),
      { duration: 8000 },
    );
  }

  const saving = useAction(
    async (business: Business, draft: BusinessDraft) => {
      const changes = requestOf(draft, draftOf(business));
      if (Object.keys(changes).length === 0) {
        setEditing(null);
        return null;
      }
      if (changes.name !== undefined) {
        // The similar-name rule on rename, against every other business; the server repeats it.
        const own = business.name.trim().toLowerCase();
        const { documents: everyone } = await api.businesses.names();
        const others = everyone.filter((known) => known.name.trim().toLowerCase() !== own);
        const similar = findSimilar(changes.name, others);
        if (similar) {
          refuseSimilar(similar);
          return null;
        }
      }
      const updated = await api.businesses.update(business.id, changes);
      setEditing(null);
      return updated;
    },
    {
      success: (updated) => updated && `${updated.name} updated`,
      context: 'update business',
      refreshes: ['businesses'],
    },
  );

  const today = todayIso();
  const data = list.status === 'ready' ? list.data : undefined;
  const filtered = filters.q.trim() !== '' || filters.status !== '';

  return (
    <AdminPage title="Businesses">
      <AddBusiness />
      <section className="uk-panel" aria-labelledby="reached-title">
        <h2 id="reached-title" className="mk-subtitle">
          {admin ? 'Businesses the team has reached out to' : 'Businesses you have reached out to'}
        </h2>
        <BusinessFilters
          typed={typed}
          onType={setTyped}
          filters={filters}
          change={change}
          admin={admin}
          team={team.status === 'ready' ? team.data : []}
        />
        <Loaded
          state={list}
          what="the businesses"
          empty={
            filtered
              ? { title: 'No businesses match', children: 'Try another search or status.' }
              : {
                  title: 'No businesses yet',
                  children: 'Record the first business you reach out to with the form above.',
                }
          }
        >
          {({ documents: businesses }) => (
            <ul className="uk-list mk-businesses" aria-label="Businesses">
              {businesses.map((business) => (
                <BusinessRow
                  key={business.id}
                  business={business}
                  editing={editing === business.id}
                  admin={admin}
                  demo={demo}
                  today={today}
                  onEdit={() => setEditing(business.id)}
                  onCancel={() => setEditing(null)}
                  onSave={async (draft) => {
                    await saving.run(business, draft);
                  }}
                  onRemove={() => removeWithUndo(business)}
                />
              ))}
            </ul>
          )}
        </Loaded>
        {data && (data.pages ?? 1) > 1 && (
          <nav className="mk-pager" aria-label="Pages">
            <Button
              small
              variant="secondary"
              disabled={(data.page ?? 1) <= 1}
              onClick={() => setFilters((f) => ({ ...f, page: (data.page ?? 1) - 1 }))}
            >
              Previous
            </Button>
            <span>
              Page {data.page} of {data.pages} · {data.total} businesses
            </span>
            <Button
              small
              variant="secondary"
              disabled={(data.page ?? 1) >= (data.pages ?? 1)}
              onClick={() => setFilters((f) => ({ ...f, page: (data.page ?? 1) + 1 }))}
            >
              Next
            </Button>
          </nav>
        )}
      </section>
      {confirmDialog}
    </AdminPage>
  );
}

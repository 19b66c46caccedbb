import { ApiError, api, signedIn } from '@agency/api-client';
import type { Business, BusinessSort, BusinessStatus, TeamMember } from '@agency/contract';
import { Link, useRouteData, useSearchParams } from '@agency/router';
import {
  AdminPage,
  Button,
  formatDate,
  Loaded,
  showApiError,
  TextField,
  useAction,
  useConfirm,
  useFieldErrors,
} from '@agency/ui-kit';
import { type FormEvent, useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import {
  type BusinessDraft,
  draftOf,
  followUpState,
  requestOf,
  SORT_LABELS,
  SORTS,
  STATUS_LABELS,
  STATUSES,
  todayIso,
  NAME_HELP,
} from '../../business-rules.ts';
import { BusinessForm } from '../../components/BusinessForm.tsx';
import { BusinessStore } from '../../components/BusinessStore.tsx';
import { ContactLinks } from '../../components/ContactLinks.tsx';
import { findSimilar, type KnownBusiness, refuseSimilar } from '../../similar.ts';
import { listFiltersOf } from '../../summary-rules.ts';

interface Filters {
  q: string;
  status: BusinessStatus | '';
  sort: BusinessSort;
  /** Admins: '' is their own, 'all' everyone's, or one marketer's id. */
  marketer: string;
  page: number;
}

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
  const [version, setVersion] = useState(0);
  const key = `businesses:${signedIn()?.id}:${JSON.stringify(filters)}:${version}`;
  const list = useRouteData(key, () =>
    api.businesses.page({
      marketer: filters.marketer || undefined,
      q: filters.q.trim() || undefined,
      status: filters.status || undefined,
      sort: filters.sort === 'newest' ? undefined : filters.sort,
      page: filters.page > 1 ? filters.page : undefined,
    }),
  );
  const refresh = () => setVersion((v) => v + 1);
  const team = useRouteData(`businesses:team:${admin}`, async () =>
    admin ? (await api.team.list()).documents : ([] as TeamMember[]),
  );
  const [editing, setEditing] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const change = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, page: 1, ...patch }));
  const ids = { status: useId(), sort: useId(), marketer: useId() };

  async function remove(business: Business) {
    const yes = await confirm({
      title: `Delete ${business.name}?`,
      children: 'You can undo this for a few seconds.',
      confirmLabel: 'Delete',
    });
    if (!yes) return;
    try {
      await api.businesses.remove(business.id);
      refresh();
      toast(
        (t) => (
          <span className="mk-undo">
            {business.name} deleted
            <Button
              small
              variant="secondary"
              onClick={async () => {
                toast.dismiss(t.id);
                try {
                  await api.businesses.restore(business.id);
                  toast.success(`${business.name} restored`);
                  refresh();
                } catch (error) {
                  showApiError(error, 'restore business');
                }
              }}
            >
              Undo
            </Button>
          </span>
        ),
        { duration: 8000 },
      );
    } catch (error) {
      showApiError(error, 'delete business');
    }
  }

  async function save(business: Business, draft: BusinessDraft) {
    const changes = requestOf(draft, draftOf(business));
    if (Object.keys(changes).length === 0) {
      setEditing(null);
      return;
    }
    try {
      if (changes.name !== undefined) {
        // The similar-name rule on rename, against every other business; the server repeats it.
        const own = business.name.trim().toLowerCase();
        const { documents: everyone } = await api.businesses.names();
        const others = everyone.filter((known) => known.name.trim().toLowerCase() !== own);
        const similar = findSimilar(changes.name, others);
        if (similar) {
          refuseSimilar(similar);
          return;
        }
      }
      const updated = await api.businesses.update(business.id, changes);
      toast.success(`${updated.name} updated`);
      setEditing(null);
      refresh();
    } catch (error) {
      showApiError(error, 'update business');
    }
  }

  const today = todayIso();
  const data = list.status === 'ready' ? list.data : undefined;
  const filtered = filters.q.trim() !== '' || filters.status !== '';

  return (
    <AdminPage title="Businesses">
      <AddBusiness onAdded={refresh} />
      <section className="uk-panel" aria-labelledby="reached-title">
        <h2 id="reached-title" className="mk-subtitle">
          {admin ? 'Businesses the team has reached out to' : 'Businesses you have reached out to'}
        </h2>
        <div className="mk-toolbar" role="search" aria-label="Find businesses">
          <TextField
            label="Search"
            name="q"
            type="search"
            placeholder="e.g. Golden Shell, Funke or 0803"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
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
                {team.status === 'ready' &&
                  team.data
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
                <li key={business.id} className="mk-business">
                  {editing === business.id ? (
                    <BusinessForm
                      label={`Edit ${business.name}`}
                      initial={draftOf(business)}
                      submitLabel="Save"
                      addsNote
                      onSubmit={(draft) => save(business, draft)}
                      onCancel={() => setEditing(null)}
                    />
                  ) : (
                    <>
                      <div className="mk-business__main">
                        <Link className="mk-business__name" to={business.id}>
                          {business.name}
                        </Link>
                        <span className={`mk-status mk-status--${business.status ?? 'to_contact'}`}>
                          {STATUS_LABELS[business.status ?? 'to_contact']}
                        </span>
                      </div>
                      <ContactLinks
                        person={business.contact_person}
                        phone={business.phone}
                        email={business.email}
                      />
                      {business.notes && <p className="mk-business__notes">{business.notes}</p>}
                      <div className="mk-business__foot">
                        <span className="uk-muted">
                          Added {formatDate(business.created_at)}
                          {admin && business.marketer_name ? ` by ${business.marketer_name}` : ''}
                        </span>
                        {business.next_follow_up && (
                          <span
                            className={`mk-follow mk-follow--${followUpState(business.next_follow_up, today)}`}
                          >
                            Follow up {formatDate(`${business.next_follow_up}T12:00:00`)}
                          </span>
                        )}
                        <span className="mk-business__actions">
                          <Button
                            small
                            variant="secondary"
                            onClick={() => setEditing(business.id)}
                            aria-label={`Edit ${business.name}`}
                          >
                            Edit
                          </Button>
                          <Button
                            small
                            variant="danger"
                            onClick={() => remove(business)}
                            aria-label={`Delete ${business.name}`}
                          >
                            Delete
                          </Button>
                        </span>
                      </div>
                      <BusinessStore business={business} onChanged={refresh} demoWorkspace={demo} />
                    </>
                  )}
                </li>
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

/** The add flow (docs/product-rules.md): a name and Add; the similar-name rule is checked here first, then by the server. */
function AddBusiness({ onAdded }: { onAdded: () => void }) {
  const [name, setName] = useState('');
  const errors = useFieldErrors<'name'>();
  // The business a refused name is close to, for the "Open it" link beside the message.
  const [match, setMatch] = useState<KnownBusiness | null>(null);
  const adding = useAction(
    async (trimmed: string) => {
      const { documents: everyone } = await api.businesses.names();
      const similar = findSimilar(trimmed, everyone);
      if (similar) {
        setMatch(similar);
        errors.show({ name: refuseSimilar(similar) });
        return null;
      }
      const created = await api.businesses.create(trimmed);
      setName('');
      onAdded();
      return created;
    },
    {
      success: (created) => created && `${created.name} added successfully`,
      context: 'add business',
      onError: (error) => {
        // The server repeats the check; its 409 names the contact the same way, shown at the field too.
        showApiError(error);
        if (error instanceof ApiError && error.status === 409) {
          setMatch(null);
          errors.show({ name: error.message });
        }
      },
    },
  );

  async function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (adding.busy || !errors.show({ name: trimmed.length < 2 ? NAME_HELP : undefined })) return;
    await adding.run(trimmed);
  }

  return (
    <form
      ref={errors.formRef}
      className="uk-panel mk-add"
      onSubmit={add}
      aria-label="Add a business"
      noValidate
    >
      <TextField
        label="Business name"
        name="name"
        placeholder="e.g. Golden Shell Farms"
        autoComplete="off"
        value={name}
        error={
          errors.errorOf('name') && (
            <>
              {errors.errorOf('name')}
              {match?.id && (
                <>
                  {' '}
                  <Link to={match.id}>Open it</Link>
                </>
              )}
            </>
          )
        }
        onChange={(event) => {
          setName(event.target.value);
          setMatch(null);
          errors.clear('name');
        }}
      />
      <Button type="submit" busy={adding.busy}>
        Add
      </Button>
    </form>
  );
}

import { api } from '@agency/api-client';
import type { Business, BusinessEvent, BusinessStatus } from '@agency/contract';
import { Link, useParams, usePageMeta, useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  formatDate,
  formatDateTime,
  Loaded,
  StateMessage,
  TextArea,
  useAction,
  useFieldErrors,
} from '@agency/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import { followUpState, STATUS_LABELS, STATUSES, todayIso } from '../../business-rules.ts';
import { BusinessStore } from '../../components/BusinessStore.tsx';
import { ContactLinks } from '../../components/ContactLinks.tsx';
import './business.css';

const NOTE_HELP = 'Write the note first, like “Called; they want a price list.”';

/** One business: its details and contacts, its status, and its timeline of notes and changes. */
export function BusinessPage({ demo = false }: { demo?: boolean }) {
  const { businessId = '' } = useParams();
  // A write that refreshes 'businesses' (its status, a note, its store) loads it again.
  const state = useRouteData(`businesses:one:${businessId}`, async () => {
    const [business, timeline] = await Promise.all([
      api.businesses.get(businessId),
      api.businesses.timeline(businessId),
    ]);
    return { business, events: timeline.documents };
  });
  const shown = state.status === 'ready' ? state.data : null;
  usePageMeta({ title: shown ? `${shown.business.name} · businesses` : 'Business' });
  // The list is this page's parent path (/admin/businesses), not its parent route (/admin).
  const back = (
    <Link to=".." relative="path">
      All businesses
    </Link>
  );
  if (!shown)
    return (
      <AdminPage title="Business" actions={back}>
        <Loaded
          state={state}
          what="the business"
          notFound={{
            title: 'Business not found',
            children: 'It may have been deleted, or the link is wrong.',
            action: back,
          }}
        />
      </AdminPage>
    );
  const { business, events } = shown;
  const status = business.status ?? 'to_contact';
  return (
    <AdminPage title={business.name} actions={back}>
      <section className="uk-panel mk-detail" aria-label="Details">
        <div className="mk-business__main">
          <span className={`mk-status mk-status--${status}`}>{STATUS_LABELS[status]}</span>
          {business.next_follow_up && (
            <span
              className={`mk-follow mk-follow--${followUpState(business.next_follow_up, todayIso())}`}
            >
              Follow up {formatDate(`${business.next_follow_up}T12:00:00`)}
            </span>
          )}
        </div>
        <ContactLinks
          person={business.contact_person}
          phone={business.phone}
          email={business.email}
        />
        <p className="uk-muted mk-detail__added">Added {formatDate(business.created_at)}</p>
        <StatusForm business={business} />
        <BusinessStore business={business} demoWorkspace={demo} />
      </section>
      <section className="uk-panel" aria-labelledby="timeline-title">
        <h2 id="timeline-title" className="mk-subtitle">
          Notes and changes
        </h2>
        <NoteForm businessId={business.id} />
        <Timeline events={events} />
      </section>
    </AdminPage>
  );
}

function StatusForm({ business }: { business: Business }) {
  const [status, setStatus] = useState<BusinessStatus>(business.status ?? 'to_contact');
  const id = useId();
  const changing = useAction(
    async (next: BusinessStatus) => {
      await api.businesses.update(business.id, { status: next });
      return next;
    },
    {
      success: (next) => `${business.name} is now ${STATUS_LABELS[next].toLowerCase()}`,
      context: 'change status',
      refreshes: ['businesses'],
    },
  );
  async function change(event: FormEvent) {
    event.preventDefault();
    if (status === business.status) return;
    await changing.run(status);
  }
  return (
    <form className="mk-inline-form" onSubmit={change} aria-label="Change status">
      <div className="uk-field">
        <label className="uk-field__label" htmlFor={id}>
          Status
        </label>
        <select
          id={id}
          name="status"
          className="uk-input"
          value={status}
          onChange={(event) => setStatus(event.target.value as BusinessStatus)}
        >
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        variant="secondary"
        busy={changing.busy}
        disabled={status === business.status}
      >
        Change status
      </Button>
    </form>
  );
}

function NoteForm({ businessId }: { businessId: string }) {
  const [body, setBody] = useState('');
  const errors = useFieldErrors<'note'>();
  const adding = useAction(
    async (note: string) => {
      await api.businesses.addNote(businessId, note);
      setBody('');
    },
    { success: 'Note added', context: 'add note', refreshes: ['businesses'] },
  );
  async function add(event: FormEvent) {
    event.preventDefault();
    const note = body.trim();
    if (adding.busy || !errors.show({ note: note ? undefined : NOTE_HELP })) return;
    await adding.run(note);
  }
  return (
    <form ref={errors.formRef} className="mk-note-form" onSubmit={add} noValidate>
      <TextArea
        label="Add a note"
        name="note"
        rows={3}
        placeholder="e.g. Called Funke; she wants a price list by Friday."
        value={body}
        error={errors.errorOf('note')}
        onChange={(event) => {
          setBody(event.target.value);
          errors.clear('note');
        }}
      />
      <Button type="submit" busy={adding.busy}>
        Add note
      </Button>
    </form>
  );
}

function Timeline({ events }: { events: BusinessEvent[] }) {
  if (events.length === 0)
    return (
      <StateMessage title="No notes yet">
        Notes you add, and every change of status, show here with who and when.
      </StateMessage>
    );
  return (
    <ol className="mk-timeline" aria-label="Timeline">
      {events.map((event) => (
        <li key={event.id} className={`mk-timeline__entry mk-timeline__entry--${event.kind}`}>
          {event.kind === 'note' ? (
            <p className="mk-timeline__note">{event.body}</p>
          ) : (
            <p className="mk-timeline__change">
              Status {event.from_status ? `${STATUS_LABELS[event.from_status]} → ` : 'set to '}
              <strong>{event.to_status ? STATUS_LABELS[event.to_status] : ''}</strong>
            </p>
          )}
          <span className="uk-muted mk-timeline__meta">
            {event.author} · <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

import { api } from '@agency/api-client';
import type { ContactMessage } from '@agency/contract';
import { Link, setRouteData, usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, Button, formatDateTime, Loaded, useAction } from '@agency/ui-kit';
import { useId, useState } from 'react';
import { type BusinessDraft, leadToDraft, requestOf } from '../../business-rules.ts';
import { BusinessForm } from '../../components/BusinessForm.tsx';
import { ContactLinks } from '../../components/ContactLinks.tsx';
import { UNREAD_LEADS } from '../../leads-badge.tsx';
import { findSimilar, refuseSimilar } from '../../similar.ts';

type Show = 'new' | 'handled' | '';

/** /admin/leads: what prospects sent through /contact; mark handled, or convert to a business. */
export function LeadsPage() {
  usePageMeta({ title: 'Leads · Forgeworks admin' });
  const [show, setShow] = useState<Show>('new');
  const [page, setPage] = useState(1);
  const [converting, setConverting] = useState<string | null>(null);
  const showId = useId();
  const list = useRouteData(`leads:list:${show}:${page}`, async () => {
    const answer = await api.contact.list({
      status: show || undefined,
      page: page > 1 ? page : undefined,
    });
    // Each answer carries the count of new messages: the menu's badge shows it at once.
    setRouteData(UNREAD_LEADS, { unread: answer.unread });
    return answer;
  });

  // Handling a lead changes the lists and the badge ('leads:'); converting one adds a business too.
  const handling = useAction(
    async (lead: ContactMessage, handled: boolean) => {
      await api.contact.setHandled(lead.id, handled);
      return { lead, handled };
    },
    {
      success: ({ lead, handled }) =>
        handled ? `${lead.name}’s message marked handled` : `${lead.name}’s message marked new`,
      context: 'update lead',
      refreshes: ['leads:'],
    },
  );
  const convert = useAction(
    async (lead: ContactMessage, draft: BusinessDraft) => {
      const { name, ...details } = requestOf(draft);
      // The form has checked the name (BusinessForm).
      if (!name) return null;
      // The add flow (docs/product-rules.md): the similar-name rule first, then the server repeats it.
      const { documents: everyone } = await api.businesses.names();
      const similar = findSimilar(name, everyone);
      if (similar) {
        refuseSimilar(similar);
        return null;
      }
      const created = await api.businesses.create(name, details);
      if (!lead.handled_at) await api.contact.setHandled(lead.id, true);
      setConverting(null);
      return created;
    },
    {
      success: (created) => created && `${created.name} added successfully`,
      context: 'convert lead',
      refreshes: ['leads:', 'businesses'],
    },
  );

  const data = list.status === 'ready' ? list.data : undefined;
  return (
    <AdminPage title="Leads">
      <section className="uk-panel" aria-label="Messages from the contact form">
        <div className="mk-toolbar">
          <div className="uk-field">
            <label className="uk-field__label" htmlFor={showId}>
              Show
            </label>
            <select
              id={showId}
              className="uk-input"
              value={show}
              onChange={(event) => {
                setShow(event.target.value as Show);
                setPage(1);
              }}
            >
              <option value="new">New</option>
              <option value="handled">Handled</option>
              <option value="">All</option>
            </select>
          </div>
          {data && <p className="uk-muted mk-toolbar__note">{data.unread} new in all</p>}
        </div>
        <Loaded
          state={list}
          what="the messages"
          empty={{
            title: show === 'new' ? 'No new messages' : 'No messages',
            children: 'Messages sent through the contact form show here.',
          }}
        >
          {({ documents: leads }) => (
            <ul className="uk-list mk-leads" aria-label="Leads">
              {leads.map((lead) => (
                <li key={lead.id} className="mk-lead">
                  <div className="mk-business__main">
                    <strong>{lead.name}</strong>
                    <span
                      className={`mk-status mk-status--${lead.handled_at ? 'won' : 'interested'}`}
                    >
                      {lead.handled_at ? 'Handled' : 'New'}
                    </span>
                  </div>
                  <ContactLinks email={lead.email} phone={lead.number}>
                    <span>{formatDateTime(lead.created_at)}</span>
                  </ContactLinks>
                  {lead.business_name && (
                    <p className="mk-lead__about">
                      Sent from the demo store of{' '}
                      <Link
                        to={
                          lead.business_id
                            ? `../businesses/${lead.business_id}`
                            : `../businesses?q=${encodeURIComponent(lead.business_name)}`
                        }
                      >
                        {lead.business_name}
                      </Link>
                    </p>
                  )}
                  <p className="mk-lead__message">{lead.message}</p>
                  {converting === lead.id ? (
                    <BusinessForm
                      label={`New business from ${lead.name}’s message`}
                      initial={leadToDraft(lead)}
                      submitLabel="Add business"
                      onSubmit={async (draft) => {
                        await convert.run(lead, draft);
                      }}
                      onCancel={() => setConverting(null)}
                    />
                  ) : (
                    <div className="mk-business__actions">
                      <Button small onClick={() => setConverting(lead.id)}>
                        Convert to business
                      </Button>
                      <Button
                        small
                        variant="secondary"
                        busy={handling.running?.[0].id === lead.id}
                        onClick={() => handling.run(lead, !lead.handled_at)}
                      >
                        {lead.handled_at ? 'Mark as new' : 'Mark handled'}
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Loaded>
        {data && data.pages > 1 && (
          <nav className="mk-pager" aria-label="Pages">
            <Button
              small
              variant="secondary"
              disabled={data.page <= 1}
              onClick={() => setPage(data.page - 1)}
            >
              Previous
            </Button>
            <span>
              Page {data.page} of {data.pages}
            </span>
            <Button
              small
              variant="secondary"
              disabled={data.page >= data.pages}
              onClick={() => setPage(data.page + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </section>
    </AdminPage>
  );
}

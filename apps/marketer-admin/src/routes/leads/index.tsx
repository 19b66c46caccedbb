import { api } from '@agency/api-client';
import type { ContactMessage } from '@agency/contract';
import { setRouteData, usePageMeta, useRouteData } from '@agency/router';
import { AdminPage, Button, Loaded, useAction } from '@agency/ui-kit';
import { useId, useState } from 'react';
import { UNREAD_LEADS } from '../../leads-badge.tsx';
import { LeadCard } from './LeadCard.tsx';

type Show = 'new' | 'handled' | '';

/** /admin/leads: what prospects sent through /contact; mark handled, add to a business, or convert. */
export function LeadsPage() {
  usePageMeta({ title: 'Leads · Forgeworks admin' });
  const [show, setShow] = useState<Show>('new');
  const [page, setPage] = useState(1);
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

  // Handling a lead changes the lists and the badge ('leads:'); LeadCard adds leads to businesses.
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
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  handlingBusy={handling.running?.[0].id === lead.id}
                  onHandle={() => handling.run(lead, !lead.handled_at)}
                />
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

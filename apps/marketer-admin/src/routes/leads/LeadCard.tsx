import { api } from '@agency/api-client';
import type { ContactMessage } from '@agency/contract';
import { Link } from '@agency/router';
import { Button, formatDateTime, useAction } from '@agency/ui-kit';
import { useState } from 'react';
import { leadToDraft, requestOf } from '../../business-rules.ts';
import { BusinessForm } from '../../components/BusinessForm.tsx';
import { ContactLinks } from '../../components/ContactLinks.tsx';
import { findSimilar, type KnownBusiness, refuseSimilar } from '../../similar.ts';

/** A business the lead may belong to, which the caller may add it to. */
interface Match {
  id: string;
  name: string;
}

/**
 * One lead: who sent it and from where, and what to do with it. A lead from a prospect's demo
 * store offers its business first ("Add to …"); "Convert to business" first looks for a business
 * recorded already (the demo's, or one whose name is near the new one's) and offers to add the
 * lead to it, with making a new business as the other, plainly named choice.
 */
export function LeadCard({
  lead,
  handlingBusy,
  onHandle,
}: {
  lead: ContactMessage;
  handlingBusy: boolean;
  onHandle: () => void;
}) {
  // 'ask': a business recorded already may be the lead's; 'form': a new business.
  const [mode, setMode] = useState<'idle' | 'ask' | 'form'>('idle');
  const [match, setMatch] = useState<Match | null>(null);
  const refreshes = ['leads:', 'businesses'];

  const attach = useAction(
    async (business: Match) => (await api.contact.attach(lead.id, business.id)).message,
    { success: (message) => message, context: 'add lead to business', refreshes },
  );
  const convert = useAction(
    async (draft: ReturnType<typeof leadToDraft>) => {
      const { name, ...details } = requestOf(draft);
      if (!name) return null;
      // The similar-name rule first (docs/product-rules.md), then the server repeats it.
      const similar = findSimilar(name, (await api.businesses.names()).documents);
      if (similar) {
        refuseSimilar(similar);
        offer(similar);
        return null;
      }
      const { business: created } = await api.contact.convert(lead.id, name, details);
      setMode('idle');
      return created;
    },
    {
      success: (created) => created && `${created.name} added successfully`,
      context: 'convert lead',
      refreshes,
    },
  );
  const looking = useAction(async () => {
    const { documents } = await api.businesses.names();
    const own = (b: KnownBusiness) => (b.id ? { id: b.id, name: b.name } : null);
    const demo = documents.find((b) => b.id && b.id === lead.business_id);
    const near = findSimilar(leadToDraft(lead).name, documents);
    const found = (demo && own(demo)) ?? (near && own(near));
    setMatch(found ?? null);
    setMode(found ? 'ask' : 'form');
  });

  /** After a refused name: the similar business becomes the offered one, when it is the caller's. */
  function offer(similar: KnownBusiness) {
    if (!similar.id) return;
    setMatch({ id: similar.id, name: similar.name });
    setMode('ask');
  }

  const demoBusiness =
    lead.business_id && lead.business_name
      ? { id: lead.business_id, name: lead.business_name }
      : null;
  const busy = attach.busy || convert.busy || looking.busy;

  return (
    <li className="mk-lead">
      <div className="mk-business__main">
        <strong>{lead.name}</strong>
        <span className={`mk-status mk-status--${lead.handled_at ? 'won' : 'interested'}`}>
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
      {lead.attached_to && lead.attached_name && (
        <p className="mk-lead__about">
          Added to <Link to={`../businesses/${lead.attached_to}`}>{lead.attached_name}</Link>
        </p>
      )}
      {mode === 'ask' && match && (
        <div className="mk-lead__choice" role="group" aria-label="Add or make a business">
          <p>
            <strong>{match.name}</strong> is recorded already. Add this message to it, or make a new
            business?
          </p>
          <div className="mk-business__actions">
            <Button small busy={attach.busy} onClick={() => attach.run(match)}>
              Add to {match.name}
            </Button>
            <Button small variant="secondary" disabled={busy} onClick={() => setMode('form')}>
              Make a new business
            </Button>
            <Button small variant="secondary" disabled={busy} onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      {mode === 'form' && (
        <BusinessForm
          label={`New business from ${lead.name}’s message`}
          initial={leadToDraft(lead)}
          submitLabel="Add business"
          onSubmit={async (draft) => {
            await convert.run(draft);
          }}
          onCancel={() => setMode('idle')}
        />
      )}
      {mode === 'idle' && (
        <div className="mk-business__actions">
          {!lead.attached_to && demoBusiness && (
            <Button small busy={attach.busy} onClick={() => attach.run(demoBusiness)}>
              Add to {demoBusiness.name}
            </Button>
          )}
          {!lead.attached_to && (
            <Button
              small
              variant={demoBusiness ? 'secondary' : 'primary'}
              busy={looking.busy}
              disabled={busy}
              onClick={() => looking.run()}
            >
              Convert to business
            </Button>
          )}
          <Button small variant="secondary" busy={handlingBusy} onClick={onHandle}>
            {lead.handled_at ? 'Mark as new' : 'Mark handled'}
          </Button>
        </div>
      )}
    </li>
  );
}

import type { Business } from '@agency/contract';
import { Link } from '@agency/router';
import { Button, formatDate } from '@agency/ui-kit';
import { type BusinessDraft, draftOf, followUpState, STATUS_LABELS } from '../../business-rules.ts';
import { BusinessForm } from '../../components/BusinessForm.tsx';
import { BusinessStore } from '../../components/BusinessStore.tsx';
import { ContactLinks } from '../../components/ContactLinks.tsx';

/** One business in the list: its name, status, contacts, notes and follow-up, or its edit form. */
export function BusinessRow({
  business,
  editing,
  admin,
  demo,
  today,
  onEdit,
  onCancel,
  onSave,
  onRemove,
}: {
  business: Business;
  editing: boolean;
  /** An admin sees who recorded it. */
  admin: boolean;
  demo: boolean;
  /** Today's date (YYYY-MM-DD), against which its follow-up is due or late. */
  today: string;
  onEdit: () => void;
  onCancel: () => void;
  onSave: (draft: BusinessDraft) => Promise<void>;
  onRemove: () => void;
}) {
  return (
    <li className="mk-business">
      {editing ? (
        <BusinessForm
          label={`Edit ${business.name}`}
          initial={draftOf(business)}
          submitLabel="Save"
          addsNote
          onSubmit={onSave}
          onCancel={onCancel}
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
                onClick={onEdit}
                aria-label={`Edit ${business.name}`}
              >
                Edit
              </Button>
              <Button
                small
                variant="danger"
                onClick={onRemove}
                aria-label={`Delete ${business.name}`}
              >
                Delete
              </Button>
            </span>
          </div>
          <BusinessStore business={business} demoWorkspace={demo} />
        </>
      )}
    </li>
  );
}

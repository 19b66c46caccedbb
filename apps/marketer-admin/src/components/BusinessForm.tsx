import { Button, TextArea, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { type BusinessDraft, draftErrors, STATUS_LABELS, STATUSES } from '../business-rules.ts';

/** Every field of a business: used to edit one and to convert a lead. */
export function BusinessForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  label,
  addsNote = false,
}: {
  initial: BusinessDraft;
  submitLabel: ReactNode;
  /** Resolves when done; the form stays busy until then. */
  onSubmit: (draft: BusinessDraft) => Promise<void>;
  onCancel: () => void;
  label: string;
  /** Editing a business: the notes box adds a note to its timeline instead of holding its notes. */
  addsNote?: boolean;
}) {
  const [draft, setDraft] = useState(initial);
  const submitting = useAction(onSubmit);
  const statusId = useId();
  const errors = useFieldErrors<'name' | 'email'>();
  const set = (field: keyof BusinessDraft) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: event.target.value }));
    if (field === 'name' || field === 'email') errors.clear(field);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting.busy || !errors.show(draftErrors(draft))) return;
    await submitting.run(draft);
  }

  return (
    <form ref={errors.formRef} className="mk-form" onSubmit={submit} aria-label={label} noValidate>
      <div className="mk-form__grid">
        <TextField
          label="Business name"
          name="name"
          value={draft.name}
          error={errors.errorOf('name')}
          onChange={set('name')}
          autoComplete="off"
        />
        <TextField
          label="Contact person"
          name="contact_person"
          value={draft.contact_person}
          onChange={set('contact_person')}
          autoComplete="off"
        />
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          value={draft.phone}
          onChange={set('phone')}
          autoComplete="off"
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={draft.email}
          error={errors.errorOf('email')}
          onChange={set('email')}
          autoComplete="off"
        />
        <div className="uk-field">
          <label className="uk-field__label" htmlFor={statusId}>
            Status
          </label>
          <select
            id={statusId}
            name="status"
            className="uk-input"
            value={draft.status}
            onChange={set('status')}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label="Next follow-up"
          name="next_follow_up"
          type="date"
          value={draft.next_follow_up}
          onChange={set('next_follow_up')}
        />
      </div>
      <TextArea
        label={addsNote ? 'Add a note' : 'Notes'}
        name="notes"
        rows={3}
        value={draft.notes}
        onChange={set('notes')}
        hint={addsNote ? 'Earlier notes stay on the business’s page.' : undefined}
      />
      <div className="mk-form__actions">
        <Button type="submit" busy={submitting.busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={submitting.busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

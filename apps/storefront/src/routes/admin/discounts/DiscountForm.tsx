import { Button, SelectField, TextField, useAction } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { type DiscountDraft, discountProblem } from './discount-form.ts';

/** Adds a discount code, or changes one; `onSave` sends it and throws the server's refusal. */
export function DiscountForm({
  initial,
  title,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial: DiscountDraft;
  title: string;
  submitLabel: string;
  onSave: (draft: DiscountDraft) => Promise<void>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const saving = useAction(onSave, {
    onError: (error) => setProblem((error as Error).message || 'Something went wrong'),
  });
  const field = (name: keyof DiscountDraft) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = discountProblem(draft);
    if (local) return setProblem(local);
    setProblem(null);
    await saving.run(draft);
  };

  return (
    <form className="sa-form" onSubmit={submit} noValidate aria-label={title}>
      <section className="uk-panel">
        <h2 className="sa-subtitle">{title}</h2>
        {problem && (
          <div className="sa-errors" role="alert">
            <strong>The code was not saved.</strong> {problem}
          </div>
        )}
        <div className="sa-grid">
          <TextField
            label="Code"
            hint="What shoppers type at checkout; capitals or not, it is the same code."
            placeholder="e.g. SAVE10"
            autoCapitalize="characters"
            {...field('code')}
          />
          <SelectField label="Discount" {...field('kind')}>
            <option value="percent">Percentage off</option>
            <option value="fixed">Amount off (₦)</option>
          </SelectField>
          <TextField
            label={draft.kind === 'percent' ? 'Percentage off' : 'Amount off (₦)'}
            inputMode="numeric"
            placeholder={draft.kind === 'percent' ? 'e.g. 10' : 'e.g. 500'}
            {...field('value')}
          />
          <TextField
            label="Smallest order (₦, optional)"
            inputMode="numeric"
            hint="Before delivery. Leave empty for any order."
            {...field('minimum')}
          />
          <TextField label="First day (optional)" type="date" {...field('starts_on')} />
          <TextField
            label="Last day (optional)"
            type="date"
            hint="Days run in Lagos time (WAT)."
            {...field('ends_on')}
          />
          <TextField
            label="Uses in total (optional)"
            inputMode="numeric"
            hint="Leave empty for no limit."
            {...field('max_uses')}
          />
          <TextField
            label="Uses per shopper (optional)"
            inputMode="numeric"
            hint="Shoppers are told apart by phone and e-mail."
            {...field('max_uses_per_shopper')}
          />
        </div>
        <div className="sa-row">
          <Button type="submit" busy={saving.busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </section>
    </form>
  );
}

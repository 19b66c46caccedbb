import type { FieldErrors } from '@agency/ui-kit';
import type { DraftField } from './item-form.ts';

// The one validation pattern for the item form's inputs that are not ui-kit fields (table cells,
// an option's parts): ui-kit's message markup under the input, wired by aria-describedby.
const errorId = (field: DraftField) => `sa-error-${field}`;

export function cellErrorProps(
  errors: FieldErrors<DraftField>,
  field: DraftField,
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return errors.errorOf(field)
    ? { 'aria-invalid': true, 'aria-describedby': errorId(field) }
    : { 'aria-describedby': hintId };
}

export function CellError({
  errors,
  field,
}: {
  errors: FieldErrors<DraftField>;
  field: DraftField;
}) {
  const message = errors.errorOf(field);
  return message ? (
    <span className="uk-field__error" id={errorId(field)}>
      {message}
    </span>
  ) : null;
}

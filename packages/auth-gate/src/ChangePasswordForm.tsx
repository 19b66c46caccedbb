import { api } from '@agency/api-client';
import { COMMON_PASSWORD, MIN_PASSWORD_LENGTH, PASSWORDS_DIFFER } from '@agency/contract/rules';
import { Button, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import type { AreaName } from './areas.ts';
import { useSessionStore } from './session.ts';

type Field = 'current' | 'next' | 'confirmation';

/** What is wrong with the three fields, field by field (the server checks again). */
export function passwordErrors(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.current) errors.current = 'Enter your current password.';
  if (values.next.length < MIN_PASSWORD_LENGTH)
    errors.next = `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  else if (values.next === values.current) errors.next = 'Choose a password you do not use now.';
  if (values.confirmation !== values.next) errors.confirmation = PASSWORDS_DIFFER;
  return errors;
}

/**
 * Settings → password: the signed-in user changes their own password. Other sessions end; this
 * one keeps going with the fresh token the server answers.
 */
export function ChangePasswordForm({ area }: { area: AreaName }) {
  const save = useSessionStore((state) => state.save);
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirmation: '',
  });
  const errors = useFieldErrors<Field>();
  const changing = useAction(
    async (current: string, next: string) => {
      save(area, await api.auth.changePassword(current, next));
      setValues({ current: '', next: '', confirmation: '' });
    },
    {
      success: 'Password changed',
      // A new password the server finds too common is said at the new password; the rest at the
      // current one (the only other thing it refuses).
      onError: (error) => {
        const message = (error as Error).message || 'Something went wrong';
        errors.show(message === COMMON_PASSWORD ? { next: message } : { current: message });
      },
    },
  );
  const set = (field: Field) => ({
    value: values[field],
    error: errors.errorOf(field),
    onChange: (event: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [field]: event.target.value }));
      errors.clear(field);
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (changing.busy) return;
    if (!errors.show(passwordErrors(values))) return;
    await changing.run(values.current, values.next);
  };

  return (
    <form
      ref={errors.formRef}
      className="uk-panel uk-stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="cp-title"
    >
      <h2 id="cp-title" className="uk-section-title">
        Change your password
      </h2>
      <TextField
        id="cp-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...set('current')}
      />
      <TextField
        id="cp-next"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters. You stay signed in here; other devices are signed out.`}
        {...set('next')}
      />
      <TextField
        id="cp-confirmation"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...set('confirmation')}
      />
      <div>
        <Button type="submit" busy={changing.busy}>
          Change password
        </Button>
      </div>
    </form>
  );
}

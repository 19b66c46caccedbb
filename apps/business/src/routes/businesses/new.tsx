import { api } from '@agency/api-client';
import { AREAS } from '@agency/auth-gate';
import { BUSINESS_NAME_HELP } from '@agency/contract/rules';
import { Link, useNavigate, usePageMeta, useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  showApiError,
  TemplateChoice,
  TextField,
  useAction,
  useFieldErrors,
} from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';

const base = AREAS.business.base;

/** The name's problem before it is sent, if any (the server checks it again, and the similar-name rule). */
export function nameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 2) return BUSINESS_NAME_HELP;
  if (trimmed.length > 120) return 'Business name must be at most 120 characters';
  return null;
}

/**
 * Where a refused add is told: the name's own problems (400, and the similar-name rule's 409, word
 * for word) at the field; a session that ended says nothing here (its own message does); anything
 * else in a toast.
 */
export function failurePlace(failure: unknown): 'field' | 'toast' | 'none' {
  const { status, message, sessionExpired } = (failure ?? {}) as {
    status?: number;
    message?: string;
    sessionExpired?: boolean;
  };
  if (sessionExpired) return 'none';
  return (status === 409 || status === 400) && message ? 'field' : 'toast';
}

/** /business/businesses/new: add a business (with its own store) under the similar-name rule. */
export function NewBusinessPage() {
  usePageMeta({ title: 'Add a new Business · Forgeworks' });
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState('');
  const templates = useRouteData(
    'business:templates',
    async () => (await api.owner.templates()).documents,
  );
  const errors = useFieldErrors<'name'>();
  const add = useAction(
    async () => {
      const created = await api.owner.create(name.trim(), template || undefined);
      navigate(`${base}/businesses/${created.id}`);
      return created;
    },
    {
      success: (created) =>
        template && created.store
          ? `${created.name} added successfully, with ${created.store.products} items in its store`
          : `${created.name} added successfully`,
      context: 'add business',
      onError: (failure) => {
        const place = failurePlace(failure);
        if (place === 'field') {
          // A 409 names the similar business and who to reach out to, word for word.
          errors.show({ name: (failure as Error).message });
        } else if (place === 'toast') showApiError(failure);
      },
    },
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.busy) return;
    if (!errors.show({ name: nameError(name) ?? undefined })) return;
    await add.run();
  };

  return (
    <AdminPage title="Add a new Business">
      <p className="uk-muted">
        <Link to={`${base}/businesses`}>
          <span aria-hidden="true">← </span>My Businesses
        </Link>
      </p>
      <form
        ref={errors.formRef}
        className="uk-panel bo-form bo-form--wide"
        onSubmit={submit}
        noValidate
        aria-label="Add a new Business"
      >
        <TextField
          id="bo-name"
          label="Business name"
          name="name"
          autoComplete="organization"
          placeholder="e.g. Golden Shell Farms"
          hint="It gets a store of its own, which you can stock from a template or in the store admin."
          value={name}
          error={errors.errorOf('name')}
          onChange={(event) => {
            setName(event.target.value);
            errors.clear('name');
          }}
        />
        {templates.status === 'ready' && (
          <TemplateChoice templates={templates.data} value={template} onChange={setTemplate} />
        )}
        <Button type="submit" busy={add.busy}>
          Add business
        </Button>
      </form>
    </AdminPage>
  );
}

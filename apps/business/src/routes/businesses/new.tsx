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
  useFieldErrors,
} from '@agency/ui-kit';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';

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
  const [busy, setBusy] = useState(false);
  // Set at once (state waits for a render): a second press in the same moment sends nothing.
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!errors.show({ name: nameError(name) ?? undefined })) return;
    sending.current = true;
    setBusy(true);
    try {
      const created = await api.owner.create(name.trim(), template || undefined);
      toast.success(
        template && created.store
          ? `${created.name} added successfully, with ${created.store.products} items in its store`
          : `${created.name} added successfully`,
      );
      navigate(`${base}/businesses/${created.id}`);
    } catch (failure) {
      const place = failurePlace(failure);
      if (place === 'field') {
        // A 409 names the similar business and who to reach out to, word for word.
        errors.show({ name: (failure as Error).message });
      } else if (place === 'toast') showApiError(failure, 'add business');
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <AdminPage title="Add a new Business">
      <p className="uk-muted bo-back">
        <Link to={`${base}/businesses`}>
          <span aria-hidden="true">← </span>My Businesses
        </Link>
      </p>
      <form
        ref={errors.formRef}
        className="uk-panel bo-form"
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
        <Button type="submit" busy={busy}>
          Add business
        </Button>
      </form>
    </AdminPage>
  );
}

import { api } from '@agency/api-client';
import type { StoreMember } from '@agency/contract';
import { useSession } from '@agency/auth-gate';
import { EMAIL_PATTERN } from '@agency/contract/rules';
import { usePageMeta, useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  Loaded,
  TextField,
  useAction,
  useConfirm,
  useFieldErrors,
} from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { useManagedStore } from './store-choice.tsx';
import './people.css';

/** Roles that may give the store to someone or take it back (the API checks it too). */
const MANAGERS = new Set(['owner', 'admin']);

/**
 * People: who runs this store (its owner and its store admins). The owner or an admin invites a
 * store admin by email (the API mails a link to create their password) and removes one.
 */
export function PeoplePage() {
  const { store } = useManagedStore();
  const session = useSession('store_admin');
  const manager = !!session && MANAGERS.has(session.role);
  usePageMeta({ title: `People · ${store.name} store admin` });
  const list = useRouteData(
    `store-admin:people:${store.slug}`,
    async () => (await api.storeAdmin.people(store.slug)).documents,
  );
  const [added, setAdded] = useState<StoreMember[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [confirm, confirmDialog] = useConfirm();

  const people =
    list.status === 'ready'
      ? [
          ...list.data,
          ...added.filter((a) => !list.data.some((p) => p.user_id === a.user_id)),
        ].filter((p) => !removed.includes(p.user_id))
      : [];

  // The list keeps its answer; the removed person is left out of it from now on.
  const removing = useAction(
    async (person: StoreMember) => {
      await api.storeAdmin.removePerson(store.slug, person.user_id);
      setRemoved((r) => [...r, person.user_id]);
      return person;
    },
    { success: (person) => `${person.name} removed`, context: 'remove person' },
  );
  const remove = async (person: StoreMember) => {
    const yes = await confirm({
      title: `Remove ${person.name}?`,
      children: `${person.name} can no longer run ${store.name}. Their account stays.`,
      confirmLabel: 'Remove',
    });
    if (yes) await removing.run(person);
  };

  return (
    <AdminPage title="People">
      {confirmDialog}
      <section className="uk-panel" aria-labelledby="sa-people">
        <h2 id="sa-people" className="sa-subtitle">
          Who runs {store.name}
        </h2>
        <Loaded state={list} what="the people">
          {() => (
            <ul className="sa-people" aria-label="People">
              {people.map((person) => (
                <li key={person.user_id} className="sa-people__row">
                  <span className="sa-people__who">
                    <strong>{person.name}</strong>
                    <span className="uk-muted">{person.email}</span>
                  </span>
                  <span className="sa-people__role">
                    {person.role === 'owner' ? 'Owner' : 'Store admin'}
                    {!person.joined && <span className="uk-muted"> · invited</span>}
                  </span>
                  {manager && person.role !== 'owner' && person.user_id !== session?.id && (
                    <Button variant="ghost" small onClick={() => remove(person)}>
                      Remove<span className="uk-visually-hidden"> {person.name}</span>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Loaded>
      </section>
      {session?.role === 'admin' &&
        list.status === 'ready' &&
        !people.some((p) => p.role === 'owner') && (
          <InviteForm
            title="Hand it to its owner"
            intro={`Nobody owns ${store.name} yet. Its owner gets an email with a link to create their password; once they do, the store is in their business area.`}
            submitLabel="Invite the owner"
            send={(owner) => api.storeAdmin.handOver(store.slug, owner)}
            onInvited={(person) => setAdded((a) => [...a, person])}
          />
        )}
      {manager ? (
        <InviteForm
          title="Invite a store admin"
          intro="They get an email: someone new gets a link to create their password and sign in; someone who runs a store already gets a link to accept."
          submitLabel="Invite"
          send={(person) => api.storeAdmin.invite(store.slug, person)}
          onInvited={(person) => setAdded((a) => [...a, person])}
        />
      ) : (
        <p className="uk-muted">Only the store's owner can invite or remove store admins.</p>
      )}
    </AdminPage>
  );
}

/** A name and an e-mail address for an invitation: a store admin's, or (by an admin) the owner's. */
export function InviteForm({
  title,
  intro,
  submitLabel,
  send,
  onInvited,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  send: (person: { email: string; name: string }) => Promise<StoreMember>;
  onInvited: (person: StoreMember) => void;
}) {
  const [form, setForm] = useState({ email: '', name: '' });
  const errors = useFieldErrors<'email' | 'name'>();
  const inviting = useAction(
    async () => {
      const person = await send({ email: form.email.trim(), name: form.name.trim() });
      onInvited(person);
      setForm({ email: '', name: '' });
      return person;
    },
    { success: (person) => `${person.name} invited`, context: 'invite' },
  );
  const field = (name: 'email' | 'name') => ({
    name,
    value: form[name],
    error: errors.errorOf(name),
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      errors.clear(name);
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inviting.busy) return;
    const valid = errors.show({
      email: EMAIL_PATTERN.test(form.email.trim()) ? undefined : 'Enter a valid email address',
      name: form.name.trim().length < 2 ? 'Enter a name' : undefined,
    });
    if (!valid) return;
    await inviting.run();
  };
  const id = `sa-invite-${submitLabel.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <form ref={errors.formRef} className="sa-form" onSubmit={submit} noValidate aria-label={title}>
      <section className="uk-panel" aria-labelledby={id}>
        <h2 id={id} className="sa-subtitle">
          {title}
        </h2>
        <p className="uk-muted">{intro}</p>
        <TextField label="Name" autoComplete="off" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <div className="sa-row">
          <Button type="submit" busy={inviting.busy}>
            {submitLabel}
          </Button>
        </div>
      </section>
    </form>
  );
}

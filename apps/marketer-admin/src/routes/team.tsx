import { api, signedIn } from '@agency/api-client';
import { ROLE_LABELS } from '@agency/auth-gate';
import type { Role, TeamMember } from '@agency/contract';
import { EMAIL_PATTERN } from '@agency/contract/rules';
import { usePageMeta, useRouteData } from '@agency/router';
import {
  AdminPage,
  Button,
  formatDate,
  Loaded,
  useFieldErrors,
  TextField,
  useAction,
  useConfirm,
} from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import './team.css';

// Type-only imports from the contract keep zod out of the bundle; the role list comes from the labels.
const ROLES = Object.keys(ROLE_LABELS) as Role[];
/** A role as a menu choice: sentence case ('Business owner'); running text keeps the label as is. */
const roleChoice = (role: Role) =>
  ROLE_LABELS[role].charAt(0).toUpperCase() + ROLE_LABELS[role].slice(1);

/** /admin/team (admins): everyone with an account; invite, change a role, deactivate. */
export function TeamPage() {
  usePageMeta({ title: 'Team · Forgeworks admin' });
  const list = useRouteData('team:list', async () => (await api.team.list()).documents);
  const [changed, setChanged] = useState<Record<string, TeamMember>>({});
  const [confirm, confirmDialog] = useConfirm();
  // The answer is the member as they now are: the row shows it at once, the list is not asked again.
  const updating = useAction(
    async (member: TeamMember, change: { role?: Role; active?: boolean }) => {
      const updated = await api.team.update(member.id, change);
      setChanged((c) => ({ ...c, [member.id]: updated }));
      return { updated, change };
    },
    {
      success: ({ updated, change }) =>
        change.active === undefined
          ? `${updated.name} is now ${ROLE_LABELS[updated.role]}`
          : `${updated.name} ${updated.active ? 'reactivated' : 'deactivated'}`,
      context: 'change user',
    },
  );
  const update = async (member: TeamMember, change: { role?: Role; active?: boolean }) => {
    if (
      change.active === false &&
      !(await confirm({
        title: `Deactivate ${member.name}?`,
        children: 'They are signed out at once and cannot sign in until an admin reactivates them.',
        confirmLabel: 'Deactivate',
      }))
    )
      return;
    await updating.run(member, change);
  };

  return (
    <AdminPage title="Team">
      <InviteForm />
      <section className="uk-panel" aria-labelledby="team-title">
        <h2 id="team-title" className="uk-section-title">
          People with an account
        </h2>
        <Loaded state={list} what="the team">
          {(team) => (
            <ul className="uk-list mk-team" aria-label="Team">
              {team.map((listed) => {
                const member = changed[listed.id] ?? listed;
                const me = member.id === signedIn()?.id;
                return (
                  <li key={member.id} data-active={member.active}>
                    <span>
                      <strong>{member.name}</strong>
                      {me && <span className="uk-muted"> (you)</span>}
                      <br />
                      <span className="uk-muted">
                        {member.email} · since {formatDate(member.created_at)}
                        {!member.active && ' · deactivated'}
                      </span>
                    </span>
                    <span className="mk-team__controls">
                      <label>
                        <span className="uk-visually-hidden">Role of {member.name}</span>
                        <select
                          className="uk-input"
                          value={member.role}
                          disabled={me || !member.active}
                          onChange={(e) => update(member, { role: e.target.value as Role })}
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {roleChoice(role)}
                            </option>
                          ))}
                        </select>
                      </label>
                      {!me && (
                        <Button
                          variant={member.active ? 'ghost' : 'secondary'}
                          small
                          onClick={() => update(member, { active: !member.active })}
                        >
                          {member.active ? 'Deactivate' : 'Reactivate'}
                          <span className="uk-visually-hidden"> {member.name}</span>
                        </Button>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </Loaded>
      </section>
      {confirmDialog}
    </AdminPage>
  );
}

function InviteForm() {
  const [form, setForm] = useState({ name: '', email: '', role: 'marketer' as Role });
  const errors = useFieldErrors<'name' | 'email'>();
  const invite = useAction(
    async () => {
      const member = await api.team.invite({
        ...form,
        name: form.name.trim(),
        email: form.email.trim(),
      });
      setForm({ name: '', email: '', role: form.role });
      return member;
    },
    {
      success: (member) =>
        `${member.name} invited: a link to create a password is on its way to ${member.email}`,
      onError: (error) => errors.show({ email: (error as Error).message }),
      // The team list, and the marketer choices of the businesses' filter.
      refreshes: ['team:'],
    },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (invite.busy) return;
    const valid = errors.show({
      name: form.name.trim().length < 2 ? 'Enter their name.' : undefined,
      email: EMAIL_PATTERN.test(form.email.trim())
        ? undefined
        : 'Enter their email address, like ada@forgeworks.ng.',
    });
    if (!valid) return;
    await invite.run();
  };
  return (
    <form
      ref={errors.formRef}
      className="uk-panel uk-stack"
      onSubmit={submit}
      noValidate
      aria-labelledby="invite-title"
    >
      <h2 id="invite-title" className="uk-section-title">
        Invite someone
      </h2>
      <p className="uk-muted">
        They get an email with a link to create their password and sign in.
      </p>
      <div className="mk-form__grid">
        <TextField
          label="Name"
          value={form.name}
          error={errors.errorOf('name')}
          onChange={(e) => {
            setForm({ ...form, name: e.target.value });
            errors.clear('name');
          }}
        />
        <TextField
          label="Email"
          type="email"
          value={form.email}
          error={errors.errorOf('email')}
          onChange={(e) => {
            setForm({ ...form, email: e.target.value });
            errors.clear('email');
          }}
        />
        <div className="uk-field">
          <label className="uk-field__label" htmlFor="invite-role">
            Role
          </label>
          <select
            id="invite-role"
            className="uk-input"
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value as Role })}
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleChoice(role)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <Button type="submit" busy={invite.busy}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}

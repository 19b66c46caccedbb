import { api } from '@agency/api-client';
import { Link, Navigate, useNavigate } from '@agency/router';
import { EMAIL_PATTERN } from '@agency/contract/rules';
import { AuthCard, Button, showApiError, TextField, useFieldErrors } from '@agency/ui-kit';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { AREAS, type AreaName } from './areas.ts';
import { useSession, useSessionStore } from './session.ts';

type Busy = null | 'form' | 'demo';

export const EMAIL_HELP = 'Enter your email address, like ada@shop.ng.';

/**
 * {base}/auth: email and password; on success the session is stored and the user lands on the
 * overview. In a demo area a visitor may also 'Try the demo' without an account.
 */
export function SignInScreen({ area }: { area: AreaName }) {
  const { base, label, workspace } = AREAS[area];
  const save = useSessionStore((state) => state.save);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFieldErrors<'email' | 'password'>();
  // Which way in is under way: one at a time, and no redirect to the overview meanwhile.
  const [busy, setBusy] = useState<Busy>(null);
  const signedIn = useSession(area);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = errors.show({
      email: EMAIL_PATTERN.test(email.trim()) ? undefined : EMAIL_HELP,
      password: password ? undefined : 'Enter your password.',
    });
    if (!valid) return;
    setBusy('form');
    try {
      const session = await api.auth.login(email.trim(), password, workspace);
      save(area, session);
      toast.success("You've logged in successfully");
      navigate(`${base}/overview`, { replace: true });
    } catch (error) {
      showApiError(error);
      setBusy(null);
    }
  }

  // Already signed in to this area: nothing to do here.
  if (signedIn && !busy) return <Navigate to={`${base}/overview`} replace />;

  return (
    <AuthCard
      brand="Forgeworks"
      title="Sign in"
      subtitle={label}
      footer={<Link to={`${base}/auth/forgot-password`}>Forgot password?</Link>}
      alternative={workspace === 'demo' && <TryTheDemo area={area} busy={busy} setBusy={setBusy} />}
    >
      <form
        ref={errors.formRef}
        className="uk-stack"
        onSubmit={submit}
        aria-label="Sign in"
        noValidate
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.errorOf('email')}
          onChange={(e) => {
            setEmail(e.target.value);
            errors.clear('email');
          }}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.errorOf('password')}
          onChange={(e) => {
            setPassword(e.target.value);
            errors.clear('password');
          }}
        />
        <Button type="submit" busy={busy === 'form'} disabled={busy !== null}>
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}

/** A visitor's way in: a demo workspace of sample businesses, no account needed. */
function TryTheDemo({
  area,
  busy,
  setBusy,
}: {
  area: AreaName;
  busy: Busy;
  setBusy: (busy: Busy) => void;
}) {
  const save = useSessionStore((state) => state.save);
  const navigate = useNavigate();

  async function start() {
    if (busy) return;
    setBusy('demo');
    try {
      save(area, await api.auth.tryDemo());
      toast.success('Welcome to the demo');
      navigate(`${AREAS[area].base}/businesses`, { replace: true });
    } catch (error) {
      showApiError(error);
      setBusy(null);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={start} busy={busy === 'demo'} disabled={busy !== null}>
        Try the demo
      </Button>
      <p className="uk-auth__note">
        No account needed: you get sample businesses of your own, reset every day.
      </p>
    </>
  );
}

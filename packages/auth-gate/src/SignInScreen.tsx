import { api } from '@agency/api-client';
import { Link, Navigate, useLocation, useNavigate } from '@agency/router';
import { EMAIL_PATTERN } from '@agency/contract/rules';
import { AuthCard, Button, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { useState, type FormEvent } from 'react';
import { AREAS, type AreaName } from './areas.ts';
import { useSession, useSessionStore } from './session.ts';
import { landingAfterSignIn } from './return-to.ts';
import { needsCode, TwoStepCodeStep } from './TwoStepCodeStep.tsx';

type Busy = null | 'form' | 'demo';

export const EMAIL_HELP = 'Enter your email address, like ada@shop.ng.';

/**
 * {base}/auth: email and password; on success the session is stored and the user lands on the
 * page that sent them here, or the overview. In a demo area a visitor may also 'Try the demo' without an account.
 */
export function SignInScreen({ area }: { area: AreaName }) {
  const { base, label, workspace } = AREAS[area];
  const save = useSessionStore((state) => state.save);
  const navigate = useNavigate();
  // The page that sent here (AreaGate), or the overview.
  const landing = landingAfterSignIn(area, useLocation().state);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errors = useFieldErrors<'email' | 'password'>();
  // Two-step sign-in on: the password was right, and the code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [codeStepBusy, setCodeStepBusy] = useState(false);
  const signingIn = useAction(
    async () => {
      const answer = await api.auth.login(email.trim(), password, workspace);
      if (needsCode(answer)) {
        setChallenge(answer.challenge);
        return false;
      }
      save(area, answer);
      navigate(landing, { replace: true });
      return true;
    },
    // Only a sign-in that gave the session leaves this screen and says so.
    { success: (done: boolean) => (done ? "You've logged in successfully" : undefined) },
  );
  const tryingDemo = useAction(
    async () => {
      save(area, await api.auth.tryDemo());
      navigate(`${AREAS[area].base}/businesses`, { replace: true });
    },
    { success: 'Welcome to the demo', leaves: true },
  );
  // Which way in is under way: one at a time, and no redirect to the overview meanwhile.
  const busy: Busy = signingIn.busy || codeStepBusy ? 'form' : tryingDemo.busy ? 'demo' : null;
  const signedIn = useSession(area);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = errors.show({
      email: EMAIL_PATTERN.test(email.trim()) ? undefined : EMAIL_HELP,
      password: password ? undefined : 'Enter your password.',
    });
    if (!valid) return;
    await signingIn.run();
  }

  // Already signed in to this area: nothing to do here.
  if (signedIn && !busy) return <Navigate to={landing} replace />;

  if (challenge)
    return (
      <TwoStepCodeStep
        challenge={challenge}
        subtitle={label}
        onSession={(session) => {
          setCodeStepBusy(true);
          save(area, session);
          navigate(landing, { replace: true });
        }}
        onRestart={(message) => {
          setChallenge(null);
          setPassword('');
          if (message) errors.show({ password: message });
        }}
      />
    );

  return (
    <AuthCard
      brand="Forgeworks"
      title="Sign in"
      subtitle={label}
      footer={<Link to={`${base}/auth/forgot-password`}>Forgot password?</Link>}
      alternative={
        workspace === 'demo' && (
          <TryTheDemo
            busy={busy}
            onStart={() => {
              if (!busy) void tryingDemo.run();
            }}
          />
        )
      }
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
function TryTheDemo({ busy, onStart }: { busy: Busy; onStart: () => void }) {
  return (
    <>
      <Button variant="secondary" onClick={onStart} busy={busy === 'demo'} disabled={busy !== null}>
        Try the demo
      </Button>
      <p className="uk-auth__note">
        No account needed: you get sample businesses of your own, reset every day.
      </p>
    </>
  );
}

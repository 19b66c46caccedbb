import { api } from '@agency/api-client';
import { COMMON_PASSWORD, MIN_PASSWORD_LENGTH, PASSWORDS_DIFFER } from '@agency/contract/rules';
import { Link, useNavigate, usePageMeta, useRouteData, useSearchParams } from '@agency/router';
import {
  AuthCard,
  Button,
  buttonClass,
  Loaded,
  showApiError,
  TextField,
  useAction,
  useFieldErrors,
} from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';
import { AREAS, type AreaName } from './areas.ts';
import { useSessionStore } from './session.ts';
import { needsCode, TwoStepCodeStep } from './TwoStepCodeStep.tsx';

/**
 * {base}/auth/create-password?token=…: an invitation's one link (docs/product-rules.md, "Signing
 * in"). It says whose account it is, takes the first password and its confirmation, and signs the
 * person in. Opening it changes nothing (mail scanners open links); a used or expired link says
 * so, with the way on.
 */
export function CreatePasswordScreen({ area }: { area: AreaName }) {
  const { base, label } = AREAS[area];
  usePageMeta({ title: `Create your password · ${label} · Forgeworks` });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useRouteData(`password-link:${token}`, () => api.auth.passwordLink(token));
  const save = useSessionStore((state) => state.save);
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const errors = useFieldErrors<'password' | 'confirmation'>();
  const creating = useAction(
    async () => {
      const answer = await api.auth.createPassword(token, password, AREAS[area].workspace);
      if (needsCode(answer)) return setChallenge(answer.challenge);
      save(area, answer);
      navigate(`${base}/overview`, { replace: true });
    },
    {
      success: 'Your password is set. Welcome to Forgeworks.',
      leaves: true,
      onError: (error) => {
        if ((error as Error).message === COMMON_PASSWORD)
          errors.show({ password: COMMON_PASSWORD });
        else showApiError(error);
      },
    },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (creating.busy) return;
    const valid = errors.show({
      password:
        password.length >= MIN_PASSWORD_LENGTH
          ? undefined
          : `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
      confirmation: confirmation === password ? undefined : PASSWORDS_DIFFER,
    });
    if (valid) await creating.run();
  }

  if (challenge)
    return (
      <TwoStepCodeStep
        challenge={challenge}
        subtitle={label}
        onSession={(session) => {
          save(area, session);
          navigate(`${base}/overview`, { replace: true });
        }}
        onRestart={() => navigate(`${base}/auth`, { replace: true })}
      />
    );

  const footer = <Link to={`${base}/auth`}>Go to sign in</Link>;
  // A link that cannot be used (404 not right, 410 used or expired): the server's plain words.
  if (link.status === 'failed' && (link.httpStatus === 404 || link.httpStatus === 410))
    return (
      <AuthCard brand="Forgeworks" title="This link cannot be used" subtitle={link.message}>
        <Link to={`${base}/auth`} className={buttonClass()}>
          Go to sign in
        </Link>
      </AuthCard>
    );

  return (
    <AuthCard
      brand="Forgeworks"
      title="Create your password"
      subtitle={
        link.status === 'ready'
          ? `Welcome, ${link.data.name}. Choose the password you will sign in with as ${link.data.email}.`
          : label
      }
      footer={footer}
    >
      <Loaded state={link} what="your invitation">
        {() => (
          <form
            ref={errors.formRef}
            className="uk-stack"
            onSubmit={submit}
            noValidate
            aria-label="Create your password"
          >
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              minLength={MIN_PASSWORD_LENGTH}
              hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
              required
              value={password}
              error={errors.errorOf('password')}
              onChange={(e) => {
                setPassword(e.target.value);
                errors.clear('password');
              }}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              required
              value={confirmation}
              error={errors.errorOf('confirmation')}
              onChange={(e) => {
                setConfirmation(e.target.value);
                errors.clear('confirmation');
              }}
            />
            <Button type="submit" busy={creating.busy}>
              Create password and sign in
            </Button>
          </form>
        )}
      </Loaded>
    </AuthCard>
  );
}

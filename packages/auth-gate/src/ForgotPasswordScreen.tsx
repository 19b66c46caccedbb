import { api } from '@agency/api-client';
import {
  COMMON_PASSWORD,
  EMAIL_INVALID,
  EMAIL_PATTERN,
  MIN_PASSWORD_LENGTH,
  PASSWORDS_DIFFER,
} from '@agency/contract/rules';
import { Link, useNavigate } from '@agency/router';
import {
  AuthCard,
  Button,
  showApiError,
  TextField,
  useAction,
  useFieldErrors,
} from '@agency/ui-kit';

import { useState, type FormEvent } from 'react';
import { AREAS, type AreaName } from './areas.ts';
import { useSessionStore } from './session.ts';
import { needsCode, TwoStepCodeStep } from './TwoStepCodeStep.tsx';

/**
 * {base}/auth/forgot-password: first the email (a code is mailed), then the code, the new password
 * and its confirmation; success signs the user in.
 */
export function ForgotPasswordScreen({ area }: { area: AreaName }) {
  const { base, label } = AREAS[area];
  const save = useSessionStore((state) => state.save);
  const navigate = useNavigate();
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // Two-step sign-in on: the new password is set, and the app's code signs in.
  const [challenge, setChallenge] = useState<string | null>(null);
  const emailErrors = useFieldErrors<'email'>();
  const resetErrors = useFieldErrors<'otp' | 'password' | 'confirmation'>();
  const requesting = useAction(
    async (to: string) => {
      await api.auth.generateOtp(to);
      setStep('reset');
    },
    { success: 'Otp sent successfully' },
  );
  const resetting = useAction(
    async () => {
      const answer = await api.auth.modifyPassword(
        email.trim(),
        otp.trim(),
        password,
        AREAS[area].workspace,
      );
      if (needsCode(answer)) return setChallenge(answer.challenge);
      save(area, answer);
      navigate(`${base}/overview`, { replace: true });
    },
    {
      success: 'Password modified successfully',
      leaves: true,
      // A new password that is too common is said at its field; the code is still good.
      onError: (error) => {
        if ((error as Error).message === COMMON_PASSWORD)
          resetErrors.show({ password: COMMON_PASSWORD });
        else showApiError(error);
      },
    },
  );
  const busy = requesting.busy || resetting.busy;

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!emailErrors.show({ email: EMAIL_PATTERN.test(email.trim()) ? undefined : EMAIL_INVALID }))
      return;
    await requesting.run(email.trim());
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const valid = resetErrors.show({
      otp: /^\d{6}$/.test(otp) ? undefined : 'Enter the 6-digit code from the email.',
      password:
        password.length >= MIN_PASSWORD_LENGTH
          ? undefined
          : `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
      confirmation: confirmation === password ? undefined : PASSWORDS_DIFFER,
    });
    if (!valid) return;
    await resetting.run();
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

  return (
    <AuthCard
      brand="Forgeworks"
      title="Reset your password"
      subtitle={
        step === 'email'
          ? `${label}: we will email you a 6-digit code.`
          : `Enter the code sent to ${email.trim()}.`
      }
      footer={
        <>
          <Link to={`${base}/auth`}>Back to sign in</Link>
          {step === 'reset' && (
            <button
              type="button"
              className="uk-button uk-button--ghost uk-button--small"
              onClick={() => setStep('email')}
            >
              Use another email
            </button>
          )}
        </>
      }
    >
      {step === 'email' ? (
        <form
          ref={emailErrors.formRef}
          className="uk-stack"
          onSubmit={requestCode}
          noValidate
          aria-label="Request a code"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={emailErrors.errorOf('email')}
            onChange={(e) => {
              setEmail(e.target.value);
              emailErrors.clear('email');
            }}
          />
          <Button type="submit" busy={busy}>
            Send code
          </Button>
        </form>
      ) : (
        <form
          ref={resetErrors.formRef}
          className="uk-stack"
          onSubmit={reset}
          noValidate
          aria-label="Set a new password"
        >
          <TextField
            label="Code"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={otp}
            error={resetErrors.errorOf('otp')}
            onChange={(e) => {
              setOtp(e.target.value.replace(/\D/g, ''));
              resetErrors.clear('otp');
            }}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD_LENGTH}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
            required
            value={password}
            error={resetErrors.errorOf('password')}
            onChange={(e) => {
              setPassword(e.target.value);
              resetErrors.clear('password');
            }}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            error={resetErrors.errorOf('confirmation')}
            onChange={(e) => {
              setConfirmation(e.target.value);
              resetErrors.clear('confirmation');
            }}
          />
          <Button type="submit" busy={busy}>
            Set new password
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

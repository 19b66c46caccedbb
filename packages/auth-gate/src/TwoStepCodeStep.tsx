import { api, type ApiError } from '@agency/api-client';
import type { LoginResponse, SessionResponse, TwoStepChallenge } from '@agency/contract';
import { AuthCard, Button, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, useState } from 'react';

/** A sign-in's answer asks for the code (two-step sign-in on) rather than giving the session. */
export const needsCode = (answer: LoginResponse): answer is TwoStepChallenge =>
  'two_step' in answer && answer.two_step === true;

const CODE_HELP = 'Enter the 6-digit code from your app, or one of your recovery codes.';

/**
 * The second step of a sign-in (docs/product-rules.md, "Signing in"): one field for the code from
 * the authenticator app or a recovery code. A wrong code is said at the field; a challenge that
 * is over (5 minutes) sends the person back to the password with `onRestart`.
 */
export function TwoStepCodeStep({
  challenge,
  subtitle,
  onSession,
  onRestart,
}: {
  challenge: string;
  subtitle: string;
  onSession: (session: SessionResponse) => void;
  onRestart: (message?: string) => void;
}) {
  const [code, setCode] = useState('');
  // A recovery code has letters: the field stops asking the phone for a number pad.
  const [recovery, setRecovery] = useState(false);
  const errors = useFieldErrors<'code'>();
  const checking = useAction(
    async (typed: string) => onSession(await api.auth.twoStep(challenge, typed)),
    {
      success: "You've logged in successfully",
      leaves: true,
      onError: (error) => {
        const { message, status } = error as ApiError;
        if (status === 401 && /took too long/.test(message)) onRestart(message);
        else errors.show({ code: message || CODE_HELP });
      },
    },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking.busy) return;
    if (!errors.show({ code: /[a-z0-9]/i.test(code) ? undefined : CODE_HELP })) return;
    await checking.run(code.trim());
  }

  return (
    <AuthCard
      brand="Forgeworks"
      title="Enter your code"
      subtitle={subtitle}
      footer={
        <Button variant="ghost" small onClick={() => onRestart()}>
          Start again
        </Button>
      }
    >
      <form
        ref={errors.formRef}
        className="uk-stack"
        onSubmit={submit}
        aria-label="Enter your code"
        noValidate
      >
        <TextField
          label={recovery ? 'Recovery code' : 'Code'}
          hint={
            recovery
              ? 'One of the recovery codes you saved when you turned on two-step sign-in, like k7m2q-x9p4d.'
              : 'Open your authenticator app and type the 6-digit code it shows for Forgeworks.'
          }
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          required
          value={code}
          error={errors.errorOf('code')}
          onChange={(e) => {
            setCode(e.target.value);
            errors.clear('code');
          }}
        />
        <Button type="submit" busy={checking.busy}>
          Sign in
        </Button>
        <Button variant="ghost" small onClick={() => setRecovery((r) => !r)}>
          {recovery ? 'Use the code from my app' : 'Use a recovery code'}
        </Button>
      </form>
    </AuthCard>
  );
}

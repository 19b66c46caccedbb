import { api } from '@agency/api-client';
import type { TwoStepSetup } from '@agency/contract';
import { TWO_STEP_ROLES } from '@agency/contract/rules';
import { useRouteData } from '@agency/router';
import { Button, Loaded, TextField, useAction, useFieldErrors } from '@agency/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { AreaName } from './areas.ts';
import { useSession } from './session.ts';

/**
 * Settings → two-step sign-in (docs/product-rules.md, "Signing in"), for admins and owners: turn it
 * on (a secret for the authenticator app as a QR code and as text, confirmed by the app's first
 * code; then the recovery codes, shown once) and off (with the password or a code).
 */
export function TwoStepSettings({ area }: { area: AreaName }) {
  const role = useSession(area)?.role;
  // Only admins and owners have it: nothing to load or show for the others.
  return role && TWO_STEP_ROLES.includes(role) ? <TwoStepPanel area={area} /> : null;
}

/** The read of whether two-step sign-in is on: turning it on or off refreshes it. */
const statusKey = (area: AreaName) => `two-step:${area}`;

function TwoStepPanel({ area }: { area: AreaName }) {
  const status = useRouteData(statusKey(area), () => api.auth.twoStepSettings());
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const starting = useAction(async () => setSetup(await api.auth.twoStepSetup()));

  const panel = (children: ReactNode) => (
    <section className="uk-panel uk-stack" aria-labelledby="ts-title">
      <h2 id="ts-title" className="uk-section-title">
        Two-step sign-in
      </h2>
      {children}
    </section>
  );

  if (status.status !== 'ready')
    return panel(<Loaded state={status} what="your two-step sign-in" />);
  if (!status.data.available) return null;

  if (recoveryCodes)
    return panel(<RecoveryCodeList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />);
  if (status.data.on)
    return panel(
      <>
        <p>
          Two-step sign-in is on: after your password, we ask for the code your authenticator app
          shows. You have {status.data.recovery_codes_left} recovery code
          {status.data.recovery_codes_left === 1 ? '' : 's'} left.
        </p>
        <TurnOffForm refreshes={statusKey(area)} />
      </>,
    );
  if (setup)
    return panel(
      <ConfirmSetup
        setup={setup}
        refreshes={statusKey(area)}
        onCancel={() => setSetup(null)}
        onOn={(codes) => {
          setSetup(null);
          setRecoveryCodes(codes);
        }}
      />,
    );
  return panel(
    <>
      <p>
        Keep your account safe even if someone learns your password: after it, we also ask for a
        code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
        1Password and the like).
      </p>
      <div>
        <Button busy={starting.busy} onClick={() => void starting.run()}>
          Turn on two-step sign-in
        </Button>
      </div>
    </>,
  );
}

/** The secret as a QR code and as text, and the field for the app's first code. */
function ConfirmSetup({
  setup,
  refreshes,
  onCancel,
  onOn,
}: {
  setup: TwoStepSetup;
  refreshes: string;
  onCancel: () => void;
  onOn: (codes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const errors = useFieldErrors<'code'>();
  const confirming = useAction(
    async (typed: string) => onOn((await api.auth.twoStepConfirm(typed)).recovery_codes),
    {
      success: 'Two-step sign-in is on',
      // The recovery codes show first; the panel reads "on" once they are put away.
      refreshes: [refreshes],
      onError: (error) => errors.show({ code: (error as Error).message }),
    },
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (confirming.busy) return;
    const typed = code.replace(/\s/g, '');
    if (!errors.show({ code: /^\d{6}$/.test(typed) ? undefined : 'Enter the 6-digit code.' }))
      return;
    await confirming.run(typed);
  };
  return (
    <form ref={errors.formRef} className="uk-stack" onSubmit={submit} noValidate>
      <p>1. Scan this QR code with your authenticator app.</p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt="QR code to add Forgeworks to your authenticator app"
        width={192}
        height={192}
      />
      <p>
        Can't scan it? Type this key into the app instead: <code>{setup.secret}</code>
      </p>
      <details>
        <summary>The link behind the QR code</summary>
        <code style={{ wordBreak: 'break-all' }}>{setup.uri}</code>
      </details>
      <TextField
        label="2. Enter the 6-digit code the app shows"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={errors.errorOf('code')}
        onChange={(e) => {
          setCode(e.target.value);
          errors.clear('code');
        }}
      />
      <div className="uk-row">
        <Button type="submit" busy={confirming.busy}>
          Turn on
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Shown once, right after turning on: only their hashes are kept. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <p>
        <strong>Save your recovery codes.</strong> If you lose your phone, each of these signs you
        in once instead of a code from the app. We show them only now: print them or keep them in a
        password manager.
      </p>
      <ul aria-label="Recovery codes" style={{ columns: 2, listStyle: 'none', padding: 0 }}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </>
  );
}

/** Off with the account's password, or with a code (the app's or a recovery code). */
function TurnOffForm({ refreshes }: { refreshes: string }) {
  const [withCode, setWithCode] = useState(false);
  const [value, setValue] = useState('');
  const errors = useFieldErrors<'proof'>();
  const turningOff = useAction(
    async (proof: string) => {
      await api.auth.twoStepOff(withCode ? { code: proof } : { password: proof });
    },
    {
      success: 'Two-step sign-in is off',
      refreshes: [refreshes],
      onError: (error) => errors.show({ proof: (error as Error).message }),
    },
  );
  const label = withCode ? 'A code from your app, or a recovery code' : 'Your password';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (turningOff.busy) return;
    if (!errors.show({ proof: value.trim() ? undefined : `Enter ${label.toLowerCase()}.` })) return;
    await turningOff.run(withCode ? value.trim() : value);
  };
  return (
    <form ref={errors.formRef} className="uk-stack" onSubmit={submit} noValidate>
      <TextField
        label={label}
        type={withCode ? 'text' : 'password'}
        autoComplete={withCode ? 'one-time-code' : 'current-password'}
        inputMode={withCode ? 'numeric' : undefined}
        value={value}
        error={errors.errorOf('proof')}
        onChange={(e) => {
          setValue(e.target.value);
          errors.clear('proof');
        }}
      />
      <div className="uk-row">
        <Button type="submit" variant="secondary" busy={turningOff.busy}>
          Turn off two-step sign-in
        </Button>
        <Button
          variant="ghost"
          small
          onClick={() => {
            setWithCode((c) => !c);
            setValue('');
          }}
        >
          {withCode ? 'Use my password instead' : 'Use a code instead'}
        </Button>
      </div>
    </form>
  );
}

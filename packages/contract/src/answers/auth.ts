import { z } from 'zod';
import {
  type DemoWorkspaceInfo,
  type RecoveryCodes,
  ROLES,
  type SessionResponse,
  type StoreSandboxSession,
  type TwoStepChallenge,
  type TwoStepSetup,
  type TwoStepStatus,
} from '../auth.ts';
import { timestampAnswer } from './shared.ts';

/**
 * A session: what a sign-in, a password change or reset and 'Try the demo' send. Exactly these
 * three fields leave: fast-json-stringify writes nothing the schema does not name, so no other
 * field of the account (its hash, its token version) can ever go out with a token.
 */
export const sessionAnswer = z
  .object({ id: z.string(), role: z.enum(ROLES), token: z.string() })
  .meta({ id: 'Session' }) satisfies z.ZodType<SessionResponse>;

/** 'Try the store admin': a visitor's session and the slug of their sandbox store. */
export const storeSandboxSessionAnswer = sessionAnswer
  .extend({ store: z.string() })
  .meta({ id: 'StoreSandboxSession' }) satisfies z.ZodType<StoreSandboxSession>;

/** The caller's demo workspace: whether they are a visitor, when it was seeded and when it resets. */
export const demoWorkspaceAnswer = z
  .object({ guest: z.boolean(), seeded_at: timestampAnswer, resets_at: timestampAnswer })
  .meta({ id: 'DemoWorkspace' }) satisfies z.ZodType<DemoWorkspaceInfo>;

/** A demo workspace just started over: what it did, and the workspace as it is now. */
export const demoWorkspaceResetAnswer = demoWorkspaceAnswer
  .extend({ message: z.string() })
  .meta({ id: 'DemoWorkspaceReset' });
export type DemoWorkspaceReset = z.infer<typeof demoWorkspaceResetAnswer>;

/** A sign-in whose account has two-step sign-in on: the code is needed next (POST /auth/two-step). */
export const twoStepChallengeAnswer = z
  .object({ two_step: z.literal(true), challenge: z.string() })
  .meta({ id: 'TwoStepChallenge' }) satisfies z.ZodType<TwoStepChallenge>;

/** A sign-in's answer: the session, or the challenge of a two-step sign-in. */
export const loginAnswer = z.union([sessionAnswer, twoStepChallengeAnswer]);

export const twoStepStatusAnswer = z
  .object({ available: z.boolean(), on: z.boolean(), recovery_codes_left: z.number().int() })
  .meta({ id: 'TwoStepStatus' }) satisfies z.ZodType<TwoStepStatus>;

export const twoStepSetupAnswer = z
  .object({ secret: z.string(), uri: z.string(), qr_svg: z.string() })
  .meta({ id: 'TwoStepSetup' }) satisfies z.ZodType<TwoStepSetup>;

export const recoveryCodesAnswer = z
  .object({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'RecoveryCodes' }) satisfies z.ZodType<RecoveryCodes>;

/** Whose invitation link this is: the page greets them and shows the address they will sign in with. */
export const passwordLinkAnswer = z
  .object({ email: z.string(), name: z.string() })
  .meta({ id: 'PasswordLink' });
export type PasswordLink = z.infer<typeof passwordLinkAnswer>;

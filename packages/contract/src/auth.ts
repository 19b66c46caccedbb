import { z } from 'zod';
import { EMAIL_INVALID, MAX_LOGIN_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './rules.ts';
import { emailField } from './strings.ts';

export const ROLES = ['marketer', 'owner', 'store_admin', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const email = emailField(EMAIL_INVALID);

/**
 * Which data a session works on: the real one, or (at /demo/admin) the caller's own demo
 * workspace, kept apart from the real one and reset daily (docs/product-rules.md).
 */
export const WORKSPACES = ['live', 'demo'] as const;
export type Workspace = (typeof WORKSPACES)[number];
const workspace = z.enum(WORKSPACES, { error: "Workspace must be 'live' or 'demo'" }).optional();

export const loginRequest = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .max(MAX_LOGIN_PASSWORD_LENGTH, {
      error: `Password must be at most ${MAX_LOGIN_PASSWORD_LENGTH} characters`,
      abort: true,
    })
    .min(1, 'Password is required'),
  workspace,
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const generateOtpQuery = z.strictObject({ email });

export const modifyPasswordRequest = z.strictObject({
  email,
  otp: z
    .string({ error: 'Enter the 6-digit code' })
    .max(6, { error: 'Enter the 6-digit code', abort: true })
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  password: z
    .string({ error: 'Password is required' })
    .max(200, { error: 'Password must be at most 200 characters', abort: true })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
  workspace,
});
export type ModifyPasswordRequest = z.infer<typeof modifyPasswordRequest>;

/** An invitation's one-time link token (`<id>.<secret>`): the mail's "Create your password" link. */
const linkToken = z
  .string({ error: 'This link is not complete. Open it from the invitation mail again.' })
  .max(64, {
    error: 'This link is not complete. Open it from the invitation mail again.',
    abort: true,
  })
  .regex(
    /^\d{1,18}\.[\w-]{32}$/,
    'This link is not complete. Open it from the invitation mail again.',
  );

export const passwordLinkRequest = z.strictObject({ token: linkToken });
export type PasswordLinkRequest = z.infer<typeof passwordLinkRequest>;

export const createPasswordRequest = z.strictObject({
  token: linkToken,
  password: modifyPasswordRequest.shape.password,
  workspace,
});
export type CreatePasswordRequest = z.infer<typeof createPasswordRequest>;

/** Answer of login and password reset: the session the client stores. */
export interface SessionResponse {
  id: string;
  role: Role;
  token: string;
}

export interface MessageResponse {
  message: string;
}

/** The caller's demo workspace: sample data of their own, reset at `resets_at` (or on demand). */
export interface DemoWorkspaceInfo {
  /** A visitor who chose 'Try the demo' (no account): the workspace ends at `resets_at`. */
  guest: boolean;
  seeded_at: string;
  resets_at: string;
}

/** 'Try the demo' takes nothing: a body, if any, is an empty object. */
export const tryDemoRequest = z.strictObject({});

/**
 * 'Try the store admin' from a prospect's demo store names that store (its slug), so the sandbox
 * is a copy of it; without one it is a copy of the agency's demo store.
 */
export const tryStoreAdminRequest = z.strictObject({
  store: z
    .string({ error: 'Not a demo store' })
    .max(100, { error: 'Not a demo store', abort: true })
    .regex(/^[a-z0-9-]+$/, { error: 'Not a demo store' })
    .optional(),
});
export type TryStoreAdminRequest = z.infer<typeof tryStoreAdminRequest>;

/** 'Try the store admin': a visitor's session, and the slug of their sandbox copy of the demo store. */
export interface StoreSandboxSession extends SessionResponse {
  store: string;
}

/** What a sign-in answers when the account has two-step sign-in on: a code is needed next. */
export interface TwoStepChallenge {
  two_step: true;
  /** Short-lived and signed: sent back with the code to /auth/two-step. */
  challenge: string;
}
/** A sign-in's answer: the session, or (two-step sign-in on) the challenge for the code. */
export type LoginResponse = SessionResponse | TwoStepChallenge;

const ENTER_CODE = 'Enter the 6-digit code from your app, or a recovery code';
/** A code from the authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
const signInCode = z
  .string({ error: ENTER_CODE })
  .max(40, { error: ENTER_CODE, abort: true })
  .regex(/^[\sA-Za-z0-9-]*[A-Za-z0-9][\sA-Za-z0-9-]*$/, ENTER_CODE);

/** The second step of a sign-in: the challenge the password step gave, and the code. */
export const twoStepSignInRequest = z.strictObject({
  challenge: z
    .string({ error: 'Sign in again' })
    .max(2000, { error: 'Sign in again', abort: true })
    .min(1, 'Sign in again'),
  code: signInCode,
});
export type TwoStepSignInRequest = z.infer<typeof twoStepSignInRequest>;

/** Turning two-step sign-in on: the first code the app shows. */
export const twoStepConfirmRequest = z.strictObject({
  code: z
    .string({ error: 'Enter the 6-digit code from your app' })
    .max(12, { error: 'Enter the 6-digit code from your app', abort: true })
    .regex(/^\s*\d{3}\s?\d{3}\s*$/, 'Enter the 6-digit code from your app'),
});
export type TwoStepConfirmRequest = z.infer<typeof twoStepConfirmRequest>;

/** Turning two-step sign-in off: the password, or a code (from the app or a recovery code). */
export const twoStepOffRequest = z
  .strictObject({
    password: z
      .string()
      .max(MAX_LOGIN_PASSWORD_LENGTH, { error: 'Enter your password or a code', abort: true })
      .optional(),
    code: signInCode.optional(),
  })
  .refine((body) => Boolean(body.password || body.code), {
    error: 'Enter your password or a code',
  });
export type TwoStepOffRequest = z.infer<typeof twoStepOffRequest>;

/** Whether the caller has two-step sign-in on, and may turn it on at all. */
export interface TwoStepStatus {
  available: boolean;
  on: boolean;
  recovery_codes_left: number;
}

/** A new secret to put in the authenticator app: as text, as an otpauth:// link, as a QR code. */
export interface TwoStepSetup {
  secret: string;
  uri: string;
  /** The QR code of `uri`, an SVG document. */
  qr_svg: string;
}

/** Recovery codes, shown once when two-step sign-in is turned on. */
export interface RecoveryCodes {
  recovery_codes: string[];
}

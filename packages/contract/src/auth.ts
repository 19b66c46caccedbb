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

/** 'Try the store admin': a visitor's session, and the slug of their sandbox copy of the demo store. */
export interface StoreSandboxSession extends SessionResponse {
  store: string;
}

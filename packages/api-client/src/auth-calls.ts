/** Signing in and out, passwords, two-step sign-in, and the demo workspace. */
import type {
  DemoWorkspaceInfo,
  DemoWorkspaceReset,
  LoginResponse,
  MessageResponse,
  RecoveryCodes,
  SessionResponse,
  StoreSandboxSession,
  TwoStepOffRequest,
  TwoStepSetup,
  TwoStepStatus,
  Workspace,
} from '@agency/contract';
import { http } from './http.ts';
import { asUser } from './on-behalf.ts';

export const authCalls = {
  /**
   * `workspace: 'demo'` (at /demo/admin): a session on the user's own demo workspace. With
   * two-step sign-in on the answer is a challenge instead: the code goes to `twoStep`.
   */
  login: (email: string, password: string, workspace: Workspace = 'live') =>
    http.post<LoginResponse>(
      'auth/login',
      workspace === 'demo' ? { email, password, workspace } : { email, password },
    ),
  generateOtp: (email: string) =>
    http.get<MessageResponse>('auth/generate_otp', { params: { email } }),
  /** Like a sign-in: the session, or (two-step sign-in on) a challenge for the code. */
  modifyPassword: (email: string, otp: string, password: string, workspace: Workspace = 'live') =>
    http.post<LoginResponse>(
      'auth/modify_password',
      workspace === 'demo' ? { email, otp, password, workspace } : { email, otp, password },
    ),
  /** Whose invitation link this is (404 not right, 410 used or expired, in words). */
  passwordLink: (token: string) =>
    http.post<{ email: string; name: string }>('auth/password_link', { token }),
  /** An invitation's first password; like a sign-in: the session, or a two-step challenge. */
  createPassword: (token: string, password: string, workspace: Workspace = 'live') =>
    http.post<LoginResponse>(
      'auth/create_password',
      workspace === 'demo' ? { token, password, workspace } : { token, password },
    ),
  /** 'Try the demo': a demo workspace of sample businesses for a visitor with no account. */
  tryDemo: () => http.post<SessionResponse>('auth/demo', undefined),
  /**
   * 'Try the store admin': a sandbox copy of the demo store, or of the prospect's demo store
   * `store` names, run by a visitor with no account.
   */
  tryStoreAdmin: (store?: string) =>
    http.post<StoreSandboxSession>('auth/demo-store', store ? { store } : undefined),
  /** The signed-in user's new password; the answer is a fresh session (other sessions end). */
  changePassword: (current_password: string, password: string) =>
    http.post<SessionResponse>('auth/change_password', { current_password, password }, asUser()),
  /** A sign-in's second step: the challenge the password gave, and the app's or a recovery code. */
  twoStep: (challenge: string, code: string) =>
    http.post<SessionResponse>('auth/two-step', { challenge, code }),
  /** The signed-in user's two-step sign-in: whether it is on, whether their role may have it. */
  twoStepSettings: () => http.get<TwoStepStatus>('auth/two-step/settings', asUser()),
  /** A new secret for the authenticator app (its QR code too); on only after `twoStepConfirm`. */
  twoStepSetup: () => http.post<TwoStepSetup>('auth/two-step/setup', undefined, asUser()),
  /** Turns two-step sign-in on with the app's first code: the answer is the recovery codes. */
  twoStepConfirm: (code: string) =>
    http.post<RecoveryCodes>('auth/two-step/confirm', { code }, asUser()),
  /** Turns it off with the password or a code. */
  twoStepOff: (proof: TwoStepOffRequest) =>
    http.post<MessageResponse>('auth/two-step/off', proof, asUser()),
  /** Ends a session on the server too (its token stops working at once); `token` is the one signing out. */
  logout: (token: string) =>
    http.post<MessageResponse>('auth/logout', undefined, { token, quiet: true }),
};

/** The signed-in user's demo workspace (/demo/admin sessions only). */
export const demoCalls = {
  workspace: () => http.get<DemoWorkspaceInfo>('demo/workspace', asUser()),
  reset: () => http.post<DemoWorkspaceReset>('demo/workspace/reset', undefined, asUser()),
};

/** The auth module as other modules see it: all they may import from it. */
export { isCommonPassword } from './common-passwords.ts';
export { provideDemoWorkspaces } from './demo-workspaces.ts';
export type { DemoWorkspaces } from './demo-workspaces.ts';
export { deviceCookies } from './device.ts';
export type { DeviceCookies } from './device.ts';
export { authLimiter } from './limit.ts';
export { hashPassword } from './passwords.ts';
export { touchStaffSession } from './queries.ts';
export { INVITE_TTL_MINUTES, issueCode, issueLink } from './reset-codes.ts';
export { sessionFor } from './sessions.ts';
export { createTokens } from './tokens.ts';
export type { Tokens } from './tokens.ts';

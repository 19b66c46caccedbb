import { z } from 'zod';
import {
  type DemoWorkspaceInfo,
  ROLES,
  type SessionResponse,
  type StoreSandboxSession,
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

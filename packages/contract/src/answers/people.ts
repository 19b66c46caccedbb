import { z } from 'zod';
import { ROLES } from '../auth.ts';
import type { TeamMember } from '../people.ts';
import { timestampAnswer } from './shared.ts';

/** A user as the admin's Team screen lists them. */
export const teamMemberAnswer = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(ROLES),
    active: z.boolean(),
    created_at: timestampAnswer,
  })
  .meta({ id: 'TeamMember' }) satisfies z.ZodType<TeamMember>;

/** GET /users: everyone with an account, active first. */
export const teamListAnswer = z
  .object({ documents: z.array(teamMemberAnswer) })
  .meta({ id: 'TeamList' });
export type TeamList = z.infer<typeof teamListAnswer>;

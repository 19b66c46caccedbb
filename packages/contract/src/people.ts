import { z } from 'zod';
import { ROLES, type Role } from './auth.ts';
import { MIN_PASSWORD_LENGTH } from './rules.ts';
import { emailField, text } from './strings.ts';

/** A user as an admin's Team screen lists them. */
export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  created_at: string;
}

const newPassword = z
  .string({ error: 'Password is required' })
  .max(200, { error: 'Password must be at most 200 characters', abort: true })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

/** A signed-in user changes their own password. */
export const changePasswordRequest = z.strictObject({
  current_password: z
    .string({ error: 'Enter your current password' })
    .max(256, { error: 'Enter your current password', abort: true })
    .min(1, 'Enter your current password'),
  password: newPassword,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

const role = z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` });

/** An admin invites someone: they set their password with a mailed code. */
export const inviteRequest = z.strictObject({
  email: emailField('Enter a valid email address'),
  name: text({
    max: 120,
    tooLong: 'Name must be at most 120 characters',
    invalid: 'Enter a name',
    min: 2,
  }),
  role,
});
export type InviteRequest = z.infer<typeof inviteRequest>;

/** An admin changes someone's role, or deactivates (or reactivates) them. */
export const userUpdateRequest = z.strictObject({
  role: role.optional(),
  active: z.boolean({ error: 'active must be true or false' }).optional(),
});
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

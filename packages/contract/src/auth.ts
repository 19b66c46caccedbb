import { z } from 'zod';
import { MAX_LOGIN_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './rules.ts';
import { emailField } from './strings.ts';

export const ROLES = ['marketer', 'owner', 'store_admin', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const email = emailField('Enter a valid email address');

export const loginRequest = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .max(MAX_LOGIN_PASSWORD_LENGTH, {
      error: `Password must be at most ${MAX_LOGIN_PASSWORD_LENGTH} characters`,
      abort: true,
    })
    .min(1, 'Password is required'),
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

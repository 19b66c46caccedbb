import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './rules.ts';

export const ROLES = ['marketer', 'owner', 'store_admin', 'admin'] as const;
export type Role = (typeof ROLES)[number];

const email = z.string().trim().toLowerCase().pipe(z.email({ error: 'Enter a valid email address' }));

export const loginRequest = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const generateOtpQuery = z.strictObject({ email });

export const modifyPasswordRequest = z.strictObject({
  email,
  otp: z.string({ error: 'Enter the 6-digit code' }).regex(/^\d{6}$/, 'Enter the 6-digit code'),
  password: z
    .string({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
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

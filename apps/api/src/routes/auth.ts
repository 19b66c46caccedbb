import { createHmac, randomInt } from 'node:crypto';
import { generateOtpQuery, loginRequest, modifyPasswordRequest, type SessionResponse } from '@agency/contract';
import type { FastifyInstance } from 'fastify';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Context, User } from '../context.ts';
import { HttpError, parse } from '../lib/errors.ts';
import { assertNotLocked, clearFailures, rateLimit, recordFailure } from '../lib/limits.ts';

const OTP_TTL_MINUTES = 10;
const OTP_MAX_TRIES = 5;
const BAD_LOGIN = 'Invalid email or password';
const BAD_CODE = 'The code is invalid or has expired. Request a new one.';

export function authRoutes(app: FastifyInstance, ctx: Context): void {
  const { db, config } = ctx;
  const codeHash = (userId: string, code: string) => createHmac('sha256', `otp:${userId}`).update(code).digest('hex');
  const session = async (user: Pick<User, 'id' | 'role' | 'token_version'>): Promise<SessionResponse> => ({
    id: user.id,
    role: user.role,
    token: await ctx.tokens.issue({ sub: user.id, role: user.role, ver: user.token_version }),
  });

  app.post('/auth/login', async (request) => {
    const { email, password } = parse(loginRequest, request.body);
    const lockKey = `login:${email}:${request.ip}`;
    await assertNotLocked(db, lockKey);
    const { rows } = await db.query<User & { password_hash: string }>('SELECT * FROM users WHERE email = $1', [email]);
    const user = rows[0];
    // Unknown account and wrong password cost the same and read the same.
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoyHash(config.scryptCost)));
    if (!user || !ok) {
      await recordFailure(db, lockKey, config.limits.loginFailures);
      throw new HttpError(401, BAD_LOGIN);
    }
    await clearFailures(db, lockKey);
    return session(user);
  });

  app.get('/auth/generate_otp', async (request) => {
    const { email } = parse(generateOtpQuery, request.query);
    await rateLimit(db, `otp:address:${request.ip}`, config.limits.otpPerHourPerAddress, 3600, 'Too many code requests. Try again later.');
    await rateLimit(db, `otp:email:${email}`, config.limits.otpPerHourPerEmail, 3600, 'Too many code requests for this email. Try again later.');
    const { rows } = await db.query<User>('SELECT id, email, name FROM users WHERE email = $1', [email]);
    const user = rows[0];
    if (user) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        // A new code replaces any earlier one.
        await tx.query('UPDATE otps SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [user.id]);
        await tx.query(
          `INSERT INTO otps (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`,
          [user.id, codeHash(user.id, code), OTP_TTL_MINUTES],
        );
      });
      await ctx.mailer.send({
        to: user.email,
        subject: 'Your Forgeworks password reset code',
        body: `Hello ${user.name},\n\nYour password reset code is ${code}. It is valid for ${OTP_TTL_MINUTES} minutes and can be used once.\n\nIf you did not ask for it, you can ignore this mail.`,
      });
    }
    // The same answer whether or not the account exists.
    return { message: 'Otp sent successfully' };
  });

  app.post('/auth/modify_password', async (request) => {
    const { email, otp, password } = parse(modifyPasswordRequest, request.body);
    const { rows } = await db.query<User & { otp_id: string; code_hash: string; attempts: number }>(
      `SELECT u.id, u.role, u.token_version, o.id AS otp_id, o.code_hash, o.attempts
         FROM users u JOIN otps o ON o.user_id = u.id
        WHERE u.email = $1 AND o.used_at IS NULL AND o.expires_at > now() AND o.attempts < $2
        ORDER BY o.created_at DESC LIMIT 1`,
      [email, OTP_MAX_TRIES],
    );
    const found = rows[0];
    if (!found) throw new HttpError(400, BAD_CODE);
    if (found.code_hash !== codeHash(found.id, otp)) {
      await db.query('UPDATE otps SET attempts = attempts + 1 WHERE id = $1', [found.otp_id]);
      const left = OTP_MAX_TRIES - found.attempts - 1;
      throw new HttpError(400, left > 0 ? `The code is incorrect. ${left} tr${left === 1 ? 'y' : 'ies'} left.` : BAD_CODE);
    }
    const passwordHash = await hashPassword(password, config.scryptCost);
    const user = await db.transaction(async (tx) => {
      const used = await tx.query('UPDATE otps SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [found.otp_id]);
      if (used.rows.length === 0) throw new HttpError(400, BAD_CODE);
      // Bumping token_version ends every session issued before the change.
      const updated = await tx.query<User>(
        'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING id, role, token_version',
        [found.id, passwordHash],
      );
      return updated.rows[0]!;
    });
    ctx.cache.users.delete(user.id);
    await clearFailures(db, `login:${email}:${request.ip}`);
    return session(user);
  });
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's device cookie (docs/decisions/009-device-cookie-and-trusted-proxies.md): after a
 * successful sign-in the browser gets a signed cookie naming the account. A sign-in that carries a
 * valid one for the same account is only held back by that device's own lock, never by the lock
 * strangers can put on the account from elsewhere.
 *
 * Value: `<device id>.<expiry, unix seconds>.<HMAC-SHA256(account, id, expiry)>`. The account's
 * address is not in the cookie, only bound by the MAC, so the cookie names the account without
 * showing it.
 */
export const DEVICE_COOKIE = 'fw_device';
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** The cookie goes to the sign-in calls only. */
const COOKIE_PATH = '/api/v1/auth';

export interface DeviceCookies {
  /** The device id of the request's cookie, when it is valid, unexpired and names `email`. */
  read(request: FastifyRequest, email: string): string | undefined;
  /** Sets (or renews) the cookie for `email`, keeping the device id when there is one. */
  set(reply: FastifyReply, email: string, deviceId: string | undefined, secure: boolean): void;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** `key` is derived from the token secret (app.ts): a rotated secret forgets every device. */
export function deviceCookies(key: Buffer): DeviceCookies {
  const mac = (email: string, id: string, expires: number) =>
    createHmac('sha256', key).update(`${email.toLowerCase()}\n${id}\n${expires}`).digest();
  return {
    read(request, email) {
      const value = cookieValue(request.headers.cookie, DEVICE_COOKIE);
      const match = value?.match(/^([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/);
      if (!match) return undefined;
      const [, id, expiresText, signature] = match as unknown as [string, string, string, string];
      const expires = Number(expiresText);
      if (expires * 1000 <= Date.now()) return undefined;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(email, id, expires);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
    set(reply, email, deviceId, secure) {
      const id = deviceId ?? randomBytes(12).toString('base64url');
      const expires = Math.floor(Date.now() / 1000) + DEVICE_COOKIE_SECONDS;
      const value = `${id}.${expires}.${mac(email, id, expires).toString('base64url')}`;
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${value}; Max-Age=${DEVICE_COOKIE_SECONDS}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
      );
    },
  };
}

import type { ErrorBody } from '@agency/contract';
import {
  SESSION_EXPIRED,
  SOMETHING_WENT_WRONG,
  TOKEN_EXPIRED,
  TOKEN_INVALID,
  TOKEN_MISSING,
} from '@agency/contract/rules';

/** A failed call: `message` is what the user should read. */
export class ApiError extends Error {
  readonly status: number;
  readonly sessionExpired: boolean;
  constructor(message: string, status: number, sessionExpired = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.sessionExpired = sessionExpired;
  }
}

type Params = Record<string, string | number | boolean | undefined>;

export interface RequestOptions {
  token?: string | null;
  params?: Params;
  /** Milliseconds; none by default. */
  timeout?: number;
  /** Don't tell the session layer about a token the server refuses (a sign-out ends the session anyway). */
  quiet?: boolean;
}

/** Who is signed in where the page is: its user id and token, or null. */
export interface SignedIn {
  id: string;
  token: string;
}

interface Config {
  host: string;
  /** The session of the area the page is in; the session layer (auth-gate) sets it once. */
  session: () => SignedIn | null;
}

const config: Config = { host: '', session: () => null };
const expiryListeners = new Set<(message: string) => void>();

/** Where the API lives. Same origin ('') unless configured. */
export function configureApi(next: Partial<Config>): void {
  Object.assign(config, next);
}

/** The signed-in user of the area the page is in, for calls made on their behalf. */
export function signedIn(): SignedIn | null {
  return config.session();
}

export function apiBase(): string {
  return `${config.host.replace(/\/$/, '')}/api/v1/`;
}

/** The session layer subscribes here: called when the server says the token is missing, expired or invalid. */
export function onSessionExpired(listener: (message: string) => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

function buildUrl(path: string, params?: Params): string {
  const url = new URL(
    apiBase() + path.replace(/^\//, ''),
    globalThis.location?.href ?? 'http://localhost',
  );
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return config.host || globalThis.location ? url.toString() : url.pathname + url.search;
}

/**
 * Server messages that end the session. The API names the first two; a token the server no longer
 * trusts (tampered with, or signed with a secret since rotated) ends it the same way.
 */
const SESSION_ENDING = new Set([TOKEN_MISSING, TOKEN_EXPIRED, TOKEN_INVALID]);

/** Turns any failure into the message the user reads. */
export function toApiError(status: number, body: unknown, { quiet = false } = {}): ApiError {
  const message =
    body && typeof body === 'object' && typeof (body as Partial<ErrorBody>).message === 'string'
      ? (body as ErrorBody).message
      : '';
  if (SESSION_ENDING.has(message)) {
    if (!quiet) for (const listener of expiryListeners) listener(SESSION_EXPIRED);
    return new ApiError(SESSION_EXPIRED, status, true);
  }
  return new ApiError(message || SOMETHING_WENT_WRONG, status);
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method,
      headers,
      body: payload,
      // Same-origin cookies travel (the sign-in's device cookie, HttpOnly, path /api/v1/auth);
      // nothing is sent to another origin, and the API's CORS does not allow credentials.
      credentials: 'same-origin',
      signal: options.timeout ? AbortSignal.timeout(options.timeout) : undefined,
    });
  } catch {
    throw new ApiError(SOMETHING_WENT_WRONG, 0);
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw toApiError(response.status, parsed, { quiet: options.quiet });
  return parsed as T;
}

/** The one HTTP helper of the product. */
export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  put: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};

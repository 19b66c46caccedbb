import { inject } from 'vitest';
import { adminRequest } from './admin-api.ts';

/** Reads what the server stored, through the API as the demo admin (seeded: startApi sets SEED_DEMO=1). */
export function adminGet(path: string): Promise<any> {
  return adminRequest(inject('apiUrl'), 'GET', path);
}

/** Changes something as the demo admin would in a staff screen (what happens elsewhere meanwhile). */
export function adminSend(method: string, path: string, body: unknown): Promise<any> {
  return adminRequest(inject('apiUrl'), method, path, body);
}

/** Calls the API as a seeded person (sign-in included). */
export async function apiAs(
  email: string,
  password: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const api = `${inject('apiUrl')}/api/v1`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${api}/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any };
}

import { inject } from 'vitest';

const apiBase = () => `${inject('apiUrl')}/api/v1/`;

async function adminToken(): Promise<string> {
  const login = await fetch(`${apiBase()}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@forgeworks.test', password: 'forge-admin-1' }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** Reads what the server stored, through the API as the demo admin (seeded: startApi sets SEED_DEMO=1). */
export async function adminGet(path: string): Promise<any> {
  const response = await fetch(apiBase() + path, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  return response.json();
}

/** Changes something as the demo admin would in a staff screen (what happens elsewhere meanwhile). */
export async function adminSend(method: string, path: string, body: unknown): Promise<any> {
  const response = await fetch(apiBase() + path, {
    method,
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

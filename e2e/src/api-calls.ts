import { inject } from 'vitest';

/** Reads what the server stored, through the API as the demo admin (seeded: startApi sets SEED_DEMO=1). */
export async function adminGet(path: string): Promise<any> {
  const api = `${inject('apiUrl')}/api/v1/`;
  const login = await fetch(`${api}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@forgeworks.test', password: 'forge-admin-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(api + path, { headers: { authorization: `Bearer ${token}` } });
  return response.json();
}

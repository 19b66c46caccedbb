/** Calls to the API as the seeded demo admin, for test set-up and the screenshot script alike. */
export async function adminRequest(
  apiUrl: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<any> {
  const base = `${apiUrl}/api/v1/`;
  const login = await fetch(`${base}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@forgeworks.test', password: 'forge-admin-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(base + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (method !== 'GET' && !response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

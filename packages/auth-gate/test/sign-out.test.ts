import { configureApi } from '@agency/api-client';
import { afterAll, expect, it, vi } from 'vitest';
import { getSession, signOut, useSessionStore } from '../src/index.ts';

// The browser's fetch, recorded: what signing out asks of the API.
const calls: { url: string; method?: string; auth?: string }[] = [];
vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
  calls.push({
    url: String(url),
    method: init.method,
    auth: (init.headers as Record<string, string>).authorization,
  });
  return new Response('{"message":"Signed out"}', {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
});
configureApi({ host: 'http://api.test' });
afterAll(() => vi.unstubAllGlobals());

it('signing out revokes the token on the server and clears the area at once', async () => {
  useSessionStore.getState().save('admin', { id: 'u1', role: 'marketer', token: 'tok-1' });
  signOut('admin');
  expect(getSession('admin')).toBeNull();
  expect(sessionStorage.getItem('admin_id')).toBeNull();
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]).toEqual({
    url: 'http://api.test/api/v1/auth/logout',
    method: 'POST',
    auth: 'Bearer tok-1',
  });
});

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

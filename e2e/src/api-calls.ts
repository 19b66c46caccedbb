import { apiAs } from './accounts.ts';

export { apiAs };

/** Reads what the server stored, through the API as the demo admin (seeded: startApi sets SEED_DEMO=1); whatever the status. */
export async function adminGet(path: string): Promise<any> {
  const answer = await (await apiAs('admin')).call('GET', path);
  // An empty answer is the server's failure, not the test's: say what came back.
  if (answer.body === undefined) throw new Error(`GET ${path}: ${answer.status} with no body`);
  return answer.body;
}

/** Changes something as the demo admin would in a staff screen (what happens elsewhere meanwhile). */
export async function adminSend(method: string, path: string, body: unknown): Promise<any> {
  return (await apiAs('admin')).send(method, path, body);
}

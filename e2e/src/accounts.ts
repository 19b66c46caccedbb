/**
 * Who the browser tests sign in as, and the one way they call the API as that person. No vitest
 * import: `pnpm shots` uses it too, outside a test run.
 */

import { productEnv } from './products.ts';

/** Accounts the browser tests use besides the seeded demo ones (one per test that changes its account). */
export const TEST_ACCOUNTS = [
  {
    email: 'reset@forgeworks.test',
    password: 'reset-password-1',
    role: 'marketer',
    name: 'Rita Reset',
  },
  {
    email: 'writer@forgeworks.test',
    password: 'writer-password-1',
    role: 'marketer',
    name: 'Wale Writer',
  },
  {
    email: 'owner2@forgeworks.test',
    password: 'owner2-password-1',
    role: 'owner',
    name: 'Ngozi Owner',
  },
  // The owner of the second stores the many-stores and every-route tests make (owner2 stays
  // without businesses for the business area's test).
  {
    email: 'brands@forgeworks.test',
    password: 'brands-password-1',
    role: 'owner',
    name: 'Bisi Brands',
  },
  // Turns two-step sign-in on (two-step.e2e.ts): no other test signs in as this owner.
  {
    email: 'twostep@forgeworks.test',
    password: 'twostep-password-1',
    role: 'owner',
    name: 'Tola Twostep',
  },
  // An owner who invites an existing store admin, who accepts (store-invitation.e2e.ts).
  {
    email: 'inviter@forgeworks.test',
    password: 'inviter-password-1',
    role: 'owner',
    name: 'Ife Inviter',
  },
  {
    email: 'joiner@forgeworks.test',
    password: 'joiner-password-1',
    role: 'store_admin',
    name: 'Jide Joiner',
  },
  // Connects Paystack payouts for a store of their own and takes card payments (paystack.e2e.ts).
  {
    email: 'payer@forgeworks.test',
    password: 'payer-password-1',
    role: 'owner',
    name: 'Ada Obi',
  },
] as const;

type Credentials = readonly [email: string, password: string];

const testAccount = (name: string): Credentials => {
  const account = TEST_ACCOUNTS.find((each) => each.email === `${name}@forgeworks.test`)!;
  return [account.email, account.password];
};

/** Everyone a test signs in as, by a short name: the demo accounts (SEED_DEMO=1) and TEST_ACCOUNTS. */
export const ACCOUNTS = {
  admin: ['admin@forgeworks.test', 'forge-admin-1'],
  marketer: ['marketer@forgeworks.test', 'forge-marketer-1'],
  owner: ['owner@forgeworks.test', 'forge-owner-1'],
  store: ['store@forgeworks.test', 'forge-store-1'],
  reset: testAccount('reset'),
  writer: testAccount('writer'),
  owner2: testAccount('owner2'),
  brands: testAccount('brands'),
  twostep: testAccount('twostep'),
  inviter: testAccount('inviter'),
  joiner: testAccount('joiner'),
  payer: testAccount('payer'),
} as const satisfies Record<string, Credentials>;

/**
 * An account by its short name, the email and password of one a test made itself, or 'visitor':
 * someone with no account who pressed 'Try the demo' (a demo workspace of their own).
 */
export type Who = keyof typeof ACCOUNTS | Credentials | 'visitor';

/** A session as the sign-in call answers it (and as the areas keep it in session storage). */
export interface ApiSession {
  id: string;
  role: string;
  token: string;
}

/**
 * The API under test: global-setup.ts puts each product's address in the workers' environment,
 * and a worker calls its own product's; a script or a test with an API of its own passes one.
 */
function apiOf(apiUrl?: string): string {
  const url = apiUrl ?? productEnv('E2E_API_URL');
  if (!url) throw new Error('No API to call: pass its URL, or run inside the browser suite');
  return `${url}/api/v1/`;
}

/** Signs in with the real sign-in call, as the sign-in screen does (a demo workspace at /demo/admin). */
export async function signInByApi(
  who: Who,
  { apiUrl, workspace = 'live' }: { apiUrl?: string; workspace?: 'live' | 'demo' } = {},
): Promise<ApiSession> {
  const [email, password] = who === 'visitor' ? [] : typeof who === 'string' ? ACCOUNTS[who] : who;
  const answer =
    who === 'visitor'
      ? await fetch(`${apiOf(apiUrl)}auth/demo`, { method: 'POST' })
      : await fetch(`${apiOf(apiUrl)}auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(
            workspace === 'demo' ? { email, password, workspace } : { email, password },
          ),
        });
  const body = (await answer.json()) as Partial<ApiSession> & { message?: string };
  // Said plainly, so a test's set-up failing is not read as the screen under test failing.
  if (!answer.ok || !body.token)
    throw new Error(
      `Signing in as ${email ?? who} failed: ${answer.status} ${JSON.stringify(body)}`,
    );
  return { id: body.id!, role: body.role!, token: body.token };
}

export interface Answer {
  status: number;
  body: any;
}

/** The API as one signed-in person. */
export interface ApiAs {
  session: ApiSession;
  /** Any call; the status and the body are the test's to check. */
  call(method: string, path: string, body?: unknown): Promise<Answer>;
  /** A read for set-up: the body, or an error when the server refused. */
  get(path: string): Promise<any>;
  /** A change for set-up: the body, or an error when the server refused. */
  send(method: string, path: string, body?: unknown): Promise<any>;
}

/** Signs in through the API once and calls it as that person (`path` is below /api/v1/). */
export async function apiAs(who: Who, apiUrl?: string): Promise<ApiAs> {
  const base = apiOf(apiUrl);
  const session = await signInByApi(who, { apiUrl });
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(base + path.replace(/^\//, ''), {
      method,
      headers: {
        authorization: `Bearer ${session.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const sure = async (method: string, path: string, body?: unknown) => {
    const answer = await call(method, path, body);
    if (answer.status >= 400)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  return { session, call, get: (path) => sure('GET', path), send: sure };
}

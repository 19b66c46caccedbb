import type { Role } from '@agency/contract';
import { COMMON_PASSWORD, MIN_PASSWORD_LENGTH } from '@agency/contract/rules';
import { isCommonPassword, hashPassword } from './auth/index.ts';
import type { Db } from './db/index.ts';

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  name?: string;
}

export async function createUser(
  db: Db,
  user: NewUser,
  scryptCost: number,
): Promise<{ id: string }> {
  if (user.password.length < MIN_PASSWORD_LENGTH)
    throw new Error(`Password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  if (isCommonPassword(user.password)) throw new Error(COMMON_PASSWORD);
  const email = user.email.trim().toLowerCase();
  const name = user.name?.trim() || email.split('@')[0]!;
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO users (email, name, role, password_hash, joined_at) VALUES ($1, $2, $3, $4, now()) RETURNING id',
    [email, name, user.role, await hashPassword(user.password, scryptCost)],
  );
  return rows[0]!;
}

/** One account per role, created with SEED_DEMO=1 on the first start of an empty database (never in production). */
export const DEMO_ACCOUNTS: Required<NewUser>[] = [
  {
    email: 'marketer@forgeworks.test',
    password: 'forge-marketer-1',
    role: 'marketer',
    name: 'Ada Marketer',
  },
  { email: 'owner@forgeworks.test', password: 'forge-owner-1', role: 'owner', name: 'Obi Owner' },
  {
    email: 'store@forgeworks.test',
    password: 'forge-store-1',
    role: 'store_admin',
    name: 'Sade Store',
  },
  { email: 'admin@forgeworks.test', password: 'forge-admin-1', role: 'admin', name: 'Tunde Admin' },
];

export async function seedDemoAccounts(db: Db, scryptCost: number): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (rows[0]!.n > 0) return false;
  for (const account of DEMO_ACCOUNTS) await createUser(db, account, scryptCost);
  return true;
}

// pnpm user:create --email E --password P --role R [--name N]
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@agency/contract';
import { readConfig } from '../config.ts';
import { openDb } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { createUser } from '../users.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    name: { type: 'string' },
  },
});
if (!values.email || !values.password || !values.role) {
  console.error('Usage: pnpm user:create --email E --password P --role R [--name N]');
  process.exit(2);
}
if (!ROLES.includes(values.role as Role)) {
  console.error(`Role must be one of: ${ROLES.join(', ')}`);
  process.exit(2);
}
const config = readConfig();
const db = await openDb(config);
try {
  await migrate(db);
  const user = await createUser(
    db,
    {
      email: values.email,
      password: values.password,
      role: values.role as Role,
      name: values.name,
    },
    config.scryptCost,
  );
  console.log(`Created ${values.role} ${values.email.toLowerCase()} (id ${user.id})`);
} catch (error) {
  const message =
    (error as { code?: string }).code === '23505'
      ? 'A user with this email already exists'
      : (error as Error).message;
  console.error(message);
  process.exitCode = 1;
} finally {
  await db.close();
}

import { readConfig } from './config.ts';
import { startServer } from './server.ts';

let server: Awaited<ReturnType<typeof startServer>>;
try {
  const config = readConfig();
  server = await startServer(config);
  console.log(
    `API listening on ${server.url}/api/v1 (database: ${server.db.kind}${server.db.kind === 'pglite' ? `, ${config.dataDir}` : ''})`,
  );
  for (const warning of server.warnings) console.warn(`Warning: ${warning}`);
  if (server.seeded.length > 0) {
    console.log('Demo accounts (created on this first start):');
    for (const account of server.seeded)
      console.log(`  ${account.role.padEnd(12)} ${account.email}  password: ${account.password}`);
  }
} catch (error) {
  // A setting problem is said plainly, without a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}

// Graceful shutdown: finish in-flight requests, then close the database.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  });
}

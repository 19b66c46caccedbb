import pg from 'pg';
import type { Db } from './index.ts';

/**
 * A real PostgreSQL server (DATABASE_URL): a connection pool, transactions on one client. Every
 * statement has a deadline (STATEMENT_TIMEOUT_MS, statement_timeout on each connection): one past
 * it is stopped by the server and the request answers 503, so no request holds a connection and a
 * core for ever (docs/decisions/031-bounded-search.md). Scripts (`exec`: migrations, a schema
 * reset) run without it: building an index on a big table may rightly take longer.
 */
export async function openPostgres(databaseUrl: string, statementTimeoutMs = 0): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    // Search's trigram lookups read a GIN index's whole pending list: kept as small as on PGlite
    // (pglite.ts) between autovacuum's merges.
    options: '-c gin_pending_list_limit=256',
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: (sql, params) => pool.query(sql, params) as never,
    exec: async (sql) => {
      const client = await pool.connect();
      try {
        await client.query('SET statement_timeout = 0');
        await client.query(sql);
      } finally {
        // Back to the connection's deadline before another request gets it.
        await client.query('RESET statement_timeout').catch(() => undefined);
        client.release();
      }
    },
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: (sql, params) => client.query(sql, params) as never,
          exec: async (sql) => {
            await client.query('SET LOCAL statement_timeout = 0');
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

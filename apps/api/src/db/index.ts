/** The one database interface the routes use: PostgreSQL dialect, embedded or a real server. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction: all of it lands, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Connections now: open, idle, and queries waiting for one (the metrics' pool gauges). */
  stats(): { total: number; idle: number; waiting: number };
}

export async function openDb(options: {
  databaseUrl?: string;
  dataDir: string;
  statementTimeoutMs?: number;
}): Promise<Db> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl, options.statementTimeoutMs);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}

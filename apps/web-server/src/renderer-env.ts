/**
 * The static servers run remote code (each remote's server bundle, in the page renderer), so their
 * process gets none of the API's secrets or the place its data lives (docs/html-first.md,
 * "Trusting server bundles").
 */
export const API_ONLY_ENV = [
  'DATA_DIR',
  'DATABASE_URL',
  'TOKEN_SECRET',
  'SMTP_URL',
  'PGPASSWORD',
  'PGUSER',
  'PGHOST',
  'PGDATABASE',
  // The bucket's keys (uploads, decision 019).
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
] as const;

/** `env` without the API's variables: what the static servers' process is started with. */
export function withoutApiSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const kept = { ...env };
  for (const name of API_ONLY_ENV) delete kept[name];
  return kept;
}

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's .data folder: the same for `pnpm start`, the API alone and the CLIs, whatever their working directory. */
const DEFAULT_DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '.data');

/** Everything the server reads from its environment, with the embedded defaults. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** A real PostgreSQL server; when unset the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  /** Where the embedded database, uploads and the dev outbox live. ':memory:' keeps it all in memory. */
  dataDir: string;
  /** HMAC secret for tokens; generated once per database when unset. */
  tokenSecret?: string;
  /** Token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Front-end origins allowed to call the API from another origin. */
  corsOrigins: string[];
  /** Base of the URLs returned for uploaded media (same origin by default). */
  mediaBaseUrl: string;
  /** Password hashing cost (scrypt N). OWASP: 2^17. */
  scryptCost: number;
  limits: {
    loginFailures: number;
    contactPerHour: number;
    otpPerHourPerEmail: number;
    otpPerHourPerAddress: number;
  };
  smtpUrl?: string;
  /** Sender of the mails sent through SMTP. */
  mailFrom: string;
  logLevel: string;
  /** How long hot reads (users behind tokens, public articles, author lists) may be served from memory; 0 turns it off. */
  cacheTtlMs: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 8090),
    host: env.API_HOST ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    tokenSecret: env.TOKEN_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 4 * 60 * 60),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080').split(',').map((s) => s.trim()).filter(Boolean),
    mediaBaseUrl: env.MEDIA_BASE_URL ?? '',
    scryptCost: Number(env.SCRYPT_COST ?? 2 ** 17),
    limits: {
      loginFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
      contactPerHour: Number(env.CONTACT_PER_HOUR ?? 20),
      otpPerHourPerEmail: Number(env.OTP_PER_HOUR_PER_EMAIL ?? 5),
      otpPerHourPerAddress: Number(env.OTP_PER_HOUR_PER_ADDRESS ?? 20),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Forgeworks <no-reply@forgeworks.test>',
    logLevel: env.LOG_LEVEL ?? 'info',
    cacheTtlMs: Number(env.CACHE_TTL_MS ?? 1000),
  };
}

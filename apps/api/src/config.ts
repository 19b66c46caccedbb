import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from './lib/s3-storage.ts';

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
  /** Minutes without a request after which a staff (admin, marketer) session ends. */
  staffIdleMinutes: number;
  /** Front-end origins allowed to call the API from another origin. */
  corsOrigins: string[];
  /** Uploads in an S3-compatible bucket (S3_BUCKET set); unset: the local folder dataDir/media. */
  s3?: S3Settings;
  /** Prometheus metrics: their own port (METRICS_PORT; 0 = off) and address (METRICS_HOST). */
  metrics: { port: number; host: string };
  /** Longest wait of GET /ready for the database and the storage, in milliseconds. */
  readyTimeoutMs: number;
  /** Longest any one statement may run on PostgreSQL (statement_timeout), in ms; 0 = no limit. */
  statementTimeoutMs: number;
  /** Base of the URLs returned for uploaded media (same origin by default). */
  mediaBaseUrl: string;
  /** Password hashing cost (scrypt N). OWASP: 2^17. */
  scryptCost: number;
  /** Proxies in front of the API whose X-Forwarded-For entries are believed; 0 = the socket's address is the client. */
  trustProxyHops: number;
  /** Addresses or CIDRs of the proxies whose X-Forwarded-For entries are believed (see trustedProxies()). */
  trustedProxies: string[];
  /** Host names (any port) the API answers for; '*' answers any (DNS rebinding guard). */
  allowedHosts: string[];
  /** Create the demo accounts on the first start of an empty database (never in production). */
  seedDemo: boolean;
  /** Days without a view after which a demo store made for a prospect is removed. */
  demoStoreExpiryDays: number;
  /** Minutes a checkout's kept cart waits for an order before the store sees it as abandoned. */
  abandonedCartMinutes: number;
  /** Password hashes (scrypt) run at once, and how many more may wait; beyond that: 503. */
  hashing: { concurrency: number; queue: number };
  limits: {
    /** Failures per account and address before the growing lock. */
    loginFailures: number;
    /** Failures per account, from any address, before attempts are spaced out. */
    accountFailures: number;
    contactPerHour: number;
    otpPerHourPerEmail: number;
    otpPerHourPerAddress: number;
    resetPerHourPerAddress: number;
    /** Token buckets over every /auth/* call: all clients together, and per address. */
    authPerMinute: number;
    authPerMinutePerAddress: number;
    uploadsPerHourPerUser: number;
    /** Uploads per hour from one address (an IPv6 /64), whoever sends them: sandboxes share it. */
    uploadsPerHourPerAddress: number;
    ordersPerHourPerAddress: number;
    /** Saves of checkout carts per hour from one address (the form saves as the shopper types). */
    cartSavesPerHourPerAddress: number;
    /** Find-my-order tries per hour, per address and per order number (any address). */
    findOrderPerHourPerAddress: number;
    findOrderPerHourPerOrder: number;
    /** Order mails one store gets one by one per hour; past them the orders go in a digest. */
    orderMailsPerHourPerStore: number;
    /** 'Try the demo' workspaces opened per hour per address, and open at once in all. */
    demoGuestsPerHourPerAddress: number;
    demoGuestsOpen: number;
    /** Product searches per minute per address that the read cache did not answer. */
    searchesPerMinutePerAddress: number;
    /** Items one store holds at most, and CSV imports it takes per hour (a sandbox has less). */
    storeMaxProducts: number;
    importsPerHourPerStore: number;
  };
  smtpUrl?: string;
  /** Sender of the mails sent through SMTP. */
  mailFrom: string;
  /** The agency site's address (PUBLIC_URL): links in mails to the demo store's orders and uploads. */
  publicUrl: string;
  /** The mail worker (lib/mail-queue.ts): first wait after a failed send, tries, how often it looks. */
  mailQueue: { retryBaseMs: number; maxAttempts: number; pollMs: number };
  logLevel: string;
  /**
   * Request log (one line per answered request, app.ts): every 4xx/5xx and every request slower
   * than LOG_SLOW_MS is logged; of the others, one in LOG_SAMPLE (1: all of them).
   */
  requestLog: { sample: number; slowMs: number };
  /**
   * CHECK_ANSWERS=1: every answer is also parsed against its route's declared schema, and one
   * outside it fails loudly (the test run sets it; lib/schemas.ts). Off in production: cost.
   */
  checkAnswers: boolean;
  /** How long hot reads (users behind tokens, public articles, author lists) may be served from memory; 0 turns it off. */
  cacheTtlMs: number;
  /**
   * Where stores live on their own (docs/product-rules.md, "A store's address"): every store
   * answers on {slug}.{domain}; `origin` builds a store's canonical origin from its host.
   */
  stores: {
    domain: string;
    scheme: 'http' | 'https';
    port: string;
    /** The agency's site (PUBLIC_URL): a sandbox's or a prospect's demo lives at its /demo path. */
    agency?: string;
  };
  /**
   * Custom domain checks (stores/domain-check.ts, docs/decisions/047-custom-domain-checks.md): a
   * domain counts once its name resolves to `targets` and the store's token comes back over HTTPS.
   */
  /**
   * Online payments through Paystack (docs/payments.md): the agency's secret key (none: checkout
   * offers no online payment), its API's address, the agency's share of each payment (a
   * percentage, the same for every store, split at source by the store's subaccount) and how long
   * one call may take.
   */
  paystack: { secretKey?: string; baseUrl: string; agencyFeePercent: number; timeoutMs: number };
  domainCheck: {
    /** STORE_DOMAIN_TARGET: addresses (A/AAAA) and host names (CNAME) a domain may point at. */
    targets: string[];
    /** DOMAIN_CHECK_DNS_SERVERS: 'ip' or 'ip:port' asked instead of the system's resolvers. */
    dnsServers: string[];
    /** DOMAIN_CHECK_HTTPS_PORT: where the token is fetched (443). */
    httpsPort: number;
    /** DOMAIN_CHECK_CA: a PEM file trusted besides the system's CAs (a test's own certificate). */
    ca?: string;
    /** Minutes between two checks of one domain, and domains one sweep checks at most. */
    everyMinutes: number;
    perSweep: number;
    /** How long one check may wait for DNS or HTTPS, in ms. */
    timeoutMs: number;
  };
}

/** A whole number from the environment; a typo stops the start instead of meaning something else. */
function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return value;
}

/** A percentage from the environment (0 when unset), 0 to 100 with up to two decimals. */
function percent(env: NodeJS.ProcessEnv, name: string): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(raw) || value > 100)
    throw new Error(`${name} must be a percentage from 0 to 100 (got "${raw}")`);
  return value;
}

/** S3_* variables: the bucket for uploads, or undefined for the local folder. */
export function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // Local S3-compatible servers want the bucket in the path; AWS itself wants it in the host.
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : Boolean(endpoint),
    prefix: env.S3_PREFIX ?? 'media/',
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const list = (value: string) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 8090),
    host: env.API_HOST ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    tokenSecret: env.TOKEN_SECRET || undefined,
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 4 * 60 * 60),
    staffIdleMinutes: int(env, 'STAFF_IDLE_MINUTES', 30, 1),
    corsOrigins: list(env.CORS_ORIGINS ?? 'http://localhost:8080,http://127.0.0.1:8080'),
    s3: s3Settings(env),
    metrics: { port: int(env, 'METRICS_PORT', 0), host: env.METRICS_HOST ?? '127.0.0.1' },
    readyTimeoutMs: int(env, 'READY_TIMEOUT_MS', 2000, 1),
    statementTimeoutMs: int(env, 'STATEMENT_TIMEOUT_MS', 5000),
    mediaBaseUrl: env.MEDIA_BASE_URL ?? '',
    scryptCost: Number(env.SCRYPT_COST ?? 2 ** 17),
    trustProxyHops: int(env, 'TRUST_PROXY_HOPS', 0),
    trustedProxies: list(env.TRUSTED_PROXIES ?? ''),
    allowedHosts: list(env.ALLOWED_HOSTS ?? 'localhost,127.0.0.1,[::1]').map((h) =>
      h.toLowerCase(),
    ),
    seedDemo: env.SEED_DEMO === '1',
    demoStoreExpiryDays: int(env, 'DEMO_STORE_EXPIRY_DAYS', 30, 1),
    abandonedCartMinutes: int(env, 'ABANDONED_CART_MINUTES', 60, 0),
    hashing: { concurrency: int(env, 'HASH_CONCURRENCY', 2, 1), queue: int(env, 'HASH_QUEUE', 8) },
    limits: {
      loginFailures: int(env, 'LOGIN_MAX_FAILURES', 5, 1),
      accountFailures: int(env, 'LOGIN_ACCOUNT_MAX_FAILURES', 10, 1),
      contactPerHour: int(env, 'CONTACT_PER_HOUR', 20, 1),
      otpPerHourPerEmail: int(env, 'OTP_PER_HOUR_PER_EMAIL', 5, 1),
      otpPerHourPerAddress: int(env, 'OTP_PER_HOUR_PER_ADDRESS', 20, 1),
      resetPerHourPerAddress: int(env, 'RESET_PER_HOUR_PER_ADDRESS', 30, 1),
      authPerMinute: int(env, 'AUTH_PER_MINUTE', 600, 1),
      authPerMinutePerAddress: int(env, 'AUTH_PER_MINUTE_PER_ADDRESS', 30, 1),
      uploadsPerHourPerUser: int(env, 'UPLOADS_PER_HOUR_PER_USER', 120, 1),
      uploadsPerHourPerAddress: int(env, 'UPLOADS_PER_HOUR_PER_ADDRESS', 300, 1),
      ordersPerHourPerAddress: int(env, 'ORDERS_PER_HOUR_PER_ADDRESS', 30, 1),
      cartSavesPerHourPerAddress: int(env, 'CART_SAVES_PER_HOUR_PER_ADDRESS', 300, 1),
      findOrderPerHourPerAddress: int(env, 'FIND_ORDER_PER_HOUR_PER_ADDRESS', 10, 1),
      findOrderPerHourPerOrder: int(env, 'FIND_ORDER_PER_HOUR_PER_ORDER', 10, 1),
      orderMailsPerHourPerStore: int(env, 'ORDER_MAILS_PER_HOUR_PER_STORE', 10, 1),
      demoGuestsPerHourPerAddress: int(env, 'DEMO_GUESTS_PER_HOUR_PER_ADDRESS', 10, 1),
      demoGuestsOpen: int(env, 'DEMO_GUESTS_OPEN', 2000, 1),
      searchesPerMinutePerAddress: int(env, 'SEARCHES_PER_MINUTE_PER_ADDRESS', 60, 1),
      storeMaxProducts: int(env, 'STORE_MAX_PRODUCTS', 5000, 1),
      importsPerHourPerStore: int(env, 'IMPORTS_PER_HOUR_PER_STORE', 10, 1),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Forgeworks <no-reply@forgeworks.test>',
    publicUrl: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
    mailQueue: {
      retryBaseMs: int(env, 'MAIL_RETRY_BASE_MS', 30_000, 1),
      maxAttempts: int(env, 'MAIL_MAX_ATTEMPTS', 8, 1),
      pollMs: int(env, 'MAIL_POLL_MS', 10_000, 100),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    requestLog: { sample: int(env, 'LOG_SAMPLE', 100, 1), slowMs: int(env, 'LOG_SLOW_MS', 500) },
    checkAnswers: env.CHECK_ANSWERS === '1',
    cacheTtlMs: Number(env.CACHE_TTL_MS ?? 1000),
    stores: {
      agency: (env.PUBLIC_URL || 'http://localhost:8080').replace(/\/+$/, ''),
      // *.localhost reaches this machine in browsers without any DNS set-up.
      domain: (env.STORE_DOMAIN ?? 'localhost').toLowerCase().replace(/^\.|\.$/g, ''),
      scheme:
        (env.STORE_SCHEME ?? (env.NODE_ENV === 'production' ? 'https' : 'http')) === 'https'
          ? 'https'
          : 'http',
      port: env.STORE_PORT ?? '',
    },
    paystack: {
      secretKey: env.PAYSTACK_SECRET_KEY || undefined,
      baseUrl: (env.PAYSTACK_BASE_URL || 'https://api.paystack.co').replace(/\/+$/, ''),
      agencyFeePercent: percent(env, 'PAYSTACK_AGENCY_FEE_PERCENT'),
      timeoutMs: int(env, 'PAYSTACK_TIMEOUT_MS', 8000, 100),
    },
    domainCheck: {
      // Besides these, a CNAME to the store's own {slug}.{STORE_DOMAIN} always counts.
      targets: list(env.STORE_DOMAIN_TARGET ?? '').map((t) => t.toLowerCase().replace(/\.$/, '')),
      dnsServers: list(env.DOMAIN_CHECK_DNS_SERVERS ?? ''),
      httpsPort: int(env, 'DOMAIN_CHECK_HTTPS_PORT', 443, 1),
      ca: env.DOMAIN_CHECK_CA ? readFileSync(env.DOMAIN_CHECK_CA, 'utf8') : undefined,
      everyMinutes: int(env, 'DOMAIN_CHECK_EVERY_MINUTES', 60, 1),
      perSweep: int(env, 'DOMAIN_CHECK_PER_SWEEP', 20, 1),
      timeoutMs: int(env, 'DOMAIN_CHECK_TIMEOUT_MS', 5000, 100),
    },
  };
}

/** The proxy on the same machine, as `pnpm start` runs apps/web-server in front of the API. */
export const LOOPBACK_PROXIES = ['127.0.0.1/8', '::1/128'];

/**
 * Who may set X-Forwarded-For: nobody with TRUST_PROXY_HOPS=0; else the addresses and CIDRs of
 * TRUSTED_PROXIES, loopback when that is unset. A client that reaches the API directly from
 * anywhere else cannot choose its address (docs/decisions/009-device-cookie-and-trusted-proxies.md).
 */
export function trustedProxies(config: Config): string[] {
  if (config.trustProxyHops === 0) return [];
  return config.trustedProxies.length > 0 ? config.trustedProxies : LOOPBACK_PROXIES;
}

/** Settings that must not reach production; the message says what to do. */
export function productionProblems(config: Config): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.smtpUrl) {
    problems.push(
      'SMTP_URL is required with NODE_ENV=production: without it password reset codes would only be written to DATA_DIR/outbox.jsonl and never delivered.',
    );
  }
  if (config.tokenSecret === undefined)
    problems.push(
      'TOKEN_SECRET is required with NODE_ENV=production (at least 32 random characters, e.g. `openssl rand -base64 48`): without it the signing secret would live in the database, next to the data it protects.',
    );
  else if (config.tokenSecret.length < 32)
    problems.push('TOKEN_SECRET must be at least 32 characters with NODE_ENV=production.');
  if (config.scryptCost < 2 ** 15)
    problems.push('SCRYPT_COST must be at least 32768 with NODE_ENV=production.');
  return problems;
}

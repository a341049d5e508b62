import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_MEMORY_BUDGET_MB } from '../memory/budget';
import { SERVER_ROOT } from '../server-root';

const port = z.coerce.number().int().min(0).max(65535);
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  STAFF_PORT: port.default(3001),
  /**
   * Address the servers listen on. Loopback by default, so a fresh install is reachable from this machine only
   * (a reverse proxy on the same machine); `0.0.0.0` (or a private address) when the proxy runs elsewhere.
   */
  HOST: z.string().default('127.0.0.1'),
  /** Public host the store subdomains hang off: {handle}.{HOST_SUFFIX}. */
  HOST_SUFFIX: z.string().default('localhost'),
  /** Scheme used in links we mail. */
  PUBLIC_PROTOCOL: z.enum(['http', 'https']).default('http'),
  /**
   * Ports the seller and staff apps are reached on from outside (the proxy's), for the links we mail and print;
   * unset: PORT and STAFF_PORT (no proxy). 443 (with https) leaves the port out of the links.
   */
  PUBLIC_PORT: port.optional(),
  PUBLIC_STAFF_PORT: port.optional(),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * Where uploaded files go: `local` (DATA_DIR, one instance's disk) or `s3` (a bucket every instance reads).
   * Unset: `s3` when S3_BUCKET is set, else `local`.
   */
  STORAGE: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** An S3-compatible service's URL (MinIO, Ceph, R2…); unset: AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset (both): the AWS SDK's usual credentials (AWS_* variables, shared config, the instance's role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the URL's path rather than its host name; most S3-compatible services need it. */
  S3_FORCE_PATH_STYLE: flag,
  /** Folder inside the bucket ("backroom/"), so several installations can share one bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^(?:[\w.-]+\/)+$/, 'S3_PREFIX must be folder names each ending in "/", such as backroom/')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Backroom <no-reply@backroom.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (pino's lines, for log collectors) or `pretty` (one readable line each); unset: pretty in development. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  SEED_DEMO: flag,
  STOREFRONT: z.enum(['local', 'shopify']).default('local'),
  /** Shopify app secret: webhooks are HMAC-signed with it. */
  SHOPIFY_API_SECRET: z.string().min(1).optional(),
  /** Admin API base, `https://{shop}` by default; tests point it at a local fake. */
  SHOPIFY_API_URL: z.url().optional(),
  SHOPIFY_API_VERSION: z.string().default('2025-07'),
  /** What automated-payout stores pay through; manual stores always pay by hand. */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'checkbook']).default('sandbox'),
  SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  CHECKBOOK_API_URL: z.url().default('https://sandbox.checkbook.io'),
  CHECKBOOK_API_KEY: z.string().min(1).optional(),
  CHECKBOOK_API_SECRET: z.string().min(1).optional(),
  /** What stores pay Backroom through (billing/provider): `sandbox` works offline; `stripe` needs the keys. */
  BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** JSON list of plans ({id, name, pricePerLocation in minor units, maxLocations, description}); defaults otherwise. */
  BILLING_PLANS: z.string().optional(),
  BILLING_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'BILLING_CURRENCY must be a three-letter currency code')
    .default('USD'),
  BILLING_TRIAL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** Days a past-due store keeps full use before catalogue and intake changes stop. */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Tax the platform charges on its invoices, percent with up to two decimals ("0" for none). */
  BILLING_TAX_PERCENT: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'BILLING_TAX_PERCENT must be a percentage such as 8.25')
    .default('0'),
  BILLING_TAX_NAME: z.string().min(1).max(40).default('Tax'),
  /** How often the invoice run looks for periods that ended. */
  BILLING_RUN_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe's API base, https://api.stripe.com by default; tests point it at a local fake. */
  STRIPE_API_URL: z.url().optional(),
  /**
   * Where the register's card payments go (features/register): `sandbox` approves at once (development; refused in
   * production), `stripe-terminal` drives the store's Stripe Terminal reader and needs STRIPE_SECRET_KEY.
   */
  REGISTER_CARD_PROVIDER: z.enum(['sandbox', 'stripe-terminal']).default('sandbox'),
  /**
   * Key for provider secrets kept in the database (AES-256-GCM, see security/secret-box.ts); 32+ characters.
   * Unset: derived from JWT_SECRET (rotating that then makes stored secrets unreadable: set this in production).
   */
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters').optional(),
  /**
   * Where Linnworks orders come from: `linnworks` (Linnworks itself) or `local`, the local test Linnworks that
   * runs on this machine (development and tests; production refuses it). Unset: `linnworks` in production,
   * `local` otherwise.
   */
  LINNWORKS_PROVIDER: z.enum(['local', 'linnworks']).optional(),
  /** Linnworks' authorization API; tests point it at a local fake. */
  LINNWORKS_API_URL: z.url().default('https://api.linnworks.net'),
  /** Minutes between scheduled Linnworks syncs of a store. */
  LINNWORKS_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Requests one API key may make per minute, counted across all server instances. */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Megabytes of the process's heap for every per-store cache together (search indexes, cached pages and
   * answers); least recently used entries leave first. 256 suits a 1 GB process.
   */
  MEMORY_BUDGET_MB: z.coerce.number().positive().max(1_000_000).default(DEFAULT_MEMORY_BUDGET_MB),
  /**
   * Where rate limits and sign-in throttles count (shared by all instances). Unset: in PostgreSQL (or the
   * embedded database), which needs nothing more.
   */
  REDIS_URL: z.url().optional(),
  /** Prefix of the counters' Redis keys (several installations may share one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('backroom:limits:'),
  WEB_DIST: z.string().optional(),
  /** Set by `npm start` while it builds the web apps: the server serves once this file is gone. */
  WEB_BUILD_MARKER: z.string().optional(),
  /**
   * Addresses or CIDRs of the reverse proxies whose X-Forwarded-For is believed (comma-separated, as Fastify's
   * trustProxy takes them). Unset: no proxy is trusted and rate limits key on the socket's address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-fA-F:.,/\s]+$/, 'TRUST_PROXY must list proxy addresses or CIDRs, comma-separated')
    .optional(),
});

export type Env = Omit<z.infer<typeof envSchema>, 'LINNWORKS_PROVIDER'> & {
  /** LINNWORKS_PROVIDER, or its default for NODE_ENV. */
  LINNWORKS_PROVIDER: 'local' | 'linnworks';
  dataDir: string;
  jwtSecret: string;
  webDist: string;
  /** Where uploaded files go (STORAGE, or `s3` when only S3_BUCKET is set). */
  storage: 'local' | 's3';
};

/** Problems a single variable's schema cannot see: settings that only make sense together. */
function storageProblems(env: z.infer<typeof envSchema>, storage: 'local' | 's3'): string[] {
  if (storage !== 's3') return [];
  const problems: string[] = [];
  if (!env.S3_BUCKET)
    problems.push('  S3_BUCKET: required when STORAGE=s3 (the bucket every instance reads)');
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    problems.push('  S3_ACCESS_KEY_ID: set it together with S3_SECRET_ACCESS_KEY, or neither');
  }
  return problems;
}

/** Validates process.env once at boot; a bad value stops the process with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('Invalid environment:\n  JWT_SECRET: required in production (32+ characters)');
  }
  const storage = env.STORAGE ?? (env.S3_BUCKET ? 's3' : 'local');
  const problems = storageProblems(env, storage);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    LINNWORKS_PROVIDER: env.LINNWORKS_PROVIDER ?? (env.NODE_ENV === 'production' ? 'linnworks' : 'local'),
    storage,
    dataDir,
    jwtSecret: env.JWT_SECRET ?? installationSecret(env.NODE_ENV, dataDir),
    webDist: path.resolve(env.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
  };
}

/** One random key per test process: tests never share or predict it either. */
const TEST_PROCESS_SECRET = randomBytes(48).toString('base64url');

/**
 * Without JWT_SECRET (development only; production refuses to start): a random key made on first start and kept
 * in DATA_DIR/jwt-secret, mode 0600, so restarts keep sessions and nobody can derive it from the install path.
 */
function installationSecret(nodeEnv: string, dataDir: string): string {
  if (nodeEnv === 'test') return TEST_PROCESS_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process made it first: read theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`Invalid environment:\n  ${file} holds no usable secret; delete it`);
  return secret;
}

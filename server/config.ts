import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../common/constants';
import { PGLITE_SHARED_BUFFERS } from './db/pglite-settings';
import { DEFAULT_CACHE_MAX_BYTES } from './http/bounded-cache';
import { parseStorageUrl } from './storage/s3-file-storage';
import { parseDsn } from '../common/telemetry/error-event';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * PostgreSQL's shared_buffers inside the embedded database (no DATABASE_URL): memory of this
   * process, most of it touched at start (server/db/client.ts). More helps a catalogue much larger
   * than the demo's; the operating system caches the data directory's files anyway.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d*(kB|MB|GB)$/, 'must be a size such as 32MB')
    .default(PGLITE_SHARED_BUFFERS),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  SEED_DEMO_DATA: booleanish.default(true),
  TRUST_PROXY: booleanish.default(false),
  /** The store's public origin (https://tienda.example) for canonical, Open Graph and sitemap addresses; unset, the request's. */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s?#]+\/?$/, 'must be an origin such as https://tienda.example (no path)')
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Run the background jobs in this process (a web instance beside `npm run worker` may leave them: false). */
  RUN_JOBS: booleanish.default(true),
  /** How long a running job may take before it is taken as lost (its process died) and run again; unset, each job's own (2–5 min). */
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  /** How often a worker looks for lost jobs and old ones to archive. */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Keep public pages rendered for anonymous visitors in memory (docs/decisions/0012-page-render-cache.md). */
  RENDER_CACHE: booleanish.default(true),
  /** The most each in-memory cache (catalogue answers, rendered pages) holds, last-known copies included (server/http/bounded-cache.ts). */
  CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(DEFAULT_CACHE_MAX_BYTES / (1024 * 1024)),
  BUILD_DIR: z.string().min(1).default('build'),
  AUTH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RATE_LIMIT_LOGIN_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_PER_IP: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  RATE_LIMIT_REGISTER_PER_IP: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_REGISTER_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(DEFAULT_UPLOAD_MAX_BYTES),
  /** smtp://user:password@host:587 or smtps://…:465; unset, the e-mails stay in the outbox (/admin/emails). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** Where the VERI*FACTU records go: 'outbox' keeps them (staff read them); 'aeat' sends them with the company's certificate. */
  FISCAL_SUBMITTER: z.enum(['outbox', 'aeat']).default('outbox'),
  /** The AEAT's VERI*FACTU web service; its production address unless set (its test one for trials). */
  AEAT_ENDPOINT: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  /** The company's certificate: a PKCS#12 file and its password, or a PEM certificate and its key. */
  AEAT_PFX_FILE: z.string().min(1).optional(),
  AEAT_PFX_PASSWORD: z.string().optional(),
  AEAT_CERT_FILE: z.string().min(1).optional(),
  AEAT_KEY_FILE: z.string().min(1).optional(),
  /** s3://bucket/prefix: uploaded and generated files in a bucket of any S3-compatible service; unset, DATA_DIR/storage. */
  STORAGE_URL: z
    .string()
    .refine((value) => parseStorageUrl(value) !== null, 'must be s3://bucket or s3://bucket/prefix')
    .optional(),
  /** The S3-compatible service's address (https://<account>.r2.cloudflarestorage.com, http://minio:9000); unset, AWS. */
  STORAGE_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  STORAGE_REGION: z.string().min(1).default('us-east-1'),
  STORAGE_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than in the host name; the default with STORAGE_ENDPOINT (MinIO, Ceph, R2). */
  STORAGE_FORCE_PATH_STYLE: booleanish.optional(),
  /** Where pages link stored files (a CDN in front of the bucket); unset, /storage/* on this server, which streams them. */
  STORAGE_PUBLIC_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  /** Where `npm run backup` and the nightly backup write (a folder); unset, DATA_DIR/backups. Ignored with BACKUP_URL. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** s3://bucket/prefix: backups in a private bucket (reached with STORAGE_ENDPOINT, STORAGE_REGION and the STORAGE_ keys) — never the public files' one. */
  BACKUP_URL: z
    .string()
    .refine((value) => parseStorageUrl(value) !== null, 'must be s3://bucket or s3://bucket/prefix')
    .optional(),
  /** The nightly backup (03:00 UTC, with the retention rule 7 daily, 5 weekly, 12 monthly); false when backups are taken otherwise. */
  BACKUP_NIGHTLY: booleanish.default(true),
  /** Who takes card and Bizum payments: the built-in test gateway, Redsys (TPV Virtual) or Stripe (server/payments/choose-provider.ts). */
  PAYMENT_PROVIDER: z.enum(['test', 'redsys', 'stripe']).default('test'),
  /** Redsys's test environment or real money; Stripe's mode follows its key (sk_test_ / sk_live_). */
  PAYMENT_MODE: z.enum(['test', 'live']).optional(),
  /** The merchant's FUC code (9 digits), the terminal and the SHA-256 secret key from the Redsys back office. */
  REDSYS_MERCHANT_CODE: z.string().regex(/^\d{1,9}$/, 'must be the FUC code: up to 9 digits').optional(),
  REDSYS_TERMINAL: z.string().regex(/^\d{1,3}$/, 'must be the terminal number: 1 to 3 digits').default('1'),
  REDSYS_SECRET_KEY: z.string().regex(/^[A-Za-z0-9+/]{16,}={0,2}$/, "must be the terminal's SHA-256 key (Base64)").optional(),
  /** Another Redsys address than its test or live one (the local simulator: npm run payments:simulators). */
  REDSYS_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
  /** The signing secret of the store's webhook endpoint in Stripe's dashboard. */
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9_]+$/, 'must be a webhook signing secret (whsec_…)').optional(),
  /** Another Stripe API address (the local simulator). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Error reports to a Sentry-compatible service (docs/operations.md); unset, none are sent. OTEL_* variables are read by server/telemetry/tracing.ts. */
  SENTRY_DSN: z
    .string()
    .refine((value) => parseDsn(value) !== null, 'must be a DSN such as https://key@errors.example/1')
    .optional(),
  /** The DSN the pages report to (public: the browser sees it); unset, the pages send nothing. */
  SENTRY_DSN_BROWSER: z
    .string()
    .refine((value) => parseDsn(value) !== null, 'must be a DSN such as https://key@errors.example/2')
    .optional(),
  /** The reports' environment ('production', 'staging'…). */
  SENTRY_ENVIRONMENT: z.string().regex(/^[\w.-]{1,64}$/, 'must be a short name such as production').optional(),
  /** The bearer token Prometheus sends for /metrics (docs/operations.md); unset, /metrics is not served on PORT. */
  METRICS_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9._~+/=-]{24,200}$/, 'must be 24 to 200 letters, digits or ._~+/=- (a random secret: openssl rand -hex 32)')
    .optional(),
  /** A port of its own for /metrics (reached only from the monitoring network); it asks for METRICS_TOKEN too when that is set. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  ADMIN_EMAIL: z.email('must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
}).superRefine((config, ctx) => {
  if (!config.STORAGE_URL) {
    // The backups' bucket (BACKUP_URL) is reached with the same address and keys.
    const needingBucket = config.BACKUP_URL ? (['STORAGE_PUBLIC_URL'] as const) : (['STORAGE_ENDPOINT', 'STORAGE_ACCESS_KEY_ID', 'STORAGE_SECRET_ACCESS_KEY', 'STORAGE_PUBLIC_URL'] as const);
    for (const name of needingBucket) {
      if (config[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is only used with STORAGE_URL (s3://bucket/prefix)' });
    }
  }
  if (config.BACKUP_URL && config.STORAGE_URL && sameBucketArea(config.BACKUP_URL, config.STORAGE_URL)) {
    ctx.addIssue({ code: 'custom', path: ['BACKUP_URL'], message: 'must not be inside STORAGE_URL: /storage/* serves every file there, and backups hold the whole database' });
  }
  if (Boolean(config.STORAGE_ACCESS_KEY_ID) !== Boolean(config.STORAGE_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['STORAGE_ACCESS_KEY_ID'], message: 'STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together' });
  }
  if (config.PAYMENT_PROVIDER === 'redsys') {
    if (!config.REDSYS_MERCHANT_CODE) ctx.addIssue({ code: 'custom', path: ['REDSYS_MERCHANT_CODE'], message: "PAYMENT_PROVIDER=redsys needs the merchant's FUC code" });
    if (!config.REDSYS_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['REDSYS_SECRET_KEY'], message: "PAYMENT_PROVIDER=redsys needs the terminal's SHA-256 key" });
  }
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY) ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'PAYMENT_PROVIDER=stripe needs the secret key' });
    if (!config.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: "PAYMENT_PROVIDER=stripe needs the webhook endpoint's signing secret" });
    const keyMode = config.STRIPE_SECRET_KEY?.includes('_live_') ? 'live' : 'test';
    if (config.PAYMENT_MODE && config.STRIPE_SECRET_KEY && config.PAYMENT_MODE !== keyMode) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_MODE'], message: `is ${config.PAYMENT_MODE} but STRIPE_SECRET_KEY is a ${keyMode} key` });
    }
  }
  if (config.PAYMENT_PROVIDER === 'test' && config.PAYMENT_MODE === 'live') {
    ctx.addIssue({ code: 'custom', path: ['PAYMENT_MODE'], message: 'the built-in test gateway takes no real money: choose PAYMENT_PROVIDER=redsys or stripe' });
  }
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
    ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must be another port than PORT' });
  }
  if (config.FISCAL_SUBMITTER === 'aeat' && !config.AEAT_PFX_FILE && !(config.AEAT_CERT_FILE && config.AEAT_KEY_FILE)) {
    ctx.addIssue({ code: 'custom', path: ['FISCAL_SUBMITTER'], message: "'aeat' needs the company's certificate: AEAT_PFX_FILE (and AEAT_PFX_PASSWORD) or AEAT_CERT_FILE and AEAT_KEY_FILE" });
  }
});

/** Whether the backups' bucket area overlaps the public files' one (the same bucket, one prefix inside the other). */
function sameBucketArea(backupUrl: string, storageUrl: string): boolean {
  const backups = parseStorageUrl(backupUrl);
  const files = parseStorageUrl(storageUrl);
  if (!backups || !files || backups.bucket !== files.bucket) return false;
  const inside = (a: string, b: string) => b === '' || a === b || a.startsWith(`${b}/`);
  return inside(backups.prefix, files.prefix) || inside(files.prefix, backups.prefix);
}

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string };

export class ConfigError extends Error {}

/** Reads and validates the environment; a wrong value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ConfigSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export function authSettingsFrom(config: Config) {
  return {
    tokenTtlDays: config.AUTH_TOKEN_TTL_DAYS,
    loginPerEmail: { max: config.RATE_LIMIT_LOGIN_PER_EMAIL, windowSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
    loginPerIp: { max: config.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS },
    registerPerIp: { max: config.RATE_LIMIT_REGISTER_PER_IP, windowSeconds: config.RATE_LIMIT_REGISTER_WINDOW_SECONDS },
  };
}

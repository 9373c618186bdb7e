import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AuthUser } from '../../common/auth/contracts';
import type { BackupDestination } from '../backup/backup-destination';
import type { Database } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { StorePaymentProvider } from '../payments/hosted-provider';
import type { FileStorage } from '../storage/file-storage';
import type { AuthSettings } from './auth/auth-settings';

export interface ApiDeps {
  database: Database;
  logger: Logger;
  version: string;
  dbCheckTimeoutMs: number;
  now: () => Date;
  auth: AuthSettings;
  storage: FileStorage;
  /** Largest accepted upload, in bytes. */
  uploadMaxBytes: number;
  /** Hold every reply to its contract (tests): a reply that does not match is a 500 that names the endpoint. */
  checkReplies?: boolean;
  /** The caller's address (behind a trusted proxy: the first X-Forwarded-For entry). */
  clientIp: (c: Context) => string;
  /** The payment provider: the built-in test gateway unless PAYMENT_PROVIDER names Redsys or Stripe. */
  payments: StorePaymentProvider;
  /** The background jobs' queue (server/jobs); absent in tests that do not start one. */
  jobs?: JobQueue;
  /** Where backups are written (server/backup) and whether the nightly one runs; absent, /admin says none was found. */
  backups?: { destination: BackupDestination; nightly: boolean };
  /** The most each in-memory cache holds, in bytes (CACHE_MAX_MB; server/http/bounded-cache.ts); default 32 MiB. */
  cacheMaxBytes?: number;
}

export interface AuthContext {
  user: AuthUser;
  tokenId: number;
  /** When this session gave its second factor; null: opened with a password alone. */
  secondFactorAt: Date | null;
}

/** `auth` is always set behind 'customer' and 'admin' endpoints; behind 'shopper' ones it is undefined for a guest. */
export type ApiEnv = { Variables: { requestId: string; auth: AuthContext } };
export type ApiApp = OpenAPIHono<ApiEnv>;

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { RequestHandler } from 'react-router';
import { createApp } from '../server/app';
import type { AuthSettings } from '../server/api/auth/auth-settings';
import type { Database } from '../server/db/client';
import type { JobQueue } from '../server/jobs/job-queue';
import type { Logger } from '../server/logger';
import type { AppMetrics } from '../server/observability/metrics';
import type { StorePaymentProvider } from '../server/payments/hosted-provider';
import { createLocalFileStorage, type FileStorage } from '../server/storage/file-storage';

export const silentLogger = pino({ level: 'silent' });

export const TEST_AUTH_SETTINGS: AuthSettings = {
  tokenTtlDays: 30,
  loginPerEmail: { max: 1000, windowSeconds: 900 },
  loginPerIp: { max: 1000, windowSeconds: 900 },
  registerPerIp: { max: 1000, windowSeconds: 3600 },
};

/** The real app (API, middleware, error handling) without SSR, for `app.request()` tests. */
export function createTestApp(
  database: Database,
  overrides: { now?: () => Date; auth?: Partial<AuthSettings>; storageRoot?: string; storage?: FileStorage; jobs?: JobQueue; payments?: StorePaymentProvider; ssrHandler?: RequestHandler; renderCache?: boolean; publicUrl?: string; metrics?: AppMetrics; metricsToken?: string; logger?: Logger; browserErrorReportDsn?: string; clientDir?: string } = {},
) {
  const storageRoot = overrides.storage ? '' : overrides.storageRoot ?? fs.mkdtempSync(path.join(os.tmpdir(), 'td-storage-'));
  return createApp({
    database,
    logger: overrides.logger ?? silentLogger,
    version: '1.0.0',
    dbCheckTimeoutMs: 1_000,
    now: overrides.now ?? (() => new Date()),
    auth: { ...TEST_AUTH_SETTINGS, ...overrides.auth },
    storage: overrides.storage ?? createLocalFileStorage(storageRoot),
    uploadMaxBytes: 2 * 1024 * 1024,
    checkReplies: true,
    trustProxy: true,
    ...(overrides.payments ? { payments: overrides.payments } : {}),
    ...(overrides.jobs ? { jobs: overrides.jobs } : {}),
    ...(overrides.ssrHandler ? { ssrHandler: overrides.ssrHandler, renderCache: overrides.renderCache } : {}),
    ...(overrides.publicUrl ? { publicUrl: overrides.publicUrl } : {}),
    ...(overrides.browserErrorReportDsn ? { browserErrorReportDsn: overrides.browserErrorReportDsn } : {}),
    ...(overrides.clientDir ? { clientDir: overrides.clientDir } : {}),
    ...(overrides.metrics ? { metrics: overrides.metrics, metricsToken: overrides.metricsToken } : {}),
  });
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

export interface ApiDeps {
  database: Database;
  logger: Logger;
  version: string;
  dbCheckTimeoutMs: number;
  now: () => Date;
}

export type ApiEnv = { Variables: { requestId: string } };
export type ApiApp = OpenAPIHono<ApiEnv>;

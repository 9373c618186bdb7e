import { expect, it } from 'vitest';
import type { ImportJobRow } from '../../db/schema';
import { IMPORT_HEARTBEAT_STALE_MS, presentJob } from './csv-import-run';

const started = new Date('2026-11-28T10:00:00Z');
const row = (overrides: Partial<ImportJobRow>): ImportJobRow => ({
  id: 7,
  kind: 'products',
  status: 'running',
  total: 500,
  processed: 120,
  result: null,
  createdBy: 1,
  createdAt: started,
  heartbeatAt: started,
  finishedAt: null,
  source: null,
  fileName: 'productos.csv',
  actor: null,
  ...overrides,
});

it("shows another instance's running import from its row while it beats, and a dead one as interrupted", () => {
  const soon = new Date(started.getTime() + 2_000);
  expect(presentJob(row({}), null, soon)).toMatchObject({ status: 'running', processed: 120, total: 500, error: null });
  const later = new Date(started.getTime() + IMPORT_HEARTBEAT_STALE_MS + 1);
  expect(presentJob(row({}), null, later)).toMatchObject({ status: 'failed', error: expect.stringMatching(/se interrumpió/) });
  expect(presentJob(row({ heartbeatAt: null }), null, soon).status).toBe('failed');
  // The instance running it answers from memory, whatever the row says.
  expect(presentJob(row({ heartbeatAt: null }), { processed: 300, total: 500 }, later)).toMatchObject({ status: 'running', processed: 300 });
  // Waiting for a worker: running, at 0.
  expect(presentJob(row({ status: 'queued', processed: 0 }), null, later)).toMatchObject({ status: 'running', processed: 0 });
});

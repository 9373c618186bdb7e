import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from './logger';
import { withProgress } from './progress';

function recordingLogger() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const logger = { info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }) } as unknown as Logger;
  return { logger, lines };
}

describe('withProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says every 2 s how far a long task is, then how long it took', async () => {
    const { logger, lines } = recordingLogger();
    let finish = () => {};
    const running = withProgress(logger, 'seed step demo', (report) => {
      report('products', 0, 68);
      return new Promise<string>((resolve) => {
        finish = () => resolve('done');
        setTimeout(() => report('products', 24, 68), 3_000);
      });
    }, { fields: { step: 'demo' } });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(2_000);
    finish();
    expect(await running).toBe('done');
    expect(lines.map((l) => l.message)).toEqual(['seed step demo: products 0/68', 'seed step demo: products 24/68', 'seed step demo done in 4.0 s']);
    expect(lines[1]!.fields).toMatchObject({ step: 'demo', task: 'seed step demo', what: 'products', done: 24, total: 68 });
    expect(lines[2]!.fields).toMatchObject({ step: 'demo', durationMs: 4_000 });
  });

  it('says a task without reports is still running, and stays quiet about a quick one unless asked', async () => {
    const { logger, lines } = recordingLogger();
    const slow = withProgress(logger, 'migrating the database', () => new Promise((resolve) => setTimeout(resolve, 2_500)));
    await vi.advanceTimersByTimeAsync(2_500);
    await slow;
    expect(lines.map((l) => l.message)).toEqual(['migrating the database: still running (2.0 s)', 'migrating the database done in 2.5 s']);

    lines.length = 0;
    await withProgress(logger, 'quick', async () => {});
    expect(lines).toEqual([]);
    await withProgress(logger, 'seed step quick', async () => {}, { logEnd: 'always', endMessage: (took) => `seed step quick applied in ${took}` });
    expect(lines.map((l) => l.message)).toEqual(['seed step quick applied in 0.0 s']);

    lines.length = 0;
    await withProgress(logger, 'opening the database', async () => {}, { logStart: true });
    expect(lines.map((l) => l.message)).toEqual(['opening the database…']);
  });

  it('stops reporting when the task fails, and passes the failure on', async () => {
    const { logger, lines } = recordingLogger();
    await expect(withProgress(logger, 'failing', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines).toEqual([]);
  });
});

import type { Logger } from './logger';

/** Told by a long task what it is doing and how far it is: ('products', 24, 68). */
export type ReportProgress = (what: string, done?: number, total?: number) => void;

export interface ProgressOptions {
  /** How often a running task says how far it is; the first line comes after this long. */
  everyMs?: number;
  /** Log the duration when the task ends: always, or only when it took longer than `everyMs`. */
  logEnd?: 'always' | 'slow';
  /** The end line's message; by default `${label} done in 1.2 s`. */
  endMessage?: (seconds: string) => string;
  /**
   * Log `${label}…` when the task begins: for a task that may hold the event loop (PGlite
   * creating its data directory), when no line can be written until it ends.
   */
  logStart?: boolean;
  /** Logged with every line, e.g. { step: name }. */
  fields?: Record<string, unknown>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `task` and, while it runs longer than `everyMs` (2 s), logs every `everyMs` what it is
 * doing and how far it is (`seed step 2026-11-demo-catalog: products 24/68`), so a slow start is
 * never silent. Without a logger the task just runs.
 */
export async function withProgress<T>(
  logger: Logger | undefined,
  label: string,
  task: (report: ReportProgress) => Promise<T>,
  { everyMs = 2_000, logEnd = 'slow', endMessage, logStart = false, fields }: ProgressOptions = {},
): Promise<T> {
  const started = performance.now();
  if (logStart) logger?.info({ ...fields, task: label }, `${label}…`);
  let state: { what: string; done?: number; total?: number } | null = null;
  const timer = logger
    ? setInterval(() => {
        const elapsedMs = Math.round(performance.now() - started);
        const how = state ? ` ${state.what}${state.done !== undefined && state.total !== undefined ? ` ${state.done}/${state.total}` : ''}` : ` still running (${seconds(elapsedMs)})`;
        logger.info({ ...fields, task: label, ...state, elapsedMs }, `${label}:${how}`);
      }, everyMs)
    : null;
  timer?.unref();
  try {
    const result = await task((what, done, total) => {
      state = { what, done, total };
    });
    const durationMs = Math.round(performance.now() - started);
    if (logger && (logEnd === 'always' || durationMs > everyMs)) {
      logger.info({ ...fields, task: label, durationMs }, endMessage ? endMessage(seconds(durationMs)) : `${label} done in ${seconds(durationMs)}`);
    }
    return result;
  } finally {
    if (timer) clearInterval(timer);
  }
}

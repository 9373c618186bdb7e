import fs from 'node:fs';
import path from 'node:path';
import { experimental_getRunnerTask, type Reporter, type SerializedError, type TestModule } from 'vitest/node';

/**
 * Prints, after every run, each project's wall time, the ten slowest test files and the files
 * that failed, and writes the same to build/test-timings.json (CI's time budget names the
 * slowest files from it). Issue 20: the suite's cost stays in sight, so it does not drift back.
 */

export interface FileTiming {
  project: string;
  file: string;
  /** From the file's start in its worker to its end: setup, import, hooks and tests. */
  ms: number;
  ok: boolean;
}

export interface TestTimings {
  projects: { project: string; wallMs: number; files: number }[];
  slowest: FileTiming[];
  failed: FileTiming[];
}

export const TIMINGS_FILE = path.join('build', 'test-timings.json');

/** The figures of a run, from each file's start and end times. Pure, for the unit test. */
export function summariseTimings(
  files: (FileTiming & { startedAt: number; endedAt: number })[],
  slowestCount = 10,
): TestTimings {
  const byProject = new Map<string, { start: number; end: number; files: number }>();
  for (const f of files) {
    const seen = byProject.get(f.project);
    if (!seen) byProject.set(f.project, { start: f.startedAt, end: f.endedAt, files: 1 });
    else {
      seen.start = Math.min(seen.start, f.startedAt);
      seen.end = Math.max(seen.end, f.endedAt);
      seen.files += 1;
    }
  }
  const strip = ({ project, file, ms, ok }: FileTiming): FileTiming => ({ project, file, ms, ok });
  return {
    projects: [...byProject].map(([project, t]) => ({ project, wallMs: t.end - t.start, files: t.files })),
    slowest: [...files].sort((a, b) => b.ms - a.ms).slice(0, slowestCount).map(strip),
    failed: files.filter((f) => !f.ok).map(strip),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatTimings(t: TestTimings): string {
  const lines = ['', 'Wall time per project:'];
  for (const p of t.projects) lines.push(`  ${p.project.padEnd(12)} ${seconds(p.wallMs).padStart(9)}  (${p.files} files)`);
  lines.push('', `Slowest ${t.slowest.length} test files:`);
  for (const f of t.slowest) lines.push(`  ${seconds(f.ms).padStart(9)}  [${f.project}] ${f.file}`);
  if (t.failed.length) {
    lines.push('', `Failed test files (${t.failed.length}):`);
    for (const f of t.failed) lines.push(`  [${f.project}] ${f.file}`);
  }
  return lines.join('\n');
}

/** A file's time in its worker (environment, set-up, import, hooks and tests) and when it started. */
function fileTiming(module: TestModule) {
  const d = module.diagnostic();
  const ms = Math.round(d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration);
  // Reporter events arrive in batches, so the runner's own start time is the one to trust.
  const startedAt = experimental_getRunnerTask(module).result?.startTime ?? Date.now() - ms;
  return {
    project: module.project.name,
    file: path.relative(process.cwd(), module.moduleId),
    ms,
    ok: module.state() !== 'failed',
    startedAt,
    endedAt: startedAt + ms,
  };
}

export default class TestTimingReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<SerializedError>) {
    const files = modules.filter((m) => m.state() !== 'skipped' && m.state() !== 'queued').map(fileTiming);
    if (files.length === 0) return;
    const timings = summariseTimings(files);
    console.log(formatTimings(timings));
    if (errors.length) console.log(`\n${errors.length} error(s) outside the tests: see above.`);
    fs.mkdirSync(path.dirname(TIMINGS_FILE), { recursive: true });
    fs.writeFileSync(TIMINGS_FILE, `${JSON.stringify(timings, null, 2)}\n`);
  }
}

/** Figures beside their targets, the console lines, and the files written to bench/results/. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../e2e/built-app';
import type { InteractionResult } from './interactions';
import type { HydrationResult } from './hydration';
import type { LighthousePage } from './lighthouse';
import { round, type Measurement } from './load';
import type { SearchResult } from './search';
import { RESULTS_DIR, settings, type DatabaseKind } from './settings';
import type { HttpResult } from './targets';
import { traceMarkdown, type TraceSummary } from './trace-summary';

/** A target: its wording and its test. */
export interface Goal {
  text: string;
  test: (value: number) => boolean;
}
export const atLeast = (min: number, unit = ''): Goal => ({ text: `≥ ${min}${unit}`, test: (v) => v >= min });
export const below = (max: number, unit = ''): Goal => ({ text: `< ${max}${unit}`, test: (v) => v < max });
export const atMost = (max: number, unit = ''): Goal => ({ text: `≤ ${max}${unit}`, test: (v) => v <= max });
export const exactly = (value: number, unit = ''): Goal => ({ text: `= ${value}${unit}`, test: (v) => v === value });

export interface Figure {
  /** null: not a database figure (Lighthouse judges the pages). */
  database: DatabaseKind | null;
  name: string;
  value: number;
  unit: string;
  /** null: recorded, no target set. */
  target: string | null;
  met: boolean | null;
}

export function figure(database: DatabaseKind | null, name: string, value: number, unit: string, goal?: Goal): Figure {
  return { database, name, value, unit, target: goal?.text ?? null, met: goal ? goal.test(value) : null };
}

export interface MemoryResult {
  database: DatabaseKind;
  catalogue: string;
  atRestMb: number;
  afterLoadMb: number;
  /** After the load and two full garbage collections (what the process holds); the search runs only. */
  afterGcMb?: number;
  /** The JavaScript heap's live objects, and the memory outside it (buffers, PGlite's WebAssembly memory), after that GC. */
  heapUsedAfterGcMb?: number;
  externalAfterGcMb?: number;
  /** The most it held at any time (VmHWM); the search runs only. */
  peakMb?: number | null;
}

export interface Report {
  date: string;
  commit: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string; loadAverageAtStart: number[] };
  settings: typeof settings;
  http: HttpResult[];
  search: SearchResult[];
  memory: MemoryResult[];
  lighthouse: LighthousePage[];
  traces: TraceSummary[];
  interactions: InteractionResult[];
  hydration: HydrationResult[];
  figures: Figure[];
  /** What went wrong (errors under load, a Lighthouse failure); the run exits 1 when any. */
  failures: string[];
}

function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_ROOT }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: PROJECT_ROOT }).toString().trim() !== '';
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

export function newReport(): Report {
  return {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      platform: `${os.platform()} ${os.release()}`,
      // Other work on the machine skews every figure; this says how busy it was.
      loadAverageAtStart: os.loadavg().map((load) => round(load, 2)),
    },
    settings,
    http: [],
    search: [],
    memory: [],
    lighthouse: [],
    traces: [],
    interactions: [],
    hydration: [],
    figures: [],
    failures: [],
  };
}

const verdict = (f: Figure) => (f.met === null ? '' : f.met ? 'met' : 'NOT MET');
const shown = (f: Figure) => `${f.value}${f.unit === '%' ? ' %' : f.unit ? ` ${f.unit}` : ''}`;

/** One console line a figure: name, value, target, met or not. */
export function printFigures(figures: Figure[]) {
  const width = Math.max(...figures.map((f) => f.name.length));
  for (const f of figures) {
    console.log(`  ${f.name.padEnd(width)}  ${shown(f).padStart(10)}   target ${(f.target ?? 'none').padEnd(8)} ${verdict(f)}`);
  }
}

export function printMeasurement(label: string, m: Measurement) {
  const errors = m.errors + m.timeouts + m.non2xx;
  console.log(
    `  ${label.padEnd(9)} ${round(m.requestsPerSecond, 0).toString().padStart(7)} req/s   p50 ${String(m.latencyMs.p50).padStart(4)} ms   p95 ${String(m.latencyMs.p95).padStart(5)} ms   p99 ${String(m.latencyMs.p99).padStart(4)} ms${errors ? `   ${errors} errors/time-outs/non-2xx` : ''}`,
  );
}

function markdown(report: Report) {
  const { machine, settings: s } = report;
  const lines = [
    `# Benchmark ${report.date}`,
    '',
    `Commit ${report.commit}, Node ${machine.node}, ${machine.cpus} × ${machine.cpuModel}, load average at start ${machine.loadAverageAtStart.join(' / ')}.`,
    `${s.seconds} s measured after ${s.warmupSeconds} s warm-up; ${s.connections} connections (search: ${s.searchConnections}); ` +
      `databases ${s.databases.join(', ')}; search catalogue ${s.searchProducts} products. Load generator, app and ceiling share the machine.`,
    '',
    '## Figures and targets',
    '',
    '| database | figure | value | target | |',
    '|---|---|---:|---|---|',
    ...report.figures.map((f) => `| ${f.database ?? '–'} | ${f.name} | ${shown(f)} | ${f.target ?? '–'} | ${verdict(f)} |`),
    ...(report.failures.length ? ['', '## Failures', '', ...report.failures.map((failure) => `- ${failure}`)] : []),
  ];
  if (report.http.length) {
    lines.push('', '## App and its ceiling', '', '| database | target | server | req/s | p50 ms | p99 ms | errors | bytes |', '|---|---|---|---:|---:|---:|---:|---:|');
    for (const r of report.http) {
      for (const [server, m] of [['app', r.app], ['ceiling', r.ceiling]] as const) {
        lines.push(`| ${r.database} | ${r.description} | ${server} | ${round(m.requestsPerSecond, 0)} | ${m.latencyMs.p50} | ${m.latencyMs.p99} | ${m.errors + m.timeouts + m.non2xx} | ${r.responseBytes} |`);
      }
    }
  }
  if (report.search.length) {
    lines.push('', '## Search', '', '| database | endpoint | cache | how | req/s | p50 ms | p95 ms | p99 ms | errors |', '|---|---|---|---|---:|---:|---:|---:|---:|');
    for (const r of report.search) {
      const m = r.measurement;
      lines.push(`| ${r.database} | ${r.endpoint} | ${r.cache} | ${r.how} | ${round(m.requestsPerSecond, 0)} | ${m.latencyMs.p50} | ${m.latencyMs.p95} | ${m.latencyMs.p99} | ${m.errors + m.timeouts + m.non2xx} |`);
    }
  }
  if (report.lighthouse.length) {
    lines.push(
      '',
      '## Lighthouse mobile: each page beside its script-free twin (medians)',
      '',
      '| page | app | twin | app / twin | TBT ms | LCP ms | CLS | a11y / bp / SEO | JS before interaction (gzip KB, files) | twin TBT / LCP ms |',
      '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|',
    );
    for (const p of report.lighthouse) {
      const m = p.app.median;
      lines.push(
        `| ${p.path}${p.withCart ? ' (one line in the cart)' : ''} | ${m.performance} | ${p.twin.median.performance} | ${p.ratioPercent} % | ${m.totalBlockingTimeMs} | ${m.lcpMs} | ${m.cls} | ${m.accessibility} / ${m.bestPractices} / ${m.seo} | ${round(p.scripts.gzipBytes / 1024, 1)} (${p.scripts.count}) | ${p.twin.median.totalBlockingTimeMs} / ${p.twin.median.lcpMs} |`,
      );
    }
    lines.push('', '### Every run (performance, TBT ms)', '', '| page | app | twin |', '|---|---|---|');
    for (const p of report.lighthouse) {
      const runs = (list: LighthousePage['app']['runs']) => list.map((r) => `${r.performance} (${r.totalBlockingTimeMs})`).join(', ');
      lines.push(`| ${p.path} | ${runs(p.app.runs)} | ${runs(p.twin.runs)} |`);
    }
  }
  if (report.traces.length) lines.push('', ...traceMarkdown(report.traces));
  if (report.interactions.length) {
    lines.push(
      '',
      `## Interaction to next paint (${s.cpuSlowdown}× CPU, phone viewport, median of ${s.interactionRuns})`,
      '',
      '| interaction | page | INP ms (≤ 200) | runs | input → answer shown ms |',
      '|---|---|---:|---|---:|',
      ...report.interactions.map(
        (r) => `| ${r.name} | ${r.path} | ${r.inpMs} | ${r.runs.map((run) => run.inpMs).join(', ')} | ${r.visibleMs ?? '–'} |`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** `<date>.json`, `<date>.md`, and the same as latest.json / latest.md. */
export function writeReport(report: Report) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const summary = markdown(report);
  for (const name of [stamp, 'latest']) {
    fs.writeFileSync(path.join(RESULTS_DIR, `${name}.json`), json);
    fs.writeFileSync(path.join(RESULTS_DIR, `${name}.md`), summary);
  }
  console.log(`\nWritten: bench/results/${stamp}.json, ${stamp}.md, latest.json, latest.md`);
}

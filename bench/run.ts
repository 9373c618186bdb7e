/**
 * `npm run bench`: throughput and latency of the built app next to a bare node:http server that
 * answers the same recorded bytes (the ceiling), written to bench/results/.
 *
 * Environment:
 *   BENCH_SECONDS=10          measured seconds per target and server
 *   BENCH_WARMUP_SECONDS=2    unmeasured warm-up before each measurement
 *   BENCH_CONNECTIONS=20      concurrent keep-alive connections
 *   BENCH_TARGETS=status,home,home-br,products-api,product-api,store,product-page   which targets to run
 *   BENCH_REBUILD=1           rebuild build/bench even when it looks current
 *   BENCH_FRESH_DATA=1        start from empty data (build/bench-data is kept between runs, so
 *                             the demo catalogue is seeded once, not on every run)
 *   BENCH_DATABASE_URL=postgres://…     run the app on PostgreSQL instead of PGlite
 *   BENCH_LOG_LEVEL=warn      the app's LOG_LEVEL (info logs one line a request)
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildApp, PROJECT_ROOT, startBuiltApp } from '../e2e/built-app';
import type { RecordedResponse } from './ceiling-server';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

interface Histogram {
  average: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number; sent: number };
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  duration: number;
}

interface Target {
  name: string;
  description: string;
  path: string;
  headers: Record<string, string>;
}

const TARGETS: Target[] = [
  { name: 'status', description: 'GET /api/status (JSON, database check)', path: '/api/status', headers: {} },
  { name: 'home', description: 'GET / (SSR HTML, uncompressed)', path: '/', headers: {} },
  {
    name: 'home-br',
    description: 'GET / (SSR HTML, brotli, as browsers ask)',
    path: '/',
    headers: { 'accept-encoding': 'br' },
  },
  {
    name: 'products-api',
    description: 'GET /api/products filtered by category and size, sorted by price, with facets (JSON)',
    path: '/api/products?category_id=1&size=M&sort_by=price&sort_direction=asc&per_page=12',
    headers: {},
  },
  {
    name: 'product-api',
    description: 'GET /api/products/{slug} with related products (JSON)',
    path: '/api/products/camisa-oxford-de-oficina',
    headers: {},
  },
  {
    name: 'store',
    description: 'GET /store?category=camisas&page=1 (SSR HTML, brotli)',
    path: '/store?category=camisas&page=1',
    headers: { 'accept-encoding': 'br' },
  },
  {
    name: 'product-page',
    description: 'GET /store/products/{slug} (SSR HTML, brotli)',
    path: '/store/products/camisa-oxford-de-oficina',
    headers: { 'accept-encoding': 'br' },
  },
];

function numberFromEnv(name: string, fallback: number) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

const settings = {
  seconds: numberFromEnv('BENCH_SECONDS', 10),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 2),
  connections: Math.round(numberFromEnv('BENCH_CONNECTIONS', 20)),
  database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
  logLevel: process.env.BENCH_LOG_LEVEL || 'warn',
};

const BUILD_DIR = path.join(PROJECT_ROOT, 'build', 'bench');
const DATA_DIR = path.join(PROJECT_ROOT, 'build', 'bench-data');
const RESULTS_DIR = path.join(PROJECT_ROOT, 'bench', 'results');
const BUILD_INPUTS = ['app', 'common', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** build/bench is rebuilt when missing, older than any source the client or SSR bundle uses, or asked to. */
async function ensureBuild() {
  const marker = path.join(BUILD_DIR, 'server', 'index.js');
  const builtAt = fs.statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sourcesAt = Math.max(...BUILD_INPUTS.map((entry) => newestMtime(path.join(PROJECT_ROOT, entry))));
  if (process.env.BENCH_REBUILD !== '1' && builtAt > sourcesAt) {
    console.log(`Using the existing build in ${path.relative(PROJECT_ROOT, BUILD_DIR)}/`);
    return;
  }
  console.log(`Building into ${path.relative(PROJECT_ROOT, BUILD_DIR)}/ ...`);
  fs.rmSync(BUILD_DIR, { recursive: true, force: true });
  await buildApp(BUILD_DIR);
}

const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One raw response, bytes as sent (no decompression), headers as sent minus per-connection ones. */
function record(url: string, headers: Record<string, string>): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!HOP_BY_HOP.has(name.toLowerCase())) pairs.push([name, res.rawHeaders[i + 1]!]);
        }
        resolve({ status: res.statusCode ?? 0, headers: pairs, bodyBase64: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

async function startCeiling(recorded: RecordedResponse) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'td-bench-')), 'response.json');
  fs.writeFileSync(file, JSON.stringify(recorded));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('bench', 'ceiling-server.ts'), file], {
    cwd: PROJECT_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening (\d+)/);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

interface Measurement {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Measurement> {
  const base = { url, headers, connections: settings.connections };
  await autocannon({ ...base, duration: settings.warmupSeconds });
  const result = await autocannon({ ...base, duration: settings.seconds });
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** autocannon counts latency in whole milliseconds: a 0 ms ceiling has no meaningful ratio. */
const latencyRatio = (app: number, ceiling: number) => (ceiling >= 1 ? round(app / ceiling, 1) : null);

function gitCommit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT_ROOT }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: PROJECT_ROOT }).toString().trim() !== '';
    return dirty ? `${sha} (with uncommitted changes)` : sha;
  } catch {
    return 'unknown';
  }
}

function markdown(report: Report) {
  const lines = [
    `# Benchmark ${report.date}`,
    '',
    `Commit ${report.commit}, Node ${report.machine.node}, ${report.machine.cpus} × ${report.machine.cpuModel}, load average at start ${report.machine.loadAverageAtStart.join(' / ')}.`,
    `${report.settings.seconds} s measured after ${report.settings.warmupSeconds} s warm-up, ${report.settings.connections} connections, ` +
      `database ${report.settings.database}, LOG_LEVEL ${report.settings.logLevel}. Load generator, app and ceiling share the machine.`,
    '',
    '| target | server | req/s | p50 ms | p99 ms | errors | non-2xx | bytes |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of report.results) {
    for (const [server, m] of [['app', r.app], ['ceiling', r.ceiling]] as const) {
      lines.push(
        `| ${r.description} | ${server} | ${round(m.requestsPerSecond, 0)} | ${m.latencyMs.p50} | ${m.latencyMs.p99} | ${m.errors + m.timeouts} | ${m.non2xx} | ${r.responseBytes} |`,
      );
    }
  }
  lines.push('', '| target | app / ceiling req/s | app / ceiling p50 | app / ceiling p99 |', '|---|---:|---:|---:|');
  for (const r of report.results) {
    lines.push(
      `| ${r.description} | ${r.ratio.requestsPerSecond} | ${r.ratio.p50 ?? '(ceiling < 1 ms)'} | ${r.ratio.p99 ?? '(ceiling < 1 ms)'} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

interface Report {
  date: string;
  commit: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string; loadAverageAtStart: number[] };
  settings: typeof settings;
  results: {
    name: string;
    description: string;
    path: string;
    requestHeaders: Record<string, string>;
    status: number;
    responseBytes: number;
    app: Measurement;
    ceiling: Measurement;
    ratio: { requestsPerSecond: number; p50: number | null; p99: number | null };
  }[];
}

async function main() {
  const wanted = (process.env.BENCH_TARGETS ?? TARGETS.map((t) => t.name).join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = wanted.filter((name) => !TARGETS.some((t) => t.name === name));
  if (unknown.length) throw new Error(`Unknown BENCH_TARGETS: ${unknown.join(', ')} (known: ${TARGETS.map((t) => t.name).join(', ')})`);
  const targets = TARGETS.filter((t) => wanted.includes(t.name));

  await ensureBuild();
  if (process.env.BENCH_FRESH_DATA === '1') fs.rmSync(DATA_DIR, { recursive: true, force: true });
  if (!settings.database.startsWith('postgres') && !fs.existsSync(DATA_DIR)) {
    console.log('Seeding build/bench-data/ (once) ...');
  }
  const app = await startBuiltApp({
    buildDir: BUILD_DIR,
    data: { path: DATA_DIR, keep: true },
    readyTimeoutMs: 15 * 60_000,
    logLevel: settings.logLevel,
    env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
  });
  const report: Report = {
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
    results: [],
  };

  try {
    for (const target of targets) {
      const url = `${app.baseUrl}${target.path}`;
      const recorded = await record(url, target.headers);
      if (recorded.status !== 200) throw new Error(`${target.path} answered ${recorded.status}, not 200`);
      console.log(`\n${target.description}`);
      const appResult = await measure(url, target.headers);
      const ceiling = await startCeiling(recorded);
      let ceilingResult: Measurement;
      try {
        ceilingResult = await measure(`${ceiling.baseUrl}${target.path}`, target.headers);
      } finally {
        await ceiling.stop();
      }
      const entry = {
        name: target.name,
        description: target.description,
        path: target.path,
        requestHeaders: target.headers,
        status: recorded.status,
        responseBytes: Buffer.from(recorded.bodyBase64, 'base64').length,
        app: appResult,
        ceiling: ceilingResult,
        ratio: {
          requestsPerSecond: round(appResult.requestsPerSecond / ceilingResult.requestsPerSecond, 3),
          p50: latencyRatio(appResult.latencyMs.p50, ceilingResult.latencyMs.p50),
          p99: latencyRatio(appResult.latencyMs.p99, ceilingResult.latencyMs.p99),
        },
      };
      report.results.push(entry);
      for (const [server, m] of [['app', appResult], ['ceiling', ceilingResult]] as const) {
        const problems = m.errors + m.timeouts + m.non2xx;
        console.log(
          `  ${server.padEnd(8)} ${round(m.requestsPerSecond, 0).toString().padStart(7)} req/s   p50 ${String(m.latencyMs.p50).padStart(4)} ms   p99 ${String(m.latencyMs.p99).padStart(4)} ms${problems ? `   ${problems} errors/non-2xx` : ''}`,
        );
      }
      console.log(`  app / ceiling: ${entry.ratio.requestsPerSecond} of the requests per second`);
    }
  } finally {
    await app.stop();
  }

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const json = `${JSON.stringify(report, null, 2)}\n`;
  const summary = markdown(report);
  fs.writeFileSync(path.join(RESULTS_DIR, `${stamp}.json`), json);
  fs.writeFileSync(path.join(RESULTS_DIR, `${stamp}.md`), summary);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), json);
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.md'), summary);
  console.log(`\nWritten: bench/results/${stamp}.json, ${stamp}.md, latest.json, latest.md`);

  const failed = report.results.filter((r) => r.app.errors + r.app.timeouts + r.app.non2xx > 0);
  if (failed.length) {
    console.error(`The app answered with errors under load: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();

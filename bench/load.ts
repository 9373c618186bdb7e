/**
 * Load generation: autocannon against a URL, the exact bytes of one response, and the ceiling —
 * a bare node:http server replaying those bytes (bench/ceiling-server.ts).
 */
import WebSocket from 'ws';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PROJECT_ROOT } from '../e2e/built-app';
import type { RecordedResponse } from './ceiling-server';
import { settings } from './settings';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: Record<string, unknown>) => PromiseLike<AutocannonResult> & {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Measurement {
  requestsPerSecond: number;
  /** p95 is computed from every response's time (autocannon's histogram has no p95). */
  latencyMs: { p50: number; p95: number; p99: number; average: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadOptions {
  connections?: number;
  headers?: Record<string, string>;
  /** The path of each request; without it every request asks `url` itself. */
  nextPath?: () => string;
}

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function run(url: string, seconds: number, options: LoadOptions, times?: number[]) {
  const requests = options.nextPath
    ? [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: options.nextPath!() }) }]
    : undefined;
  const instance = autocannon({
    url,
    headers: options.headers ?? {},
    connections: options.connections ?? settings.connections,
    duration: seconds,
    ...(requests ? { requests } : {}),
  });
  if (times) instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  return instance;
}

/** An unmeasured warm-up, then `settings.seconds` measured. */
export async function measure(url: string, options: LoadOptions = {}): Promise<Measurement> {
  await run(url, settings.warmupSeconds, options);
  const times: number[] = [];
  const result = await run(url, settings.seconds, options, times);
  times.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p95: round(percentile(times, 95), 1),
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

/** Errors, time-outs and non-2xx answers together. */
export const problems = (m: Measurement) => m.errors + m.timeouts + m.non2xx;

const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One raw response, bytes as sent (no decompression), headers as sent minus per-connection ones. */
export function record(url: string, headers: Record<string, string> = {}): Promise<RecordedResponse> {
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

export const header = (recorded: RecordedResponse, name: string) =>
  recorded.headers.find(([key]) => key.toLowerCase() === name)?.[1];

/** The ceiling server in its own process, answering `recorded` to every request. */
export async function startCeiling(recorded: RecordedResponse) {
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

/** Resident memory of a process in MB (Linux /proc, else `ps`). */
export function residentMemoryMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]);
    if (kb) return round(kb / 1024, 0);
  } catch {
    // not Linux: ask ps below
  }
  return round(Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)]).toString().trim()) / 1024, 0);
}

/** The most resident memory a process has held since it started (VmHWM), in MB; null where /proc is not. */
export function peakResidentMemoryMb(pid: number): number | null {
  try {
    const kb = Number(fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m)?.[1]);
    return kb ? round(kb / 1024, 0) : null;
  } catch {
    return null;
  }
}

/** A Node process's memory after two full garbage collections, in MB: resident, and what its heaps hold. */
export interface MemoryAfterGc {
  rss: number;
  /** The JavaScript heap's live objects, and the size it keeps reserved. */
  heapUsed: number;
  heapTotal: number;
  /** Memory outside the JavaScript heap that it owns: buffers and the WebAssembly memory (PGlite). */
  external: number;
}

/**
 * Memory of a Node process after two full garbage collections: what it holds, not what it has not collected yet.
 * Opens the process's inspector (`process._debugProcess`, what SIGUSR1 does, on 127.0.0.1:9229) and asks
 * `HeapProfiler.collectGarbage` over the DevTools protocol, then `process.memoryUsage()`. Only for the bench's
 * own child processes.
 */
export async function memoryAfterGc(pid: number): Promise<MemoryAfterGc> {
  (process as unknown as { _debugProcess(pid: number): void })._debugProcess(pid);
  let targets: { webSocketDebuggerUrl: string }[] = [];
  for (let attempt = 0; attempt < 50 && !targets.length; attempt++) {
    targets = await fetch('http://127.0.0.1:9229/json/list')
      .then((res) => res.json() as Promise<typeof targets>)
      .catch(() => []);
    if (!targets.length) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!targets.length) throw new Error(`the inspector of process ${pid} did not open`);
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { result?: { value?: unknown } } }>((resolve) => {
      const id = nextId++;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { id?: number; result?: { result?: { value?: unknown } } };
        if (message.id !== id) return;
        socket.off('message', onMessage);
        resolve(message);
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  await call('HeapProfiler.collectGarbage');
  await call('HeapProfiler.collectGarbage');
  const usage = await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true });
  socket.close();
  const { heapUsed, heapTotal, external } = JSON.parse(String(usage.result?.result?.value)) as NodeJS.MemoryUsage;
  const mb = (bytes: number) => round(bytes / 1024 / 1024, 0);
  return { rss: residentMemoryMb(pid), heapUsed: mb(heapUsed), heapTotal: mb(heapTotal), external: mb(external) };
}

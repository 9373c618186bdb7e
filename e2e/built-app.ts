import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer, SERVER_BUNDLE, WORKER_BUNDLE } from '../scripts/build-server';
import { openPglite, sql } from '../server/db/client';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A fresh directory for a build. It lives under build/ inside the project because the server
 * bundle imports react and friends from node_modules, which Node only finds walking up from it.
 */
export function makeBuildDir(label: string) {
  const parent = path.join(PROJECT_ROOT, 'build');
  fs.mkdirSync(parent, { recursive: true });
  return fs.mkdtempSync(path.join(parent, `${label}-`));
}

/** `react-router build` into `buildDir`; its output is returned, and thrown with the error on failure. */
export async function buildApp(buildDir: string): Promise<string> {
  const bin = path.join(PROJECT_ROOT, 'node_modules', '.bin', 'react-router');
  const child = spawn(bin, ['build'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`react-router build failed (exit ${code}):\n${output}`);
  return output;
}

// The server compiled as `npm run build` compiles it (`<buildDir>/server-bundle/main.js`): what
// `npm run serve` runs, and every start of the app in the tests when the build has it.
export { bundleServer, SERVER_BUNDLE } from '../scripts/build-server';

/** A port nobody listens on right now: the kernel picks one for a throw-away listener. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not read the probe port'));
      });
    });
  });
}

/**
 * The first administrator a fresh data dir gets in the browser tests (seeded from ADMIN_EMAIL and
 * ADMIN_PASSWORD), so tests can sign in as admin; the seeded demo catalogue runs with it too.
 */
export const E2E_ADMIN = { email: 'admin@tiendadiverso.es', password: 'e2e-admin-password-2026' } as const;

/**
 * Environment of every app the browser tests start. One instance serves every browser test file
 * (e2e/global-setup.ts), all from 127.0.0.1: about twenty sign-ups a run would pass the default
 * limit of ten an hour per address, which the API tests prove, not these.
 */
export const E2E_APP_ENV: Record<string, string> = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  RATE_LIMIT_REGISTER_PER_IP: '1000',
};

export interface RunningApp {
  baseUrl: string;
  port: number;
  /** The server process (the bench reads its resident memory). */
  pid: number;
  dataDir: string;
  buildDir: string;
  /** Every line the server printed (pino JSON at LOG_LEVEL and above); read from `logFile` when given. */
  readonly logLines: string[];
  /** The file the server writes its output to, when started with one. */
  logFile?: string;
  /** SIGTERM, then SIGKILL after 15 s; says how the process ended. */
  stop(): Promise<{ exitCode: number | null; signal: NodeJS.Signals | null; killed: boolean }>;
}

export interface StartOptions {
  buildDir: string;
  /** A fixed port (an instance started again behind a load balancer); default a free one. */
  port?: number;
  logLevel?: string;
  /** Extra environment for the server; DATABASE_URL stays empty unless given here. */
  env?: Record<string, string>;
  /**
   * Where the data lives. Default: a new temporary directory, deleted on stop. `keep: false` with
   * `copyFrom` starts from a copy of a seeded directory (fast); `keep: true` uses `path` as it is.
   */
  data?: { copyFrom: string } | { path: string; keep: true };
  /** Default 60 s; a first start on empty data runs every migration and seed. */
  readyTimeoutMs?: number;
  /**
   * The server writes its output straight into this file (appended), so other processes can read
   * it (the browser tests' shared instance); without it the lines are kept in memory.
   */
  logFile?: string;
}

function waitForExit(child: ChildProcess, ms: number) {
  return new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the built app on a free port with its own data directory, so it runs on its own embedded
 * PGlite, and resolves once GET /api/status answers: the compiled server when the build has one
 * (`bundleServer`, as `npm run serve` runs it), else the sources through tsx (node --import tsx server/main.ts).
 */
export async function startBuiltApp(options: StartOptions): Promise<RunningApp> {
  const port = options.port ?? (await findFreePort());
  const keepData = options.data !== undefined && 'keep' in options.data;
  let dataDir: string;
  if (options.data && 'path' in options.data) {
    dataDir = path.resolve(options.data.path);
    fs.mkdirSync(dataDir, { recursive: true });
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-diverso-data-'));
    if (options.data) fs.cpSync(options.data.copyFrom, dataDir, { recursive: true });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const bundle = path.resolve(options.buildDir, SERVER_BUNDLE);
  const entry = fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
  const logFd = options.logFile ? fs.openSync(options.logFile, 'a') : undefined;
  const child = spawn(process.execPath, entry, {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BUILD_DIR: options.buildDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: options.logLevel ?? 'warn',
      // Present but empty: a developer's .env cannot point the run at their database.
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  if (logFd !== undefined) fs.closeSync(logFd);

  const memoryLines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) memoryLines.push(line);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const readLines = () =>
    options.logFile
      ? fs.readFileSync(options.logFile, 'utf8').split('\n').filter((line) => line.trim())
      : memoryLines;

  const removeDataDir = () => {
    if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    let killed = false;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 15_000))) {
        killed = true;
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    removeDataDir();
    return { exitCode: child.exitCode, signal: child.signalCode, killed };
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      removeDataDir();
      throw new Error(
        `The app exited (${child.exitCode ?? child.signalCode}) before answering:\n${readLines().join('\n')}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/status`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app did not answer /api/status in time:\n${readLines().join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    baseUrl,
    port,
    pid: child.pid!,
    dataDir,
    buildDir: options.buildDir,
    get logLines() {
      return readLines();
    },
    ...(options.logFile ? { logFile: options.logFile } : {}),
    stop,
  };
}

/**
 * Starts the app once on an empty `dataDir` so that every migration and seed (demo catalogue
 * pictures included) runs, then stops it. The browser tests start from copies of the result.
 */
export async function prepareSeededData(buildDir: string, dataDir: string) {
  const app = await startBuiltApp({
    buildDir,
    data: { path: dataDir, keep: true },
    readyTimeoutMs: 15 * 60_000,
    env: E2E_APP_ENV,
  });
  const ended = await app.stop();
  if (ended.killed || ended.exitCode !== 0) {
    throw new Error(`The app did not stop cleanly after seeding:\n${app.logLines.join('\n')}`);
  }
  await letAdminsInWithPassword(dataDir);
}

/**
 * The browser tests' store is one whose merchant switched "requiere segundo factor" off for the
 * built-in admin roles (issue 33): the many journeys that sign in as E2E_ADMIN through the API get
 * a session that reaches the back-office, as they did before. The two-factor journeys
 * (e2e/second-factor.e2e.test.ts) use a role of their own with the switch on.
 */
async function letAdminsInWithPassword(dataDir: string) {
  const database = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await database.db.execute(sql`update roles set requires_second_factor = false where name in ('super-admin', 'admin')`);
  } finally {
    await database.close();
  }
}

/**
 * Everything the browser tests need from one build directory, made once per run: the app built
 * (`react-router build`), the server compiled (`bundleServer`) and a database seeded in
 * `<buildDir>/data`. Returns the environment that tells the e2e project where they are.
 */
export async function prepareBrowserRun(buildDir: string, log = (line: string) => void process.stdout.write(`${line}\n`)) {
  await buildApp(buildDir);
  await bundleServer(buildDir);
  log('Migrating and seeding a database for the browser tests ...');
  const seededData = path.join(buildDir, 'data');
  await prepareSeededData(buildDir, seededData);
  return { E2E_BUILD_DIR: buildDir, E2E_SEEDED_DATA_DIR: seededData };
}

export interface RunningWorker {
  child: ChildProcess;
  /** Everything it printed (LOG_LEVEL=info). */
  readonly output: string[];
  /** SIGTERM (it finishes the jobs running), then SIGKILL after 15 s; its data directory goes. */
  stop(): Promise<void>;
}

/**
 * Starts the background jobs alone, as `npm run worker` does — the compiled worker when the build
 * has one (`bundleServer`), else through tsx — and resolves once it runs them. For instances
 * started with RUN_JOBS=false (the cluster test, the bench's journey).
 */
export async function startWorker(options: { buildDir?: string; env: Record<string, string> }): Promise<RunningWorker> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'td-worker-'));
  const bundle = options.buildDir ? path.resolve(options.buildDir, WORKER_BUNDLE) : null;
  const entry = bundle && fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'server/worker.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: '', ...options.env, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('worker running the background jobs')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before running its jobs:\n${output.join('')}`)));
  });
  return {
    child,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, 15_000))) {
          child.kill('SIGKILL');
          await waitForExit(child, 5_000);
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

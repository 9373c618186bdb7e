/** An app instance the browser test files share. */
export interface SharedServer {
  baseUrl: string;
  /** The file the instance writes its log lines to (pino JSON, LOG_LEVEL=warn). */
  serverLogFile: string;
}

/**
 * What e2e/global-setup.ts hands the browser test files (Vitest `provide` there, `inject` here):
 * the build under test, its seeded data, the shared app instances and the one Chromium.
 */
export interface E2eRun {
  /** The build under test (`react-router build` plus the compiled server, see built-app.ts). */
  buildDir: string;
  /** A data dir migrated and seeded once; every app of the run starts on a copy of it. */
  seededDataDir: string;
  /**
   * One shared instance per Vitest worker of the project (one while the files run one at a time):
   * the files of a worker run one after the other on theirs, never two files on one instance.
   */
  servers: SharedServer[];
  /** Chromium, launched once for the run: `chromium.connect(browserWsEndpoint)`. */
  browserWsEndpoint: string;
}

/** The shared instance of the worker this file runs in (VITEST_POOL_ID counts from 1). */
export function sharedServerOf(run: E2eRun): SharedServer {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return run.servers[(Number.isInteger(worker) && worker > 0 ? worker - 1 : 0) % run.servers.length]!;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eRun;
  }
}

/**
 * What e2e/global-setup.ts hands the browser test files (Vitest `provide` there, `inject` here):
 * the build under test, its seeded data, the app instance every file shares and the one Chromium.
 */
export interface E2eRun {
  /** The build under test (`react-router build` plus the compiled server, see built-app.ts). */
  buildDir: string;
  /** A data dir migrated and seeded once; every app of the run starts on a copy of it. */
  seededDataDir: string;
  /** The shared app instance. */
  baseUrl: string;
  /** The file the shared instance writes its log lines to (pino JSON, LOG_LEVEL=warn). */
  serverLogFile: string;
  /** Chromium, launched once for the run: `chromium.connect(browserWsEndpoint)`. */
  browserWsEndpoint: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eRun;
  }
}

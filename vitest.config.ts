import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '~': fileURLToPath(new URL('./app', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
};

// API tests run on an in-memory PGlite per file, and once more on PostgreSQL when
// TEST_DATABASE_URL is set (CI), so every query is proven on both. Each file's database is a
// copy of one migrated template (tests/template-database.ts), built once per schema.
//
// These files prove the HTTP layer, the contract or the API's answer to bad input, whatever
// database sits behind the app: they run on PGlite only.
export const ENGINE_INDEPENDENT_API_TESTS = [
  'server/api/openapi.api.test.ts',
  'server/api/fuzz.api.test.ts',
  'server/api/docs-page.api.test.ts',
  'server/api/body-limit.api.test.ts',
  'server/api/route-kit.api.test.ts',
  'server/api/connection-reuse.api.test.ts',
  'server/http/http.api.test.ts',
  'server/http/public-origin.api.test.ts',
  'server/http/error-logging.api.test.ts',
  'server/telemetry/telemetry.api.test.ts',
];
const apiProjects = [
  { name: 'api', env: { TEST_DB: 'pglite' }, exclude: [] as string[] },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'api-pg', env: { TEST_DB: 'postgres' }, exclude: ENGINE_INDEPENDENT_API_TESTS }]
    : []),
];

// 2 cores: two files at a time for the unit, component and API projects (Vitest's default would
// be one); the browser project runs after them, on its own (its Chromium and server would
// otherwise compete with PGlite for the same cores).
const WORKERS = 2;

// Component tests of what happens before a deferred part's code has loaded: they need modules no
// other file of the worker has imported yet, so they run isolated, apart from the shared ones.
const FRESH_MODULE_COMPONENT_TESTS = ['app/components/catalog/quick-add-button.test.tsx', 'app/components/search/search-bar.test.tsx'];
const FIRST = { groupOrder: 0 };
const LAST = { groupOrder: 1 };

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    reporters: ['default', './scripts/test-timing-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          maxWorkers: WORKERS,
          sequence: FIRST,
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components-fresh',
          environment: 'happy-dom',
          maxWorkers: WORKERS,
          sequence: FIRST,
          include: FRESH_MODULE_COMPONENT_TESTS,
          setupFiles: ['tests/setup-dom.ts'],
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'happy-dom',
          maxWorkers: WORKERS,
          sequence: FIRST,
          include: ['app/**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', ...FRESH_MODULE_COMPONENT_TESTS],
          setupFiles: ['tests/setup-dom.ts'],
          // The files of one worker share the happy-dom window and the imported modules (a new
          // window and a fresh import of React, the router and the app for each of ~130 files cost
          // 7 of the project's 8 minutes); tests/setup-dom.ts puts the page and the app's
          // browser-side stores back before and after each file.
          isolate: false,
          // A screen test renders a whole route; on a loaded shared machine that can pass 5 s, and
          // the first file of a worker to load every deferred part (menus, dialogs) 20, and a hook
          // importing them while the API projects run beside it took 30 in CI.
          testTimeout: 20_000,
          hookTimeout: 90_000,
        },
      },
      ...apiProjects.map((project) => ({
        resolve: { alias },
        test: {
          name: project.name,
          environment: 'node' as const,
          include: ['server/**/*.api.test.ts'],
          exclude: ['node_modules/**', ...project.exclude],
          env: project.env,
          globalSetup: ['tests/global-setup-database.ts'],
          // Each file builds its own app and database, so the files of one worker can share the
          // imported server modules instead of importing the whole API again (~10 s a file here).
          isolate: false,
          maxWorkers: WORKERS,
          sequence: FIRST,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      })),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          // One app instance and one Chromium for the run (e2e/README.md).
          globalSetup: ['e2e/global-setup.ts'],
          // A journey through several pages (a campaign seen in six places) takes 20–32 s on this
          // 2-core machine when it is busy: 60 s keeps a slow day from failing a journey that works.
          testTimeout: 60_000,
          hookTimeout: 30_000,
          fileParallelism: false,
          sequence: LAST,
        },
      },
    ],
  },
});

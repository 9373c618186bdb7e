import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '~': fileURLToPath(new URL('./app', import.meta.url)),
  '@common': fileURLToPath(new URL('./common', import.meta.url)),
};

// API tests run on an in-memory PGlite per file, and once more on PostgreSQL when
// TEST_DATABASE_URL is set (CI), so every query is proven on both.
const apiProjects = [
  { name: 'api', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api-pg', env: { TEST_DB: 'postgres' } }] : []),
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', 'node_modules/**'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['app/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
          // A screen test renders a whole route; on a loaded shared machine that can pass 5 s.
          testTimeout: 20_000,
        },
      },
      ...apiProjects.map((project) => ({
        resolve: { alias },
        test: {
          name: project.name,
          environment: 'node' as const,
          include: ['server/**/*.api.test.ts'],
          env: project.env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

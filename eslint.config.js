import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/layers.mjs';

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'bench/results/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Imports run down the layers (docs/architecture.md › Layers; the table is scripts/layers.mjs, the same
    // one `npm run layers` measures the graph with): common foundations ← common domains ← the registry
    // common/endpoints.ts; server foundations ← domain modules ← server/api, flows and feeds ← composition
    // (app, start, worker, main, jobs/store-jobs.ts, seed/); app/ and server/ import common/, never each other.
    // Not checked: test files, fixtures, *-test-kit.ts and tests/ (a test wires whatever it needs).
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'common/**/*.ts'],
    plugins: { layers: layersPlugin },
    rules: { 'layers/imports-run-down': 'error' },
  },
  {
    files: ['scripts/**', 'bench/**', 'server/main.ts', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);

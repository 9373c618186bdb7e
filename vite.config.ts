import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/bundle-report/modules-plugin';

export default defineConfig({
  // chunkModulesPlugin: <buildDir>/chunk-modules.json for scripts/bundle-report.ts (build only).
  plugins: [tailwindcss(), reactRouter(), chunkModulesPlugin()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
    },
  },
  build: { assetsInlineLimit: 0 },
});

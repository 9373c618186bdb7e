import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkModulesPlugin } from './scripts/bundle-report/modules-plugin';
import { lucideIconImportsPlugin } from './scripts/lucide-icon-imports-plugin';
import { shellChunkPlugin } from './scripts/shell-chunk-plugin';

export default defineConfig({
  // chunkModulesPlugin: <buildDir>/chunk-modules.json for scripts/bundle-report.ts (build only).
  // shellChunkPlugin: what root imports, in one chunk; lucideIconImportsPlugin: each icon from its
  // own file, so that chunk holds only the icons root uses (issue 14, scripts/).
  plugins: [tailwindcss(), reactRouter(), chunkModulesPlugin(), lucideIconImportsPlugin(), shellChunkPlugin()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@common': fileURLToPath(new URL('./common', import.meta.url)),
    },
  },
  build: { assetsInlineLimit: 0, sourcemap: process.env.SOURCEMAP === '1' },
});

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ApiApp } from './context';
import { IMMUTABLE } from '../http/static-files';

/**
 * `/api/docs`: the OpenAPI document for people, rendered by Swagger UI (swagger-ui-dist) from our
 * own origin, no CDN. Every script is a file (the bundle and a starter of ours), so the page runs
 * under the site's CSP as it is: no inline script, no eval.
 */

const require = createRequire(import.meta.url);
const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const swaggerVersion = (require('swagger-ui-dist/package.json') as { version: string }).version;

const STARTER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    filter: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    displayRequestDuration: true,
    validatorUrl: null,
  });
});
`;

const JS = 'text/javascript; charset=utf-8';
const ASSETS: Record<string, { type: string; load: () => Promise<Buffer | string> }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', load: () => fs.readFile(path.join(swaggerDir, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': { type: JS, load: () => fs.readFile(path.join(swaggerDir, 'swagger-ui-bundle.js')) },
  'start.js': { type: JS, load: async () => STARTER },
};

/** Changes with the package and with our starter, so the assets can be cached for a year. */
const assetVersion = `${swaggerVersion}-${createHash('sha256').update(STARTER).digest('hex').slice(0, 8)}`;
export const DOCS_ASSETS = `/api/docs/assets/${assetVersion}`;

const PAGE = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Documentación de la API · Tienda Diverso</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${DOCS_ASSETS}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_ASSETS}/swagger-ui-bundle.js"></script>
<script src="${DOCS_ASSETS}/start.js"></script>
</body>
</html>
`;

const loaded = new Map<string, Promise<Buffer | string>>();

/** Mounts the page and its assets on the API (under /api). */
export function registerDocsPage(app: ApiApp) {
  app.get('/docs', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(PAGE);
  });
  app.get('/docs/assets/:version/:file', async (c) => {
    const { version, file } = c.req.param();
    const asset = version === assetVersion && Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
    if (!asset) return c.json({ message: 'Archivo de la documentación no encontrado.' }, 404);
    if (!loaded.has(file)) loaded.set(file, asset.load().catch((err: unknown) => (loaded.delete(file), Promise.reject(err))));
    const body = await loaded.get(file)!;
    return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, { 'Content-Type': asset.type, 'Cache-Control': IMMUTABLE });
  });
}

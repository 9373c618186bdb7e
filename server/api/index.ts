import { OpenAPIHono } from '@hono/zod-openapi';
import { APP_VERSION } from '../../common/constants';
import { registerBannerRoutes } from './banners/routes';
import type { ApiApp, ApiDeps, ApiEnv } from './context';
import { handleApiError, validationResponse } from './errors';
import { registerStatusRoutes } from './status/routes';

export type { ApiDeps };

/** The REST API, mounted under /api by the server; tests call it through `app.request()`. */
export function createApi(deps: ApiDeps): ApiApp {
  const api = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationResponse(c, result.error);
    },
  });

  registerStatusRoutes(api, deps);
  registerBannerRoutes(api, deps);

  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Tienda Diverso API', version: APP_VERSION },
    servers: [{ url: '/api' }],
  });

  api.notFound((c) => c.json({ message: 'Ruta de la API no encontrada.' }, 404));
  api.onError((err, c) => handleApiError(err, c, deps.logger));
  return api;
}

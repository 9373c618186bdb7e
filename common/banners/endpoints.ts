import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import { z } from '../zod';
import { AdBannerActiveQuery, AdBannerCounter, AdBannerPublic } from './contracts';

const counter = (operationId: string, summary: string, description: string) =>
  ({
    operationId,
    tag: 'Banners',
    access: 'public',
    summary,
    description,
    params: IdParam,
    reply: Success(AdBannerCounter),
    errors: [404],
  }) as const;

export const bannerEndpoints = defineEndpoints({
  'GET /ad-banners/activos': {
    operationId: 'listActiveAdBanners',
    tag: 'Banners',
    access: 'public',
    summary: 'Banners activos de una página',
    description:
      'Los banners encendidos, dentro de sus fechas y cuyas rutas incluyen `ruta` (rutas exactas o prefijos terminados en `*`), el de mayor prioridad primero. El HTML llega saneado.',
    query: AdBannerActiveQuery,
    reply: Success(z.array(AdBannerPublic)),
  },
  'POST /ad-banners/{id}/impresion': counter('recordAdBannerImpression', 'Registra una impresión', 'Suma una impresión al banner cuando la tienda lo muestra.'),
  'POST /ad-banners/{id}/clic': counter('recordAdBannerClick', 'Registra un clic', 'Suma un clic al banner cuando alguien sigue su enlace.'),
});

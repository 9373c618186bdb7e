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
      'Los banners encendidos, dentro de sus fechas (ambos extremos incluidos) y cuyas rutas incluyen `ruta` (`*` todas, rutas exactas o prefijos terminados en `/*`), el de mayor prioridad primero y, a igual prioridad, el más nuevo. El HTML llega saneado.',
    query: AdBannerActiveQuery,
    reply: Success(z.array(AdBannerPublic)),
  },
  'POST /ad-banners/{id}/impresion': counter('recordAdBannerImpression', 'Registra una impresión', 'Suma una impresión cuando la tienda muestra el banner: una por visitante (huella cifrada de IP y navegador; la IP no se guarda) y banner cada 30 minutos. Un banner que la tienda no muestra ahora (apagado, fuera de fechas o inexistente) es un 404. Responde el total.'),
  'POST /ad-banners/{id}/clic': counter('recordAdBannerClick', 'Registra un clic', 'Suma un clic cuando alguien sigue el enlace del banner: uno por visitante (huella cifrada de IP y navegador; la IP no se guarda) y banner cada 30 minutos. Un banner que la tienda no muestra ahora es un 404. Responde el total.'),
});

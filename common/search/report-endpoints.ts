import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { z } from '../zod';
import { AdminSearchReport, AdminSearchReportCsvQuery, AdminSearchReportQuery, SearchClickBody, SearchClickReceipt } from './report-contracts';

const staff = { tag: 'Admin · Búsqueda', access: 'admin', permission: 'search.manage' } as const;

const PERIOD = 'Periodo en días de Madrid, ambos incluidos, como mucho 366 días; sin fechas, los últimos 30 días.';
const COUNTED =
  'Cuenta cada búsqueda de la tienda (la primera página de /store?search=, por relevancia y sin otros filtros; también GET /api/products?search= así) y cada búsqueda del buscador que acaba en un resultado elegido; nunca quién buscó, y nunca una búsqueda que parece un e-mail, un teléfono, un número largo o una dirección.';

/** What shoppers could not find (issue 37): the results' click beacon, and the staff's report. */
export const searchReportEndpoints = defineEndpoints({
  'POST /search/clicks': {
    operationId: 'recordSearchClick',
    tag: 'Catálogo',
    access: 'public',
    summary: 'Anota que se abrió un resultado de una búsqueda',
    description:
      'El navegador lo envía (navigator.sendBeacon) cuando el cliente abre un producto desde los resultados de la tienda o una sugerencia del buscador. Se suma un clic a la búsqueda de hoy (en minúsculas y sin tildes); desde las sugerencias, cuenta también la búsqueda. No se guarda quién, ni la IP. Limitado por IP (429 con Retry-After).',
    body: SearchClickBody,
    status: 202,
    reply: Success(SearchClickReceipt),
    errors: [429],
  },
  'GET /admin/search/report': {
    ...staff,
    operationId: 'getAdminSearchReport',
    summary: 'Lo que buscaron los clientes en un periodo',
    description: `Las búsquedas más frecuentes, las que no encontraron nada y las que encontraron algo sin que nadie abriera un resultado, cada una con búsquedas, las que no encontraron nada y los clics. ${COUNTED} ${PERIOD}`,
    query: AdminSearchReportQuery,
    reply: Success(AdminSearchReport),
  },
  'GET /admin/search/report.csv': {
    ...staff,
    operationId: 'exportAdminSearchReport',
    summary: 'Una tabla del informe de búsquedas (CSV)',
    description: `La tabla pedida entera (table=top, no_results o no_clicks) como hoja de cálculo: busquedas-<tabla>-AAAA-MM-DD-a-AAAA-MM-DD.csv (text/csv; separador punto y coma, decimales con coma, UTF-8 con BOM para Excel). ${PERIOD}`,
    query: AdminSearchReportCsvQuery,
    replyMediaType: 'text/csv',
    reply: z.string(),
  },
});

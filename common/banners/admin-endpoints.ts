import { defineEndpoints } from '../api/contract';
import { Message, Success } from '../api/replies';
import { IdParam } from '../query-params';
import {
  AdminAdBanner,
  AdminAdBannerBody,
  AdminAdBannerImage,
  AdminAdBannerListQuery,
  AdminAdBannerPage,
  AdminAdBannerPreview,
  AdminAdBannerPreviewBody,
} from './admin-contracts';

const TAG = 'Admin · Banners';
const admin = { tag: TAG, access: 'admin', permission: 'banners.manage' } as const;

const RULES =
  'Reglas: tipo texto necesita texto principal; imagen, una imagen y su texto alternativo; html, un HTML que tras sanearlo (sin scripts, atributos de eventos, enlaces javascript:, iframes ni estilos) muestre algo. La fecha de fin debe ser posterior a la de inicio. Cada error es un 422 en su campo.';

/** Ad banners in the back-office. */
export const adminBannerEndpoints = defineEndpoints({
  'GET /admin/ad-banners': {
    ...admin,
    operationId: 'listAdminAdBanners',
    summary: 'Banners con su estado y sus cifras, paginados',
    description:
      'Todos los banners, filtrables por texto (nombre o textos) y por estado (activo, programado, caducado, pausado), ordenables por prioridad, nombre, fechas, impresiones, clics o CTR. Sin orden: la mayor prioridad primero y luego los más nuevos.',
    query: AdminAdBannerListQuery,
    reply: Success(AdminAdBannerPage),
  },
  'POST /admin/ad-banners': {
    ...admin,
    operationId: 'createAdminAdBanner',
    summary: 'Crea un banner',
    description: `Crea el banner con los campos enviados; lo que falte toma el valor por defecto (tipo texto, colores #f9fafb y #111827, con botón de cerrar, activo, prioridad 0). ${RULES}`,
    body: AdminAdBannerBody,
    status: 201,
    reply: Success(AdminAdBanner),
  },
  'POST /admin/ad-banners/preview': {
    ...admin,
    operationId: 'previewAdminAdBannerHtml',
    summary: 'Sanea el HTML de una vista previa',
    description: 'Devuelve el HTML tal y como se guardaría y lo vería la tienda, sin guardar nada: la vista previa del formulario muestra exactamente esto.',
    body: AdminAdBannerPreviewBody,
    reply: Success(AdminAdBannerPreview),
  },
  'POST /admin/ad-banners/images': {
    ...admin,
    operationId: 'uploadAdminAdBannerImage',
    summary: 'Sube la imagen de un banner',
    description:
      'Un archivo en el campo `image` (multipart) que se lee entero: JPG, PNG, WebP, AVIF o GIF. Se guarda en WebP sin metadatos, como mucho a 1600 px de ancho. Devuelve la ruta para guardar en imagen_url.',
    upload: {
      field: 'image',
      maxFiles: 1,
      description: 'La imagen del banner.',
      missingMessage: 'Elige una imagen.',
      messages: { tooBig: (maxMegabytes) => `La imagen no puede superar ${maxMegabytes} MB.` },
    },
    status: 201,
    reply: Success(AdminAdBannerImage),
  },
  'GET /admin/ad-banners/{id}': {
    ...admin,
    operationId: 'getAdminAdBanner',
    summary: 'Un banner',
    description: 'El banner con ese id, con su estado y sus cifras.',
    params: IdParam,
    reply: Success(AdminAdBanner),
    errors: [404],
  },
  'PUT /admin/ad-banners/{id}': {
    ...admin,
    operationId: 'updateAdminAdBanner',
    summary: 'Edita, pausa o reanuda un banner',
    description: `Cambia solo los campos enviados (activo: false lo pausa, true lo reanuda); las reglas se comprueban sobre el resultado. ${RULES}`,
    params: IdParam,
    body: AdminAdBannerBody,
    reply: Success(AdminAdBanner),
    errors: [404],
  },
  'POST /admin/ad-banners/{id}/duplicate': {
    ...admin,
    operationId: 'duplicateAdminAdBanner',
    summary: 'Duplica un banner',
    description: 'Crea una copia pausada llamada «… (copia)», con las cifras a cero, para preparar una variante sin tocar el original.',
    params: IdParam,
    status: 201,
    reply: Success(AdminAdBanner),
    errors: [404],
  },
  'DELETE /admin/ad-banners/{id}': {
    ...admin,
    operationId: 'deleteAdminAdBanner',
    summary: 'Borra un banner',
    description: 'Borra el banner, sus visitas contadas y su imagen subida si ningún otro banner la usa.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
});

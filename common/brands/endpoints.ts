import { defineEndpoints } from '../api/contract';
import { Success } from '../api/replies';
import { IdParam } from '../query-params';
import { z } from '../zod';
import { AdminBrand, AdminBrandCreate, AdminBrandListQuery, AdminBrandUpdate } from './contracts';

const brand = { tag: 'Admin · Marcas', access: 'admin', permission: 'brands.manage' } as const;

export const BRAND_HAS_PRODUCTS = 'No se puede borrar una marca con productos: desactívala o mueve sus productos.';

/** Brands in the back-office. */
export const adminBrandEndpoints = defineEndpoints({
  'GET /admin/brands': {
    ...brand,
    operationId: 'listAdminBrands',
    summary: 'Marcas del back-office',
    description:
      'Todas las marcas, activas o no, en el orden de la tienda (sort_order y nombre), cada una con sus productos no borrados. search busca en el nombre y el slug; status filtra activas o inactivas.',
    query: AdminBrandListQuery,
    reply: Success(z.array(AdminBrand)),
  },
  'POST /admin/brands': {
    ...brand,
    operationId: 'createAdminBrand',
    summary: 'Crea una marca',
    description:
      'Crea la marca. Sin slug se genera uno libre a partir del nombre; un slug repetido es un 422. Los colores (principal, acento y los de la paleta) son #RRGGBB.',
    body: AdminBrandCreate,
    status: 201,
    reply: Success(AdminBrand),
  },
  'GET /admin/brands/{id}': {
    ...brand,
    operationId: 'getAdminBrand',
    summary: 'Una marca',
    description: 'La marca con ese id, activa o no, con su número de productos.',
    params: IdParam,
    reply: Success(AdminBrand),
    errors: [404],
  },
  'PUT /admin/brands/{id}': {
    ...brand,
    operationId: 'updateAdminBrand',
    summary: 'Edita una marca',
    description: 'Cambia solo los campos enviados (null o texto vacío vacían un campo opcional). La paleta enviada sustituye a la anterior.',
    params: IdParam,
    body: AdminBrandUpdate,
    reply: Success(AdminBrand),
    errors: [404],
  },
  'POST /admin/brands/{id}/activate': {
    ...brand,
    operationId: 'activateAdminBrand',
    summary: 'Activa una marca',
    description: 'La marca vuelve a la tienda: su página, su tarjeta de la cabecera y sus productos activos.',
    params: IdParam,
    reply: Success(AdminBrand),
    errors: [404],
  },
  'POST /admin/brands/{id}/deactivate': {
    ...brand,
    operationId: 'deactivateAdminBrand',
    summary: 'Desactiva una marca',
    description: 'La marca sale de la lista pública de marcas; sus productos se conservan en el back-office.',
    params: IdParam,
    reply: Success(AdminBrand),
    errors: [404],
  },
  'DELETE /admin/brands/{id}': {
    ...brand,
    operationId: 'deleteAdminBrand',
    summary: 'Borra una marca sin productos',
    description: `Borra la marca y su logo. Una marca con productos (también retirados, que conservan su historial) es un 409: «${BRAND_HAS_PRODUCTS}»`,
    params: IdParam,
    reply: Success(z.object({ message: z.string() }).meta({ id: 'BrandDeleted' })),
    errors: [404, 409],
  },
  'POST /admin/brands/{id}/logo': {
    ...brand,
    operationId: 'uploadAdminBrandLogo',
    summary: 'Sube el logo de una marca',
    description:
      'Un archivo en el campo `logo` (multipart), leído entero: JPG, PNG, WebP, AVIF o GIF de al menos 64 × 64 px. Se guarda en WebP sin metadatos, dentro de 512 × 512 px y con su transparencia, y sustituye al anterior.',
    params: IdParam,
    upload: {
      field: 'logo',
      maxFiles: 1,
      description: 'El logo: JPG, PNG, WebP, AVIF o GIF.',
      missingMessage: 'Elige una imagen para el logo.',
      messages: { tooBig: (maxMegabytes) => `El logo no puede superar ${maxMegabytes} MB.` },
    },
    reply: Success(AdminBrand),
    errors: [404],
  },
  'DELETE /admin/brands/{id}/logo': {
    ...brand,
    operationId: 'deleteAdminBrandLogo',
    summary: 'Quita el logo de una marca',
    description: 'Borra el logo guardado; la marca se muestra con su nombre.',
    params: IdParam,
    reply: Success(AdminBrand),
    errors: [404],
  },
});

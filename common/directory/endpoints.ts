import { defineEndpoints } from '../api/contract';
import { Message, Success } from '../api/replies';
import { IdParam } from '../query-params';
import {
  AdminDirectoryBody,
  AdminDirectoryEntry,
  AdminDirectoryListQuery,
  AdminDirectoryPage,
  DirectoryEntry,
  DirectoryListQuery,
  DirectoryLocations,
  DirectoryPage,
  DirectoryProposalBody,
  DirectorySlugParam,
} from './contracts';

const TAG = 'Directorio';
const ADMIN_TAG = 'Admin · Directorio';
const staff = { tag: ADMIN_TAG, access: 'admin', permission: 'directory.manage' } as const;

const FIELD_RULES =
  'Nombre, sector, presentación breve (20 a 300 caracteres), localidad y provincia son obligatorios; el código postal, si se da, debe ser de la provincia; la web empieza por http(s)://; hasta 8 etiquetas. Cada error es un 422 en su campo.';

/** The business directory of /directorio: anyone reads and proposes; staff moderate. */
export const directoryEndpoints = defineEndpoints({
  'GET /directory': {
    tag: TAG,
    access: 'public',
    operationId: 'listDirectoryEntries',
    summary: 'Fichas publicadas del directorio, filtradas y paginadas',
    description:
      'Las fichas publicadas y visibles, por nombre en orden alfabético español. search busca cada palabra (sin distinguir tildes ni mayúsculas) en nombre, sector, presentación, etiquetas y lugar; kind, province, city y sector filtran por igualdad. facets trae los recuentos para los filtros.',
    query: DirectoryListQuery,
    reply: Success(DirectoryPage),
  },
  'GET /directory/locations': {
    tag: TAG,
    access: 'public',
    operationId: 'listDirectoryLocations',
    summary: 'Provincias y localidades con fichas',
    description: 'Cada provincia con fichas publicadas, cuántas tiene y sus localidades con su recuento.',
    reply: Success(DirectoryLocations),
  },
  'GET /directory/entries/{slug}': {
    tag: TAG,
    access: 'public',
    operationId: 'getDirectoryEntry',
    summary: 'Una ficha publicada',
    description: 'La ficha con ese slug si está publicada y visible; si no, 404.',
    params: DirectorySlugParam,
    reply: Success(DirectoryEntry),
    errors: [404],
  },
  'POST /directory/proposals': {
    tag: TAG,
    access: 'public',
    operationId: 'proposeDirectoryEntry',
    summary: 'Propone un negocio para el directorio',
    description: `Guarda la propuesta como pendiente: no aparece hasta que el equipo la revisa. ${FIELD_RULES} Limitado por IP (429 con Retry-After).`,
    body: DirectoryProposalBody,
    status: 201,
    reply: Success(Message),
    errors: [429],
  },
  'GET /admin/directory': {
    ...staff,
    operationId: 'listAdminDirectoryEntries',
    summary: 'Fichas y propuestas del directorio',
    description: 'Todas las fichas, las pendientes primero y luego las más recientes, filtrables por estado, tipo y texto (nombre, localidad, email de contacto).',
    query: AdminDirectoryListQuery,
    reply: Success(AdminDirectoryPage),
  },
  'POST /admin/directory': {
    ...staff,
    operationId: 'createAdminDirectoryEntry',
    summary: 'Crea una ficha publicada',
    description: `Una ficha que crea el equipo se publica directamente. ${FIELD_RULES} El slug se genera a partir del nombre si no se indica (422 en slug si ya existe).`,
    body: AdminDirectoryBody,
    status: 201,
    reply: Success(AdminDirectoryEntry),
  },
  'GET /admin/directory/{id}': {
    ...staff,
    operationId: 'getAdminDirectoryEntry',
    summary: 'Una ficha o propuesta',
    description: 'La ficha con ese id, publicada o pendiente, con los datos de quien la propuso.',
    params: IdParam,
    reply: Success(AdminDirectoryEntry),
    errors: [404],
  },
  'PATCH /admin/directory/{id}': {
    ...staff,
    operationId: 'updateAdminDirectoryEntry',
    summary: 'Edita una ficha',
    description: `Cambia solo los campos enviados; las reglas se comprueban sobre el resultado. ${FIELD_RULES}`,
    params: IdParam,
    body: AdminDirectoryBody,
    reply: Success(AdminDirectoryEntry),
    errors: [404],
  },
  'POST /admin/directory/{id}/approve': {
    ...staff,
    operationId: 'approveAdminDirectoryEntry',
    summary: 'Aprueba una propuesta',
    description: 'La propuesta pasa a publicada y visible; queda constancia de quién y cuándo. Aprobar una ficha ya publicada es un 409.',
    params: IdParam,
    reply: Success(AdminDirectoryEntry),
    errors: [404, 409],
  },
  'DELETE /admin/directory/{id}': {
    ...staff,
    operationId: 'deleteAdminDirectoryEntry',
    summary: 'Borra una ficha o rechaza una propuesta',
    description: 'Borra la ficha (y su logo). Para rechazar una propuesta se borra.',
    params: IdParam,
    reply: Success(Message),
    errors: [404],
  },
  'POST /admin/directory/{id}/logo': {
    ...staff,
    operationId: 'uploadAdminDirectoryLogo',
    summary: 'Sube el logo de una ficha',
    description:
      'Un archivo en el campo `logo` (multipart), leído entero: JPG, PNG, WebP, AVIF o GIF de al menos 64 × 64 px. Se guarda en WebP sin metadatos, dentro de 512 × 512 px y con su transparencia, y sustituye al anterior (como el logo de una marca).',
    params: IdParam,
    upload: {
      field: 'logo',
      maxFiles: 1,
      description: 'El logo: JPG, PNG, WebP, AVIF o GIF.',
      missingMessage: 'Elige una imagen para el logo.',
      messages: { tooBig: (maxMegabytes) => `El logo no puede superar ${maxMegabytes} MB.` },
    },
    reply: Success(AdminDirectoryEntry),
    errors: [404],
  },
  'DELETE /admin/directory/{id}/logo': {
    ...staff,
    operationId: 'deleteAdminDirectoryLogo',
    summary: 'Quita el logo de una ficha',
    description: 'Borra el logo guardado; la ficha se muestra con sus iniciales.',
    params: IdParam,
    reply: Success(AdminDirectoryEntry),
    errors: [404],
  },
});

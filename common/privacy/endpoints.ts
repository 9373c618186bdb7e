import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { z } from '../zod';
import { AccountDeleted, AccountDeletionBody, DATA_EXPORT_LINK_DAYS, DATA_EXPORTS_PER_DAY, DataExport, DataExportDownloadQuery, DataExportIdParam } from './contracts';

const customer = { tag: 'Mis datos', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const anyone = { tag: 'Mis datos', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;

const ZIP = z.string().meta({ format: 'binary' });

/** "Mis datos" (issue 33, RGPD arts. 15 and 20): a copy of everything the store holds about the account. */
export const privacyEndpoints = defineEndpoints({
  'POST /user/privacy/export': {
    ...customer,
    operationId: 'requestMyDataExport',
    summary: 'Pedir una copia de mis datos',
    description: `Prepara en segundo plano un ZIP (JSON por apartado y CSV de pedidos y sus líneas) con el perfil, direcciones, pedidos, devoluciones, facturas, opiniones, mensajes de soporte, avisos, consentimientos y sesiones, y envía el enlace por email (válido ${DATA_EXPORT_LINK_DAYS} días). 409 si ya hay una preparándose; 429 tras ${DATA_EXPORTS_PER_DAY} en 24 horas.`,
    status: 202,
    reply: Success(DataExport),
    errors: [409, 429],
  },
  'GET /user/privacy/exports': {
    ...customer,
    operationId: 'listMyDataExports',
    summary: 'Mis copias de datos',
    description: 'Las copias pedidas, la más reciente primero (como mucho 20), con su estado y, si están listas, su enlace de descarga.',
    reply: Success(z.array(DataExport)),
  },
  'GET /user/privacy/exports/{id}/file': {
    ...customer,
    operationId: 'downloadMyDataExport',
    summary: 'Descargar una copia de mis datos (con la sesión)',
    description: 'El ZIP de una copia lista de la cuenta; 404 si no existe, no es suya, no está lista o ha caducado.',
    params: DataExportIdParam,
    replyMediaType: 'application/zip',
    reply: ZIP,
    errors: [404],
  },
  'GET /user/privacy/exports/{id}/download': {
    ...anyone,
    operationId: 'downloadDataExportByLink',
    summary: 'Descargar una copia de datos (enlace del email)',
    description: `El ZIP con el enlace del email (código de un solo destinatario, guardado cifrado, ${DATA_EXPORT_LINK_DAYS} días). 404 con el mismo mensaje si el enlace no es válido, ha caducado o la copia no existe.`,
    params: DataExportIdParam,
    query: DataExportDownloadQuery,
    replyMediaType: 'application/zip',
    reply: ZIP,
    errors: [404],
  },
  'POST /user/privacy/delete': {
    ...customer,
    operationId: 'deleteMyAccount',
    summary: 'Eliminar mi cuenta',
    description:
      'Con la contraseña actual (422 en `current_password` si no es la correcta): anonimiza los datos personales de la cuenta (nombre, email, teléfono, foto), borra direcciones, lista de deseos, carrito, tarjetas guardadas, avisos, ajustes y consentimientos de marketing, sesiones y enlaces pendientes, y envía un último email a la dirección de la cuenta. Las facturas y los registros VERI*FACTU no se tocan, y los pedidos se conservan para los plazos fiscales sin los datos de contacto. 409 mientras haya un pedido en curso o una devolución abierta.',
    body: AccountDeletionBody,
    reply: Success(AccountDeleted),
    errors: [409],
  },
});

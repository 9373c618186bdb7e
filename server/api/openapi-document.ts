import { APP_VERSION } from '../../common/constants';
import { DEFAULT_STORE_SETTINGS } from '../../common/settings/contracts';
import type { ApiApp } from './context';

/** Each tag of the document, with what it groups. */
export const API_TAGS = [
  { name: 'Estado', description: 'Salud del sistema: API, autenticación y base de datos.' },
  { name: 'Banners', description: 'Banners publicitarios de la tienda y sus contadores.' },
  { name: 'Auth', description: 'Registro, inicio y cierre de sesión; la persona de la sesión.' },
  { name: 'Catálogo', description: 'Productos, categorías y marcas de la tienda, con filtros, orden y facetas.' },
  { name: 'Cuenta', description: 'El área de cliente: perfil, contraseña, sesiones, direcciones, preferencias y notificaciones.' },
  { name: 'Lista de deseos', description: 'Los productos que la clienta ha guardado.' },
  { name: 'Pedidos', description: 'Los pedidos de la clienta: la lista con filtros, cada pedido con su seguimiento y su historia, y la cancelación mientras no ha salido.' },
  { name: 'Checkout', description: 'El pago de un carrito: presupuesto con precios y stock de ahora, el pedido, la confirmación del pago y la consulta de un pedido de invitada.' },
  { name: 'Pagos', description: 'La pasarela de pruebas: tokeniza las tarjetas de prueba como lo haría el formulario de una pasarela real.' },
  { name: 'Admin', description: 'Panel del back-office.' },
  { name: 'Admin · Catálogo', description: 'Gestión del catálogo: productos, variantes, fotos y categorías.' },
  { name: 'Admin · Usuarios', description: 'Personas de la tienda: búsqueda, ficha, roles, cuentas de equipo y desactivación.' },
  { name: 'Admin · Roles', description: 'Roles y la matriz de permisos por área.' },
  { name: 'Admin · Marcas', description: 'Las marcas de la tienda: textos, paleta y logotipo.' },
  { name: 'Admin · Banners', description: 'Banners publicitarios: contenido, dónde y cuándo se muestran, y sus cifras.' },
  { name: 'Admin · Pedidos', description: 'Los pedidos de la tienda para el equipo: lista con filtros, ficha, cambios de estado (pago de transferencias, preparación, envío con seguimiento, entrega), cancelación con reembolso y notas internas.' },
  { name: 'Admin · Campañas', description: 'Campañas de rebajas y promociones automáticas: fechas en hora de Madrid, alcance, oferta, vista previa y su cambio de precios programado.' },
  { name: 'Admin · Búsqueda', description: 'Lo que el personal enseña a la búsqueda (sinónimos en los dos sentidos o en uno, búsquedas que llevan a una página) y lo que buscan los clientes: las consultas más frecuentes, sin resultados y sin clics.' },
  { name: 'Admin · Cupones', description: 'Cupones de descuento: porcentaje o importe fijo, pedido mínimo, fechas y límites de uso.' },
  { name: 'Configuración', description: 'Los datos de la tienda que muestran las páginas públicas.' },
  { name: 'Admin · Configuración', description: 'Datos de la tienda, envío, IVA y modo mantenimiento.' },
  { name: 'Admin · Auditoría', description: 'Quién cambió qué y cuándo en el back-office.' },
  { name: 'Admin · Copias de seguridad', description: 'Las copias de seguridad de la base de datos: cuándo se hizo la última, su tamaño y si tiene más de un día.' },
  { name: 'Admin · Trabajos', description: 'La cola de trabajos en segundo plano (emails, pagos caducados, reembolsos, facturas, registros VERI*FACTU): su salud y el reintento de un trabajo fallido.' },
  { name: 'Admin · Emails', description: 'Los emails que envía la tienda (confirmaciones y avisos de pedidos, avisos de la cuenta) y su estado de envío.' },
  { name: 'Sostenibilidad', description: 'La política de materiales: qué parte de la fibra del catálogo es orgánica o reciclada.' },
  { name: 'Directorio', description: 'El directorio de empresas, servicios y profesionales de la moda sostenible e inclusiva: fichas publicadas, lugares y la propuesta de un negocio.' },
  { name: 'Admin · Directorio', description: 'Moderación del directorio: propuestas pendientes, aprobación, edición, logo y borrado de fichas.' },
  { name: 'Soporte', description: 'Conversaciones con el equipo de atención: las de la cuenta, y las de quien compró sin cuenta con su número de pedido y su email.' },
  { name: 'Correos comerciales', description: 'La baja de los recordatorios de carrito desde el enlace del email, sin iniciar sesión: la de un clic de la cabecera List-Unsubscribe (RFC 8058) y la de la página /baja.' },
  { name: 'Opiniones', description: 'Opiniones con ajuste de quien compró y recibió la prenda: se escriben desde la cuenta y se publican tras moderarlas.' },
  { name: 'Consentimientos', description: 'Los consentimientos anotados (RGPD art. 7.1): cada elección del aviso de cookies, por el identificador anónimo del navegador y con la cuenta si hay sesión, y lo que la persona ha aceptado y cuándo.' },
  { name: 'Avisos de disponibilidad', description: 'Avísame cuando vuelva: un aviso por talla agotada, confirmado por email sin sesión (doble confirmación), enviado una sola vez cuando vuelve el stock y cancelable sin iniciar sesión.' },
  { name: 'Segundo factor', description: 'La verificación en dos pasos de la cuenta: app de autenticación (TOTP), diez códigos de recuperación y llaves de acceso (WebAuthn), que también sirven para entrar sin contraseña.' },
  { name: 'Mis datos', description: 'La copia de los datos de la cuenta (RGPD arts. 15 y 20): un ZIP de JSON y CSV preparado en segundo plano y enlazado por email con un código de 7 días; una en marcha a la vez y pocas al día.' },
  { name: 'Devoluciones', description: 'Después de la compra: qué se puede devolver o cambiar de un pedido entregado, el reembolso antes de confirmar, la solicitud, el desistimiento del contrato (art. 11 bis de la Directiva 2011/83/UE), las devoluciones de la cuenta y la hoja de devolución en PDF; también para quien compró sin cuenta, con su número de pedido y su email.' },
  { name: 'Admin · Devoluciones', description: 'La cola de devoluciones del equipo: recogida, recepción por prenda (al stock o de baja), reembolso por la pasarela o por transferencia, envío del cambio, rechazo, y la tasa y los motivos de devolución.' },
  { name: 'Admin · Analítica', description: 'Ventas y devoluciones de un periodo para el panel: lo cobrado y los pedidos de cada día, el pedido medio, los más vendidos, la tasa y los motivos de devolución por producto y talla, la media de las opiniones, y las mismas cifras en CSV.' },
  { name: 'Admin · Stock', description: 'El diario de stock de cada variante (ventas, liberaciones, devoluciones, bajas, ajustes, cambios) y los ajustes a mano.' },
  { name: 'Facturas', description: 'Las facturas de los pedidos (simplificada, completa, la completa que sustituye a la simplificada y las rectificativas) en PDF con enlace de descarga, y la factura completa con NIF; también para quien compró sin cuenta, con su número de pedido y su email.' },
  { name: 'Admin · Facturas', description: 'Las facturas y rectificativas con sus totales por tipo de IVA, la exportación CSV para la gestoría, los registros VERI*FACTU encadenados y su comprobación, la anulación de una factura emitida por error y la bandeja de envíos a la AEAT.' },
  { name: 'Admin · Soporte', description: 'La bandeja de soporte del equipo: vistas, asignación, respuestas (enviadas por email), notas internas y cierre.' },
  { name: 'Admin · Opiniones', description: 'La moderación de las opiniones de la clientela: publicar, rechazar con un motivo (se avisa por email) y responder en público.' },
];

const prefixPaths = (paths: Record<string, unknown> | undefined, prefix: string) =>
  Object.fromEntries(Object.entries(paths ?? {}).map(([path, item]) => [`${prefix}${path}`, item]));

/**
 * The OpenAPI 3.1 document of /api and of /auth (the spec's other login call), built once from the
 * routes' contracts. Paths are written from the site root so both prefixes fit in one document,
 * whose server is relative ('/': where the document is served). The contact and licence pages are
 * named at the origin the document is asked at (PUBLIC_URL when set, server/http/public-origin.ts):
 * `documentAt(origin)`. The store's e-mail addresses are the merchant's, in /admin/settings and on
 * the contact page, not in the document.
 */
export function openApiDocument(api: ApiApp, legacyAuth: ApiApp): (origin: string) => object {
  const config = {
    openapi: '3.1.0',
    info: {
      title: 'Tienda Diverso API',
      version: APP_VERSION,
      description:
        'La API REST de Tienda Diverso, la tienda de ruediverso y divergente: catálogo, cuenta de cliente, lista de deseos, banners y back-office. JSON en español; el dinero va en euros con dos decimales e IVA incluido. Los errores de validación responden 422 con un mensaje por campo.',
    },
    servers: [{ url: '/', description: 'Este mismo servidor' }],
    tags: API_TAGS,
  };
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'El token que devuelven el registro y el inicio de sesión.',
  });
  const main = api.getOpenAPI31Document(config);
  const legacy = legacyAuth.getOpenAPI31Document(config);
  const document = {
    ...main,
    paths: { ...prefixPaths(main.paths, '/api'), ...prefixPaths(legacy.paths, '/auth') },
    components: { ...legacy.components, ...main.components, schemas: { ...legacy.components?.schemas, ...main.components?.schemas } },
  };
  return (origin) => ({
    ...document,
    info: {
      ...document.info,
      contact: { name: DEFAULT_STORE_SETTINGS.store_name, url: `${origin}/help/contact` },
      license: { name: 'Propietaria: todos los derechos reservados', url: `${origin}/terms` },
    },
  });
}

import { defineEndpoints, type EndpointSpec } from '../api/contract';
import { Success } from '../api/replies';
import { OrderNumberParam } from '../orders/customer-contracts';
import { IdParam } from '../query-params';
import { z } from '../zod';
import {
  AdminInvoiceExportQuery,
  AdminInvoiceListQuery,
  AdminInvoicePage,
  AnnulInvoiceBody,
  ChainVerification,
  CustomerInvoiceListQuery,
  CustomerInvoicePage,
  FiscalSubmission,
  FiscalSubmissionListQuery,
  FiscalSubmissionPage,
  GuestInvoiceRecipientBody,
  Invoice,
  InvoiceNumberParam,
  InvoicePdfQuery,
  InvoiceRecipientBody,
  InvoiceRequestOutcome,
} from './contracts';

const customer = { tag: 'Facturas', access: 'customer' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const guest = { tag: 'Facturas', access: 'public' } as const satisfies Pick<EndpointSpec, 'tag' | 'access'>;
const staff = { tag: 'Admin · Facturas', access: 'admin', permission: 'invoices.manage' } as const satisfies Pick<EndpointSpec, 'tag' | 'access' | 'permission'>;

const FULL_INVOICE =
  'Con el nombre o la razón social, el NIF (se comprueba su letra o cifra de control) y la dirección fiscal. Si el pedido aún no tiene factura, la completa (F1) se emite con el pago; si ya tiene la simplificada, se emite en el acto una completa que la sustituye (F3). 409 si ya tiene factura completa o alguna rectificativa.';

/** The customer's invoices and the full invoice of one of their orders. */
export const customerInvoiceEndpoints = defineEndpoints({
  'GET /user/invoices': {
    ...customer,
    operationId: 'listMyInvoices',
    summary: 'Mis facturas',
    description: 'Las facturas y rectificativas de los pedidos de la clienta, la más reciente primero, cada una con su descarga en PDF.',
    query: CustomerInvoiceListQuery,
    reply: Success(CustomerInvoicePage),
  },
  'POST /user/orders/{number}/invoice': {
    ...customer,
    operationId: 'requestMyFullInvoice',
    summary: 'Pedir la factura completa de un pedido',
    description: `${FULL_INVOICE} 404 si el pedido no es de la clienta.`,
    params: OrderNumberParam,
    body: InvoiceRecipientBody,
    reply: Success(InvoiceRequestOutcome),
    errors: [404, 409],
  },
});

/** A guest's full invoice (order number and e-mail) and the download every invoice link opens. */
export const guestInvoiceEndpoints = defineEndpoints({
  'POST /orders/{number}/invoice': {
    ...guest,
    operationId: 'requestGuestFullInvoice',
    summary: 'Pedir la factura completa de un pedido sin cuenta',
    description: `Para pedidos hechos sin cuenta: el número de pedido y su email deben coincidir (404 con el mismo mensaje si no). Limitado por IP (429). ${FULL_INVOICE}`,
    params: OrderNumberParam,
    body: GuestInvoiceRecipientBody,
    reply: Success(InvoiceRequestOutcome),
    errors: [404, 409, 429],
  },
  'GET /invoices/{number}/pdf': {
    ...guest,
    operationId: 'getInvoicePdf',
    summary: 'Descargar una factura (PDF)',
    description: 'El PDF de la factura con el enlace que dan el email, Mis facturas, el pedido y el back-office (token); 404 si el enlace no es válido.',
    params: InvoiceNumberParam,
    query: InvoicePdfQuery,
    replyMediaType: 'application/pdf',
    reply: z.string().meta({ format: 'binary' }),
    errors: [404],
  },
});

/** The back-office: the invoices, the accountant's export, the chain and the submissions outbox. */
export const adminInvoiceEndpoints = defineEndpoints({
  'GET /admin/invoices': {
    ...staff,
    operationId: 'listInvoices',
    summary: 'Facturas',
    description: 'Las facturas, rectificativas incluidas, la más reciente primero, con filtros por serie, tipo, fechas y cliente; los totales por tipo de IVA del filtro entero; y si el emisor está completo.',
    query: AdminInvoiceListQuery,
    reply: Success(AdminInvoicePage),
  },
  'GET /admin/invoices/export': {
    ...staff,
    operationId: 'exportInvoices',
    summary: 'Exportar las facturas (CSV)',
    description: 'Las facturas del filtro, sin paginar, para la gestoría: facturas-AAAA-MM-DD.csv (text/csv; separador punto y coma, decimales con coma, UTF-8 con BOM para Excel).',
    query: AdminInvoiceExportQuery,
    replyMediaType: 'text/csv',
    reply: z.string(),
  },
  'GET /admin/invoices/verify': {
    ...staff,
    operationId: 'verifyInvoiceChain',
    summary: 'Comprobar la cadena VERI*FACTU',
    description: 'Recalcula la huella de cada registro y su encadenamiento con el anterior; dice el primero que no cuadra.',
    reply: Success(ChainVerification),
  },
  'GET /admin/invoices/{id}': {
    ...staff,
    operationId: 'getInvoice',
    summary: 'Una factura',
    description: 'La factura entera con sus líneas, el desglose de IVA y sus registros VERI*FACTU.',
    params: IdParam,
    reply: Success(Invoice),
    errors: [404],
  },
  'POST /admin/invoices/{id}/annul': {
    ...staff,
    operationId: 'annulInvoice',
    summary: 'Anular una factura emitida por error',
    description:
      'Genera el registro de anulación VERI*FACTU de una factura que no debió emitirse (la factura y su alta se conservan). No sustituye a la rectificativa: las devoluciones y cancelaciones ya la emiten solas. 409 si ya está anulada o tiene rectificativas.',
    params: IdParam,
    body: AnnulInvoiceBody,
    reply: Success(Invoice),
    errors: [404, 409],
  },
  'GET /admin/fiscal-submissions': {
    ...staff,
    operationId: 'listFiscalSubmissions',
    summary: 'Envíos a la AEAT',
    description: 'La bandeja de salida de los registros de facturación: cada envío con su estado, el más reciente primero.',
    query: FiscalSubmissionListQuery,
    reply: Success(FiscalSubmissionPage),
  },
  'GET /admin/fiscal-submissions/{id}': {
    ...staff,
    operationId: 'getFiscalSubmission',
    summary: 'Un envío a la AEAT',
    description: 'El envío con el XML de los registros (RegFactuSistemaFacturacion).',
    params: IdParam,
    reply: Success(FiscalSubmission),
    errors: [404],
  },
  'POST /admin/fiscal-submissions/{id}/resend': {
    ...staff,
    operationId: 'resendFiscalSubmission',
    summary: 'Reenviar un envío rechazado entero',
    description:
      'Vuelve a poner en cola, tal cual, un envío que la AEAT rechazó entero por algo ajeno al registro (el certificado, un apoderamiento) una vez corregido. 409 si el envío no está así.',
    params: IdParam,
    reply: Success(FiscalSubmission),
    errors: [404, 409],
  },
  'POST /admin/fiscal-submissions/{id}/correct': {
    ...staff,
    operationId: 'correctFiscalSubmission',
    summary: 'Reenviar como subsanación',
    description:
      'Genera un registro de alta de subsanación (Subsanacion S; RechazoPrevio X si la AEAT no tiene registro de la factura) con los datos fiscales actuales de la tienda, encadenado como cualquier registro, y lo pone en cola. Responde el envío nuevo. 409 si el envío no necesita revisión, es una anulación o un duplicado, o si el NIF de la tienda ya no es el de la factura.',
    params: IdParam,
    reply: Success(FiscalSubmission),
    errors: [404, 409],
  },
});

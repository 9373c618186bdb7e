import { Page } from '../api/replies';
import { unknownField } from '../api/unknown-field';
import { queryDate, queryEnum, queryInt, queryText, strictQuery } from '../query-params';
import { isValidSpanishTaxId, normaliseTaxId } from '../settings/rules';
import { z } from '../zod';
import { INVOICE_KINDS, INVOICE_PURPOSES, INVOICE_SERIES } from './rules';

// Invoices as the customer, a guest and staff read and ask for them: the customer's list, the data
// of a full invoice (at checkout or afterwards), the back-office list with its VAT totals, one
// invoice with its VERI*FACTU record, the submissions outbox and the chain's verification.
// Amounts in euros (negative on corrective invoices); dates ISO 8601.

const datetime = () => z.iso.datetime({ offset: true });

export const InvoiceKindSchema = z.enum(INVOICE_KINDS);
export const InvoicePurposeSchema = z.enum(INVOICE_PURPOSES);
export const InvoiceSeriesSchema = z.enum(INVOICE_SERIES);

// ── The data of a full invoice ──────────────────────────────────────────────────────────────────

/** Who a full invoice is made out to (RD 1619/2012 art. 6.1.d, e): name, NIF and fiscal address. */
export const InvoiceRecipientFields = {
  name: z
    .string({ error: 'Indica el nombre o la razón social.' })
    .trim()
    .min(2, 'Indica el nombre o la razón social.')
    .max(160, 'El nombre admite como mucho 160 caracteres.'),
  tax_id: z
    .string({ error: 'Indica el NIF.' })
    .trim()
    .max(20, 'El NIF admite como mucho 20 caracteres.')
    .transform(normaliseTaxId)
    .refine((value) => value.length > 0, 'Indica el NIF.')
    .refine((value) => value.length === 0 || isValidSpanishTaxId(value), 'El NIF no es válido: revisa las cifras y la letra de control (DNI, NIE o NIF de empresa).'),
  address: z
    .string({ error: 'Indica la dirección fiscal.' })
    .trim()
    .min(8, 'Indica la dirección fiscal completa: calle, número, código postal y ciudad.')
    .max(250, 'La dirección fiscal admite como mucho 250 caracteres.'),
};

export const InvoiceRecipient = z
  .object({ name: z.string(), tax_id: z.string(), address: z.string() })
  .meta({ id: 'InvoiceRecipient', description: 'A nombre de quién va una factura completa: nombre o razón social, NIF y dirección fiscal.' });
export type InvoiceRecipient = z.infer<typeof InvoiceRecipient>;

export const InvoiceRecipientBody = z
  .object(InvoiceRecipientFields)
  .catchall(unknownField)
  .meta({ id: 'InvoiceRecipientBody', description: 'Los datos para la factura completa; el NIF se comprueba (DNI, NIE o NIF de empresa con su letra o cifra de control).' });
export type InvoiceRecipientBody = z.input<typeof InvoiceRecipientBody>;

export const GuestInvoiceRecipientBody = z
  .object({
    ...InvoiceRecipientFields,
    email: z.string({ error: 'Indica el email del pedido.' }).trim().toLowerCase().min(3, 'Indica el email del pedido.').max(254).pipe(z.email('El email no es válido.')),
  })
  .catchall(unknownField)
  .meta({ id: 'GuestInvoiceRecipientBody', description: 'Un pedido sin cuenta: los datos de la factura completa y el email del pedido.' });

export const InvoiceNumberParam = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,10}-\d{4}-\d{6,}$/, 'El número de factura es como FS-2026-000123.'),
});

export const InvoicePdfQuery = strictQuery({
  token: queryText('token', 100).optional().meta({ description: 'El enlace de descarga de la factura (en el email, en Mis facturas y en el pedido).' }),
});

// ── The customer's and the order's invoices ─────────────────────────────────────────────────────

export const CustomerInvoice = z
  .object({
    id: z.int(),
    number: z.string().meta({ description: 'Serie y número: FS-2026-000123.' }),
    kind: InvoiceKindSchema,
    kind_label: z.string(),
    purpose: InvoicePurposeSchema,
    issued_at: datetime(),
    order_number: z.string(),
    return_number: z.string().nullable(),
    rectifies_number: z.string().nullable().meta({ description: 'La factura que rectifica o sustituye; null si no.' }),
    rectifies_id: z.int().nullable(),
    recipient: InvoiceRecipient.nullable().meta({ description: 'A nombre de quién (facturas completas); null en las simplificadas.' }),
    total: z.number().meta({ description: 'Total con IVA; negativo en las rectificativas.' }),
    vat: z.number(),
    annulled: z.boolean().meta({ description: 'Anulada por haberse emitido por error (registro de anulación).' }),
    pdf_url: z.string().meta({ description: 'La descarga del PDF (enlace con token).' }),
  })
  .meta({ id: 'CustomerInvoice', description: 'Una factura de un pedido: la de la venta, la completa que la sustituye o una rectificativa.' });
export type CustomerInvoice = z.infer<typeof CustomerInvoice>;

export const CustomerInvoiceListQuery = strictQuery({
  page: queryInt('page', 1, 10_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 50).default(20),
});

export const CustomerInvoicePage = Page(CustomerInvoice).meta({ id: 'CustomerInvoicePage' });
export type CustomerInvoicePage = z.infer<typeof CustomerInvoicePage>;

export const InvoiceRequestOutcome = z
  .object({
    outcome: z.enum(['issued', 'saved']).meta({ description: 'issued: la factura completa ya está emitida; saved: se emitirá con el pago.' }),
    message: z.string(),
    invoice: CustomerInvoice.nullable().meta({ description: 'La factura completa emitida; null si se emitirá con el pago.' }),
  })
  .meta({ id: 'InvoiceRequestOutcome', description: 'Lo que pasó al pedir la factura completa de un pedido.' });
export type InvoiceRequestOutcome = z.infer<typeof InvoiceRequestOutcome>;

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────

export const ADMIN_INVOICES_PER_PAGE = 25;

export const AdminInvoiceListQuery = strictQuery({
  search: queryText('search', 100).optional().meta({ description: 'Número de factura o de pedido, cliente, email o NIF.' }),
  series: queryEnum('series', INVOICE_SERIES, `Serie no válida: ${INVOICE_SERIES.join(', ')}.`).optional(),
  kind: queryEnum('kind', INVOICE_KINDS, `Tipo no válido: ${INVOICE_KINDS.join(', ')}.`).optional(),
  from: queryDate('from').optional().meta({ description: 'Emitidas desde este día (incluido), hora de Madrid.' }),
  to: queryDate('to').optional().meta({ description: 'Emitidas hasta este día (incluido), hora de Madrid.' }),
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(ADMIN_INVOICES_PER_PAGE),
}).superRefine((q, ctx) => {
  if (q.from && q.to && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
});
export type AdminInvoiceListQuery = z.infer<typeof AdminInvoiceListQuery>;

export const AdminInvoiceExportQuery = strictQuery({
  search: queryText('search', 100).optional(),
  series: queryEnum('series', INVOICE_SERIES, `Serie no válida: ${INVOICE_SERIES.join(', ')}.`).optional(),
  kind: queryEnum('kind', INVOICE_KINDS, `Tipo no válido: ${INVOICE_KINDS.join(', ')}.`).optional(),
  from: queryDate('from').optional(),
  to: queryDate('to').optional(),
});

export const VatTotal = z
  .object({
    rate: z.number().meta({ description: 'Tipo de IVA en %; 0 en las operaciones exentas.' }),
    exemption: z.string().nullable().meta({ description: 'Causa de exención (E2: exportación, art. 21 LIVA), null si no está exenta.' }),
    base: z.number(),
    vat: z.number(),
    total: z.number(),
    count: z.int().min(0),
  })
  .meta({ id: 'VatTotal', description: 'Base, IVA y total de las facturas de un tipo de IVA.' });
export type VatTotal = z.infer<typeof VatTotal>;

export const AdminInvoiceRow = CustomerInvoice.extend({
  series: InvoiceSeriesSchema,
  order_id: z.int(),
  customer_name: z.string(),
  email: z.string(),
  base: z.number(),
}).meta({ id: 'AdminInvoiceRow', description: 'Una factura en la lista del back-office.' });
export type AdminInvoiceRow = z.infer<typeof AdminInvoiceRow>;

export const IssuerStatus = z
  .object({
    ready: z.boolean().meta({ description: 'La razón social, el NIF y el domicilio social están en la configuración.' }),
    missing: z.array(z.string()).meta({ description: 'Los datos que faltan, en palabras.' }),
    example: z.boolean().meta({ description: 'Son los datos de ejemplo de la demo: cámbialos por los de la empresa.' }),
    waiting_orders: z.int().min(0).meta({ description: 'Pedidos pagados que esperan su factura (se emiten en cuanto el emisor está completo).' }),
  })
  .meta({ id: 'IssuerStatus', description: 'Si la tienda puede facturar ya y qué falta.' });
export type IssuerStatus = z.infer<typeof IssuerStatus>;

export const AdminInvoicePage = Page(AdminInvoiceRow)
  .extend({
    vat_totals: z.array(VatTotal).meta({ description: 'Por tipo de IVA, las facturas del filtro entero (no solo de esta página).' }),
    issuer: IssuerStatus,
  })
  .meta({ id: 'AdminInvoicePage' });
export type AdminInvoicePage = z.infer<typeof AdminInvoicePage>;

export const InvoiceLine = z
  .object({
    description: z.string(),
    quantity: z.int(),
    unit_price: z.number().meta({ description: 'Precio de una unidad con IVA.' }),
    base: z.number().meta({ description: 'Base imponible de la línea.' }),
    vat_rate: z.number(),
    vat: z.number(),
    total: z.number().meta({ description: 'Importe de la línea con IVA.' }),
  })
  .meta({ id: 'InvoiceLine', description: 'Una línea de la factura.' });
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceIssuer = z
  .object({ name: z.string(), tax_id: z.string(), address: z.string(), example: z.boolean() })
  .meta({ id: 'InvoiceIssuer', description: 'El emisor tal como era al emitir la factura.' });

export const FiscalRecordKindSchema = z.enum(['alta', 'anulacion']);

export const FiscalRecord = z
  .object({
    id: z.int(),
    kind: FiscalRecordKindSchema,
    generated_at: z.string().meta({ description: 'FechaHoraHusoGenRegistro, tal como entra en la huella.' }),
    huella: z.string(),
    previous_huella: z.string().nullable(),
    submission_status: z.string().nullable(),
  })
  .meta({ id: 'FiscalRecord', description: 'Un registro de facturación VERI*FACTU (alta o anulación) encadenado al anterior.' });

export const Invoice = AdminInvoiceRow.extend({
  issuer: InvoiceIssuer,
  operation_date: z.string().meta({ description: 'Fecha de la operación (el pago), AAAA-MM-DD.' }),
  description: z.string(),
  reason: z.string().nullable().meta({ description: 'Por qué se rectifica; null en las demás.' }),
  lines: z.array(InvoiceLine),
  breakdown: z.array(VatTotal.omit({ count: true })),
  verification_url: z.string().meta({ description: 'La dirección del QR: la comprobación en la sede de la AEAT.' }),
  records: z.array(FiscalRecord),
}).meta({ id: 'Invoice', description: 'Una factura entera: emisor, destinatario, líneas, desglose de IVA y sus registros VERI*FACTU.' });
export type Invoice = z.infer<typeof Invoice>;

export const AnnulInvoiceBody = z
  .object({
    reason: z.string({ error: 'Indica por qué se anula.' }).trim().min(5, 'Explica en una frase por qué se anula (al menos 5 caracteres).').max(300, 'El motivo admite como mucho 300 caracteres.'),
  })
  .catchall(unknownField)
  .meta({ id: 'AnnulInvoiceBody', description: 'Anular el registro de una factura emitida por error (registro de anulación).' });

export const ChainVerification = z
  .object({
    ok: z.boolean(),
    records: z.int().min(0),
    checked_at: datetime(),
    first_break: z
      .object({ record_id: z.int(), invoice_number: z.string(), problem: z.string() })
      .nullable()
      .meta({ description: 'El primer registro cuya huella o cuyo encadenamiento no cuadra.' }),
  })
  .meta({ id: 'ChainVerification', description: 'La cadena de registros recalculada entera.' });
export type ChainVerification = z.infer<typeof ChainVerification>;

export const FiscalSubmissionStatusSchema = z.enum(['kept', 'pending', 'accepted', 'needs_attention', 'corrected', 'rejected']);
export type FiscalSubmissionStatus = z.infer<typeof FiscalSubmissionStatusSchema>;

export const FiscalSubmissionRow = z
  .object({
    id: z.int(),
    record_id: z.int(),
    record_kind: FiscalRecordKindSchema,
    invoice_id: z.int(),
    invoice_number: z.string(),
    submitter: z.string().meta({ description: 'outbox: guardado aquí, sin enviar (no hay certificado configurado); aeat: enviado al servicio VERI*FACTU de la AEAT.' }),
    status: FiscalSubmissionStatusSchema.meta({
      description:
        'kept: en la bandeja, sin envío configurado; pending: por enviar (o reintentando); accepted: consta en la AEAT; needs_attention: la AEAT lo aceptó con errores o lo rechazó y lo tiene que revisar una persona; corrected: se reenvió como subsanación; rejected: rechazado (envíos anteriores al estado por registro).',
    }),
    attempts: z.int().min(0),
    created_at: datetime(),
    response: z.string().nullable(),
    record_state: z.enum(['Correcto', 'AceptadoConErrores', 'Incorrecto']).nullable().meta({ description: 'El estado del registro según la AEAT (EstadoRegistro); null si no hubo respuesta por registro.' }),
    error_code: z.string().nullable().meta({ description: 'El código de error de la AEAT (CodigoErrorRegistro, o el del rechazo del envío entero).' }),
    error_description: z.string().nullable().meta({ description: 'La descripción del error tal como la da la AEAT.' }),
    csv: z.string().nullable().meta({ description: 'El código seguro de verificación del envío que llevó el registro.' }),
    attention: z.string().nullable().meta({ description: 'Qué tiene que hacer una persona, mientras el envío lo necesite.' }),
    corrects_record_id: z.int().nullable().meta({ description: 'Si el registro es una subsanación: el registro que corrige.' }),
    can_resend: z.boolean().meta({ description: 'Se puede reenviar tal cual (la AEAT rechazó el envío entero).' }),
    can_correct: z.boolean().meta({ description: 'Se puede reenviar como subsanación.' }),
  })
  .meta({ id: 'FiscalSubmissionRow', description: 'Un envío de registros a la AEAT en la bandeja de salida.' });

export const FiscalSubmission = FiscalSubmissionRow.extend({ xml: z.string() }).meta({ id: 'FiscalSubmission', description: 'Un envío con el XML que se manda (o se mandaría) a la AEAT.' });
export type FiscalSubmission = z.infer<typeof FiscalSubmission>;

export const FiscalSubmissionListQuery = strictQuery({
  page: queryInt('page', 1, 100_000, 'page es demasiado alta.').default(1),
  per_page: queryInt('per_page', 1, 100).default(25),
});

export const FiscalSubmissionPage = Page(FiscalSubmissionRow)
  .extend({ needs_attention: z.int().min(0).meta({ description: 'Cuántos envíos necesitan que una persona los revise.' }) })
  .meta({ id: 'FiscalSubmissionPage' });

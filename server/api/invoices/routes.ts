import { eq } from 'drizzle-orm';
import { success } from '../../../common/api/replies';
import { adminInvoiceEndpoints, customerInvoiceEndpoints, guestInvoiceEndpoints } from '../../../common/invoices/endpoints';
import { invoices } from '../../db/schema';
import { invoicePdf } from '../../invoices/invoice-file';
import { invoiceFileName, presentInvoice, sameInvoiceToken } from '../../invoices/invoice-presenter';
import { verifyInvoiceChain } from '../../invoices/verifactu/verify-chain';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps } from '../context';
import { NotFoundError } from '../../errors';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { TextReply, serve } from '../route-kit';
import { exportInvoicesCsv, findInvoiceRow, getSubmission, invoicesCsvFileName, listAdminInvoices, listCustomerInvoices, listSubmissions } from './invoice-queries';
import { correctSubmission, resendSubmission } from './submission-actions';
import { annulInvoice, findCustomerOrder, findGuestOrder } from './invoice-requests';
import { requestFullInvoice } from '../../flows/request-full-invoice';

/** /api/user/invoices, the full invoice of an order (customer and guest), the PDF links, and /api/admin/invoices. */
export function registerInvoiceRoutes(app: ApiApp, deps: ApiDeps) {
  const db = deps.database.db;

  const customer = customerInvoiceEndpoints;
  serve(app, deps, customer['GET /user/invoices'], async ({ query }, c) => success(await listCustomerInvoices(db, c.get('auth').user.id, query)));
  serve(app, deps, customer['POST /user/orders/{number}/invoice'], async ({ params, body }, c) => {
    const user = c.get('auth').user;
    const order = await findCustomerOrder(db, user.id, params.number);
    return success(await requestFullInvoice(db, order.id, body, { kind: 'customer', id: user.id, name: user.name }, deps.now()));
  });

  const guest = guestInvoiceEndpoints;
  serve(app, deps, guest['POST /orders/{number}/invoice'], async ({ params, body }, c) => {
    await limitPublicWrite(db, 'orderLookup', deps.clientIp(c), deps.now());
    const { email, ...recipient } = body;
    const order = await findGuestOrder(db, params.number, email);
    return success(await requestFullInvoice(db, order.id, recipient, { kind: 'customer', id: null, name: order.customerName }, deps.now()));
  });
  serve(app, deps, guest['GET /invoices/{number}/pdf'], async ({ params, query }) => {
    const [row] = await db.select().from(invoices).where(eq(invoices.number, params.number));
    if (!row || !sameInvoiceToken(row, query.token)) throw new NotFoundError('Factura no encontrada: abre el enlace desde tu pedido, Mis facturas o el email.');
    return new TextReply(await invoicePdf(db, row), invoiceFileName(row), 'inline');
  });

  const staff = adminInvoiceEndpoints;
  serve(app, deps, staff['GET /admin/invoices'], async ({ query }) => success(await listAdminInvoices(db, query)));
  serve(app, deps, staff['GET /admin/invoices/export'], async ({ query }) => new TextReply(await exportInvoicesCsv(db, query), invoicesCsvFileName(deps.now())));
  serve(app, deps, staff['GET /admin/invoices/verify'], async () => success(await verifyInvoiceChain(db, deps.now())));
  serve(app, deps, staff['GET /admin/invoices/{id}'], async ({ params }) => success(await presentInvoice(db, await findInvoiceRow(db, params.id))));
  serve(app, deps, staff['POST /admin/invoices/{id}/annul'], async ({ params, body }, c) => {
    await annulInvoice(db, params.id, body.reason, auditActor(c, deps), deps.now());
    return success(await presentInvoice(db, await findInvoiceRow(db, params.id)));
  });
  serve(app, deps, staff['GET /admin/fiscal-submissions'], async ({ query }) => success(await listSubmissions(db, query)));
  serve(app, deps, staff['GET /admin/fiscal-submissions/{id}'], async ({ params }) => success(await getSubmission(db, params.id)));
  serve(app, deps, staff['POST /admin/fiscal-submissions/{id}/resend'], async ({ params }, c) => {
    await resendSubmission(db, params.id, auditActor(c, deps), deps.now());
    return success(await getSubmission(db, params.id));
  });
  serve(app, deps, staff['POST /admin/fiscal-submissions/{id}/correct'], async ({ params }, c) => {
    const created = await correctSubmission(db, params.id, auditActor(c, deps), deps.now());
    return success(await getSubmission(db, created));
  });
}

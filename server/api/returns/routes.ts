import type { Context } from 'hono';
import { success } from '../../../common/api/replies';
import { adminReturnEndpoints, customerReturnEndpoints, guestReturnEndpoints } from '../../../common/returns/endpoints';
import type { Db } from '../../db/client';
import type { OrderRow, ReturnRow } from '../../db/schema';
import { auditActor } from '../audit/record-audit';
import type { ApiApp, ApiDeps, ApiEnv } from '../context';
import { NotFoundError } from '../../errors';
import { limitPublicWrite } from '../payments/public-rate-limit';
import { TextReply, serve } from '../route-kit';
import { readStoreSettings } from '../../settings/store-settings';
import { findCustomerReturn, findReturnRow, listAdminReturns, listCustomerReturns, returnStats, returnsOfOrder } from './return-queries';
import { presentAdminReturn, presentReturn, sheetToken } from './return-presenter';
import { findReturnableOrder, quoteReturn, quoteWithdrawal, requestFromBody, returnOptions, withdrawalRequest } from './return-request';
import { requestReturn } from '../../flows/request-return';
import { renderReturnSheet } from './return-sheet';
import type { ReturnStaffChange } from './staff-steps';
import { markPickedUp, markRefundPaid, receiveLines, refundReturn, rejectReturn, shipExchange } from '../../flows/staff-return-steps';
import { orders, returns } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';

async function sheetOf(db: Db, row: ReturnRow): Promise<TextReply> {
  const settings = await readStoreSettings(db);
  const [order] = await db.select({ customerName: orders.customerName }).from(orders).where(eq(orders.id, row.orderId));
  const bytes = await renderReturnSheet(await presentReturn(db, row), { name: settings.store_name, address: settings.address, supportEmail: settings.support_email }, order?.customerName ?? '');
  return new TextReply(bytes, `devolucion-${row.number}.pdf`, 'inline');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** /api/user/returns and the returns of /api/user/orders/{number}: the signed-in customer's. */
export function registerReturnRoutes(app: ApiApp, deps: ApiDeps): void {
  const db = deps.database.db;
  const customer = (c: Context<ApiEnv>) => ({ kind: 'customer' as const, userId: c.get('auth').user.id });
  const customerActor = (c: Context<ApiEnv>) => ({ kind: 'customer' as const, id: c.get('auth').user.id, name: c.get('auth').user.name });
  const endpoint = customerReturnEndpoints;

  serve(app, deps, endpoint['GET /user/returns'], async ({ query }, c) => success(await listCustomerReturns(db, c.get('auth').user.id, query)));
  serve(app, deps, endpoint['GET /user/returns/{number}'], async ({ params }, c) => success(await presentReturn(db, await findCustomerReturn(db, c.get('auth').user.id, params.number))));
  serve(app, deps, endpoint['GET /user/returns/{number}/sheet'], async ({ params }, c) => sheetOf(db, await findCustomerReturn(db, c.get('auth').user.id, params.number)));
  serve(app, deps, endpoint['GET /user/orders/{number}/returns/options'], async ({ params }, c) =>
    success(await returnOptions(db, await findReturnableOrder(db, params.number, customer(c)), deps.now())),
  );
  serve(app, deps, endpoint['POST /user/orders/{number}/returns/quote'], async ({ params, body }, c) =>
    success(await quoteReturn(db, await findReturnableOrder(db, params.number, customer(c)), body.lines, deps.now())),
  );
  serve(app, deps, endpoint['POST /user/orders/{number}/returns'], async ({ params, body }, c) => {
    const order = await findReturnableOrder(db, params.number, customer(c));
    return success(await presentReturn(db, await requestReturn(db, order.id, requestFromBody(body), customerActor(c), deps.now())));
  });
  serve(app, deps, endpoint['POST /user/orders/{number}/withdrawal/quote'], async ({ params, body }, c) =>
    success(await quoteWithdrawal(db, await findReturnableOrder(db, params.number, customer(c)), body, deps.now())),
  );
  serve(app, deps, endpoint['POST /user/orders/{number}/withdrawal'], async ({ params, body }, c) => {
    const order = await findReturnableOrder(db, params.number, customer(c));
    return success(await presentReturn(db, await requestReturn(db, order.id, await withdrawalRequest(db, order, body), customerActor(c), deps.now())));
  });

  // Guests: the order's number and e-mail on every call, counted per IP.
  const guestEndpoint = guestReturnEndpoints;
  const guestOrder = async (c: Context<ApiEnv>, body: { number: string; email: string }): Promise<OrderRow> => {
    await limitPublicWrite(db, 'guestReturns', deps.clientIp(c), deps.now());
    return findReturnableOrder(db, body.number, { kind: 'guest', email: body.email });
  };
  const guestActor = (order: OrderRow) => ({ kind: 'customer' as const, id: null, name: order.customerName });

  serve(app, deps, guestEndpoint['POST /guest/returns/search'], async ({ body }, c) => {
    const order = await guestOrder(c, body);
    return success(await Promise.all((await returnsOfOrder(db, order.id)).map((row) => presentReturn(db, row))));
  });
  serve(app, deps, guestEndpoint['POST /guest/returns/options'], async ({ body }, c) => success(await returnOptions(db, await guestOrder(c, body), deps.now())));
  serve(app, deps, guestEndpoint['POST /guest/returns/quote'], async ({ body }, c) => success(await quoteReturn(db, await guestOrder(c, body), body.lines, deps.now())));
  serve(app, deps, guestEndpoint['POST /guest/returns'], async ({ body }, c) => {
    const order = await guestOrder(c, body);
    return success(await presentReturn(db, await requestReturn(db, order.id, requestFromBody(body), guestActor(order), deps.now())));
  });
  serve(app, deps, guestEndpoint['POST /guest/withdrawal/quote'], async ({ body }, c) => success(await quoteWithdrawal(db, await guestOrder(c, body), body, deps.now())));
  serve(app, deps, guestEndpoint['POST /guest/withdrawal'], async ({ body }, c) => {
    const order = await guestOrder(c, body);
    return success(await presentReturn(db, await requestReturn(db, order.id, await withdrawalRequest(db, order, body), guestActor(order), deps.now())));
  });
  serve(app, deps, guestEndpoint['GET /returns/{number}/sheet'], async ({ params, query }) => {
    const [row] = await db.select().from(returns).where(eq(returns.number, params.number));
    if (!row || !query.token || !sameToken(query.token, sheetToken(row))) throw new NotFoundError('Hoja de devolución no encontrada: abre el enlace del email de confirmación.');
    return sheetOf(db, row);
  });

  // Staff.
  const staff = adminReturnEndpoints;
  const change = (c: Context<ApiEnv>): ReturnStaffChange => ({ audit: auditActor(c, deps), now: deps.now() });
  const detail = async (id: number) => success(await presentAdminReturn(db, await findReturnRow(db, id)));

  serve(app, deps, staff['GET /admin/returns'], async ({ query }) => success(await listAdminReturns(db, query)));
  serve(app, deps, staff['GET /admin/returns/stats'], async () => success(await returnStats(db, deps.now())));
  serve(app, deps, staff['GET /admin/returns/{id}'], async ({ params }) => detail(params.id));
  serve(app, deps, staff['POST /admin/returns/{id}/pickup'], async ({ params }, c) => {
    await markPickedUp(db, params.id, change(c));
    return detail(params.id);
  });
  serve(app, deps, staff['POST /admin/returns/{id}/receive'], async ({ params, body }, c) => {
    await receiveLines(db, params.id, body.lines, change(c));
    return detail(params.id);
  });
  serve(app, deps, staff['POST /admin/returns/{id}/refund'], async ({ params }, c) => {
    await refundReturn(db, deps.payments, params.id, change(c));
    return detail(params.id);
  });
  serve(app, deps, staff['POST /admin/returns/{id}/refund/paid'], async ({ params, body }, c) => {
    await markRefundPaid(db, params.id, body.reference || null, change(c));
    return detail(params.id);
  });
  serve(app, deps, staff['POST /admin/returns/{id}/exchange'], async ({ params }, c) => {
    await shipExchange(db, params.id, change(c));
    return detail(params.id);
  });
  serve(app, deps, staff['POST /admin/returns/{id}/reject'], async ({ params, body }, c) => {
    await rejectReturn(db, params.id, body.reason, change(c));
    return detail(params.id);
  });
}

import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { centsToEuros } from '../../../common/money';
import { isSizeReturnReason } from '../../../common/reviews/size-advice';
import type { RefundQuote, ReturnOptions, ReturnRequestBody, WithdrawalBody } from '../../../common/returns/contracts';
import {
  DEFAULT_RETURN_WINDOW_DAYS,
  PERSONALISED_REFUSAL,
  WITHDRAWAL_REASON,
  computeRefund,
  returnedUnitsValue,
  formatReturnNumber,
  returnWindow,
  returnableQuantity,
  type ReturnLineReason,
  type ReturnResolution,
} from '../../../common/returns/rules';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { orderLines, orders, productVariants, products, returnLines, returns, type OrderLineRow, type OrderRow, type ReturnRow } from '../../db/schema';
import { madridYear, nextInSequence } from '../../db/sequences';
import { moveStock, type StockActor } from '../../inventory/stock';
import { orderMoney, refundDestination, succeededCharge } from '../../payments/ledger';
import { spanishDateTime } from '../../mail/render';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { announceCatalogueChange } from '../catalog/catalogue-changed';
import { recordOrderEvent } from '../../timelines/order-timeline';
import { recordReturnEvent } from '../../timelines/return-timeline';
import { readStoreSettings } from '../../settings/store-settings';

// The customer's side of a return: the steps of the flow that opens one (server/flows/request-return.ts
// runs them in one transaction — which is also what undoes them all when one step refuses):
//   1. lock the order (two tabs, a double click: one request at a time per order), check the window,
//      check the lines and fix the refund (common/returns/rules.ts computeRefund);
//   2. claim the units on their order lines with a conditional update (never more than delivered
//      minus what is already in a return) and write the return;
//   3. reserve each exchange's new variant through the stock journal (sold out: 409, the refund
//      offered) and write the return's lines;
//   4. the return's timeline and the order's;
//   5. queue the confirmation e-mail (durable medium) with the pickup instructions and the sheet.
// The withdrawal (art. 11a CRD) is the same flow with every line refunded and no reason asked.

export type ReturnAudience = { kind: 'customer'; userId: number } | { kind: 'guest'; email: string };

const NOT_FOUND = 'Pedido no encontrado.';
const GUEST_NOT_FOUND = 'No encontramos ningún pedido con ese número y ese email.';

/** The store's return window from the settings (days from delivery); the 14 legal days apply whatever it says. */
export async function returnWindowDays(db: Db): Promise<number> {
  const settings = await readStoreSettings(db);
  return settings.return_window_days ?? DEFAULT_RETURN_WINDOW_DAYS;
}

/** The audience's order by number: the customer's own, or a guest's with its e-mail (same 404 otherwise). */
export async function findReturnableOrder(db: Db, number: string, audience: ReturnAudience): Promise<OrderRow> {
  const where =
    audience.kind === 'customer'
      ? and(eq(orders.number, number), eq(orders.userId, audience.userId))
      : and(eq(orders.number, number), eq(orders.email, audience.email.toLowerCase()), isNull(orders.userId));
  const [row] = await db.select().from(orders).where(where);
  if (!row) throw new NotFoundError(audience.kind === 'guest' ? GUEST_NOT_FOUND : NOT_FOUND);
  return row;
}

async function linesOf(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

/** Why the order cannot be withdrawn from now (not delivered, or past the 14 legal days); null if it can. */
function withdrawalRefusal(order: OrderRow, windowDays: number, now: Date): string | null {
  const window = returnWindow(order, windowDays, now);
  if (!window) return 'Solo se puede desistir de un pedido entregado. Si aún no ha salido, puedes cancelarlo.';
  if (!window.canWithdraw) return `El plazo de 14 días para desistir terminó el ${spanishDateTime(window.withdrawUntil)}.`;
  return null;
}

function refusedReason(order: OrderRow, now: Date, windowDays: number): string | null {
  const window = returnWindow(order, windowDays, now);
  if (!window) return order.status === 'shipped' ? 'El pedido aún está de camino: cuando lo recibas podrás devolverlo o cambiarlo.' : 'Solo se pueden devolver pedidos entregados.';
  if (!window.canReturn) return `El plazo para devolver este pedido terminó el ${spanishDateTime(window.returnUntil)}. Si una prenda tiene un defecto, escríbenos: la garantía la cubre.`;
  return null;
}

/** How the money goes back: through the gateway to the card or Bizum, or by transfer to an IBAN. */
async function refundRoute(db: Db, order: OrderRow): Promise<{ method: 'original' | 'transfer'; label: string }> {
  const charge = await succeededCharge(db, order.id);
  if (charge && charge.provider !== 'manual' && (order.paymentMethod === 'card' || order.paymentMethod === 'bizum')) {
    const where = refundDestination({ ...charge, refundIban: null });
    return { method: 'original', label: where.charAt(0).toUpperCase() + where.slice(1) };
  }
  return { method: 'transfer', label: 'Por transferencia a la cuenta (IBAN) que nos indiques' };
}

/** GET …/returns/options: what the order allows now, line by line. */
export async function returnOptions(db: Db, order: OrderRow, now: Date): Promise<ReturnOptions> {
  const lines = await linesOf(db, order.id);
  const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is number => id != null))];
  const variants = productIds.length
    ? await db
        .select({ id: productVariants.id, productId: productVariants.productId, size: productVariants.size, colorName: productVariants.colorName, stock: productVariants.stock, sortOrder: productVariants.sortOrder })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(and(inArray(productVariants.productId, productIds), isNull(products.deletedAt)))
        .orderBy(asc(productVariants.sortOrder), asc(productVariants.id))
    : [];
  const windowDays = await returnWindowDays(db);
  const window = returnWindow(order, windowDays, now);
  const refused = refusedReason(order, now, windowDays);
  const route = await refundRoute(db, order);
  const presented = lines.map((line) => {
    const returnable = returnableQuantity(line);
    return {
      order_line_id: line.id,
      product_name: line.productName,
      size: line.size,
      color_name: line.colorName,
      image_url: line.imageUrl,
      unit_price: centsToEuros(line.unitPriceCents),
      quantity: line.quantity,
      returnable_quantity: refused ? 0 : returnable,
      not_returnable_reason: line.isPersonalised ? PERSONALISED_REFUSAL : returnable === 0 ? 'Ya está en una devolución.' : null,
      exchange_options: variants
        .filter((v) => v.productId === line.productId && v.id !== line.variantId)
        .map((v) => ({ variant_id: v.id, size: v.size, color_name: v.colorName, available: v.stock > 0 })),
    };
  });
  const anything = presented.some((l) => l.returnable_quantity > 0);
  return {
    order_number: order.number,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    return_window_days: windowDays,
    return_until: window?.returnUntil.toISOString() ?? null,
    withdraw_until: window?.withdrawUntil.toISOString() ?? null,
    can_return: !refused && anything,
    can_withdraw: Boolean(window?.canWithdraw) && anything,
    refused_reason: refused ?? (anything ? null : 'Todo lo que se puede devolver de este pedido ya está en una devolución.'),
    refund_method: route.method,
    refund_method_label: route.label,
    pickup_address: order.shippingAddress,
    lines: presented,
  };
}

export interface WantedLine {
  order_line_id: number;
  quantity: number;
  reason: ReturnLineReason;
  resolution: ReturnResolution;
  exchange_variant_id?: number | undefined;
}

export interface CheckedLine extends WantedLine {
  line: OrderLineRow;
  exchange: { id: number; size: string; colorName: string; sku: string; stock: number } | null;
}

/** Each wanted line against the order: its line, a returnable quantity, a valid exchange (422 per field). */
async function checkLines(db: Db, order: OrderRow, wanted: WantedLine[]): Promise<CheckedLine[]> {
  const lines = await linesOf(db, order.id);
  const errors: Record<string, string[]> = {};
  const checked: CheckedLine[] = [];
  for (const [index, want] of wanted.entries()) {
    const line = lines.find((l) => l.id === want.order_line_id);
    if (!line) {
      errors[`lines.${index}.order_line_id`] = ['Esta prenda no es de este pedido.'];
      continue;
    }
    if (line.isPersonalised) {
      errors[`lines.${index}.order_line_id`] = [PERSONALISED_REFUSAL];
      continue;
    }
    const left = returnableQuantity(line);
    if (want.quantity > left) {
      errors[`lines.${index}.quantity`] = [left === 0 ? 'Esta prenda ya está en una devolución.' : `Puedes devolver como mucho ${left} ${left === 1 ? 'unidad' : 'unidades'} de esta prenda.`];
      continue;
    }
    let exchange: CheckedLine['exchange'] = null;
    if (want.resolution === 'exchange') {
      const [variant] = await db
        .select({ id: productVariants.id, productId: productVariants.productId, size: productVariants.size, colorName: productVariants.colorName, sku: productVariants.sku, stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, want.exchange_variant_id!));
      if (!variant || variant.productId !== line.productId || variant.id === line.variantId) {
        errors[`lines.${index}.exchange_variant_id`] = ['Elige otra talla o color de esta misma prenda.'];
        continue;
      }
      exchange = variant;
    }
    checked.push({ ...want, line, exchange });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return checked;
}

async function refundFor(db: Db, order: OrderRow, checked: CheckedLine[]) {
  const lines = await linesOf(db, order.id);
  const money = await orderMoney(db, order.id);
  const [shipping] = await db
    .select({ cents: sql<number>`coalesce(sum(${returns.shippingRefundCents}), 0)::int` })
    .from(returns)
    .where(and(eq(returns.orderId, order.id), sql`${returns.status} <> 'rejected'`));
  const taken = new Map<number, number>();
  return computeRefund(
    {
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      vatExemptionCents: order.vatExemptionCents,
      shippingCents: order.shippingCents,
      paymentFeeCents: order.paymentFeeCents,
      totalUnits: lines.reduce((sum, l) => sum + l.quantity, 0),
      unitsAlreadyReturned: lines.reduce((sum, l) => sum + l.returnedQuantity, 0),
      chargedCents: money.chargedCents,
      refundedCents: money.refundedCents,
      shippingRefundedCents: shipping?.cents ?? 0,
    },
    checked.map((c) => {
      // What these units were paid: their share of the line's total (after its promotion), after
      // the units of the line earlier returns (and earlier rows of this one) took.
      const before = c.line.returnedQuantity + (taken.get(c.line.id) ?? 0);
      taken.set(c.line.id, (taken.get(c.line.id) ?? 0) + c.quantity);
      return { valueCents: returnedUnitsValue(c.line, before, c.quantity), quantity: c.quantity, resolution: c.resolution, reason: c.reason };
    }),
  );
}

/** POST …/returns/quote: the refund of those lines, nothing written. */
export async function quoteReturn(db: Db, order: OrderRow, wanted: WantedLine[], now: Date): Promise<RefundQuote> {
  const refused = refusedReason(order, now, await returnWindowDays(db));
  if (refused) throw new ConflictError(refused);
  return quoteOf(db, order, wanted);
}

/**
 * POST …/withdrawal/quote: the withdrawal's refund before the customer confirms it — the same
 * window, the same lines and the same computation `requestReturn` fixes at the confirmation.
 */
export async function quoteWithdrawal(db: Db, order: OrderRow, body: WithdrawalLines, now: Date): Promise<RefundQuote> {
  const refused = withdrawalRefusal(order, await returnWindowDays(db), now);
  if (refused) throw new ConflictError(refused);
  return quoteOf(db, order, (await withdrawalRequest(db, order, body)).lines);
}

async function quoteOf(db: Db, order: OrderRow, wanted: WantedLine[]): Promise<RefundQuote> {
  const checked = await checkLines(db, order, wanted);
  const breakdown = await refundFor(db, order, checked);
  const route = await refundRoute(db, order);
  return {
    lines: checked.map((c, i) => ({ order_line_id: c.order_line_id, quantity: c.quantity, resolution: c.resolution, refund: centsToEuros(breakdown.lineCents[i]!) })),
    lines_total: centsToEuros(breakdown.lineCents.reduce((a, b) => a + b, 0)),
    discount_share: centsToEuros(breakdown.discountShareCents),
    shipping: centsToEuros(breakdown.shippingCents),
    total: centsToEuros(breakdown.totalCents),
    refund_method: route.method,
    refund_method_label: route.label,
    unavailable_exchanges: checked.filter((c) => c.exchange && c.exchange.stock < c.quantity).map((c) => c.order_line_id),
  };
}

export interface RequestInput {
  kind: 'return' | 'withdrawal';
  lines: WantedLine[];
  comment?: string | undefined;
  iban?: string | undefined;
}

/** What a request will do, fixed before anything is written: where the money goes, the lines checked, the refund. */
export interface ReturnPlan {
  route: { method: 'original' | 'transfer'; label: string };
  checked: CheckedLine[];
  breakdown: Awaited<ReturnType<typeof refundFor>>;
}

/** Step 1: the order under a row lock (two tabs, a double click: one request at a time per order), inside its window. */
export async function lockOrderForReturn(tx: Db, orderId: number, kind: RequestInput['kind'], now: Date): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new NotFoundError(NOT_FOUND);
  const windowDays = await returnWindowDays(tx);
  const refused = kind === 'withdrawal' ? withdrawalRefusal(order, windowDays, now) : refusedReason(order, now, windowDays);
  if (refused) throw new ConflictError(refused);
  return order;
}

/** Step 1 still: the lines checked and the refund fixed; only money needs an account to go to (an exchange alone asks for no IBAN). */
export async function planReturn(tx: Db, order: OrderRow, input: RequestInput): Promise<ReturnPlan> {
  const route = await refundRoute(tx, order);
  const checked = await checkLines(tx, order, input.lines);
  const breakdown = await refundFor(tx, order, checked);
  if (route.method === 'transfer' && !input.iban && breakdown.totalCents > 0) {
    throw new ValidationError({ iban: ['Indica el IBAN de la cuenta donde quieres recibir el reembolso: pagaste contra reembolso o por transferencia.'] });
  }
  return { route, checked, breakdown };
}

/** Step 2: claim the units on their order lines, the guard that keeps a return within what was delivered. */
export async function claimReturnedUnits(tx: Db, checked: CheckedLine[]): Promise<void> {
  for (const c of checked) {
    const [claimed] = await tx
      .update(orderLines)
      .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${c.quantity}` })
      .where(and(eq(orderLines.id, c.line.id), sql`${orderLines.returnedQuantity} + ${c.quantity} <= ${orderLines.quantity}`))
      .returning({ id: orderLines.id });
    if (!claimed) throw new ConflictError('Alguna prenda acaba de entrar en otra devolución. Vuelve a cargar el pedido.');
  }
}

/** Step 2 still: the return's number and row, requested, with the refund fixed. */
export async function insertReturn(tx: Db, order: OrderRow, input: RequestInput, plan: ReturnPlan, now: Date): Promise<ReturnRow> {
  const { route, breakdown } = plan;
  const number = formatReturnNumber(madridYear(now), await nextInSequence(tx, 'return_number_seq'));
  const [row] = await tx
    .insert(returns)
    .values({
      number,
      orderId: order.id,
      userId: order.userId,
      kind: input.kind,
      status: 'requested',
      pickupAddress: order.shippingAddress,
      comment: input.comment || null,
      refundCents: breakdown.totalCents,
      shippingRefundCents: breakdown.shippingCents,
      refundMethod: route.method,
      refundIban: route.method === 'transfer' ? (input.iban ?? null) : null,
      sheetTokenHash: randomBytes(32).toString('hex'),
      requestedAt: now,
      updatedAt: now,
    })
    .returning();
  return row!;
}

/** Step 3: each exchange's units reserved at once (sold out: 409, nothing of this request stays), and the return's lines with their share of the refund. */
export async function insertReturnLines(tx: Db, order: OrderRow, created: ReturnRow, plan: ReturnPlan, actor: StockActor, now: Date): Promise<void> {
  const { checked, breakdown } = plan;
  let refundLeft = breakdown.totalCents - breakdown.shippingCents;
  for (const [index, c] of checked.entries()) {
    if (c.exchange) {
      const left = await moveStock(tx, { variantId: c.exchange.id, productId: c.line.productId, delta: -c.quantity, reason: 'exchanged', orderId: order.id, returnId: created.id, actor, now });
      if (left == null) {
        throw new ConflictError(`La talla ${c.exchange.size} (${c.exchange.colorName}) de ${c.line.productName} se acaba de agotar. Puedes pedir el reembolso de esa prenda en lugar del cambio.`, {
          [`lines.${index}.exchange_variant_id`]: ['Agotada: elige otra talla o pide el reembolso.'],
        });
      }
    }
    const lineRefund = Math.min(breakdown.lineCents[index]!, Math.max(0, refundLeft));
    refundLeft -= lineRefund;
    await tx.insert(returnLines).values({
      returnId: created.id,
      orderLineId: c.line.id,
      quantity: c.quantity,
      reason: c.reason,
      resolution: c.resolution,
      exchangeVariantId: c.exchange?.id ?? null,
      exchangeSize: c.exchange?.size ?? null,
      exchangeColorName: c.exchange?.colorName ?? null,
      exchangeSku: c.exchange?.sku ?? null,
      refundCents: lineRefund,
    });
  }
}

/** Step 4: the return's timeline and the order's; a size return may change the product's size advice (issue 25), so the cached answers follow. */
export async function recordReturnRequested(tx: Db, order: OrderRow, created: ReturnRow, kind: RequestInput['kind'], checked: CheckedLine[], actor: StockActor, now: Date): Promise<void> {
  const units = checked.reduce((sum, c) => sum + c.quantity, 0);
  const what = `${units} ${units === 1 ? 'prenda' : 'prendas'}`;
  const message =
    kind === 'withdrawal'
      ? `Desistimiento del contrato recibido el ${spanishDateTime(now)}: ${what}.`
      : `Devolución ${created.number} solicitada: ${what}${checked.some((c) => c.exchange) ? ' (con cambio de talla o color)' : ''}.`;
  await recordReturnEvent(tx, created.id, { kind: 'requested', toStatus: 'requested', message, actor, now });
  await recordOrderEvent(tx, order.id, { kind: 'return', message: kind === 'withdrawal' ? `${message} Número ${created.number}.` : message, actor, now });
  if (checked.some((c) => isSizeReturnReason(c.reason))) await announceCatalogueChange(tx);
}

export function requestFromBody(body: z.output<typeof ReturnRequestBody>): RequestInput {
  return { kind: 'return', lines: body.lines, comment: body.comment, iban: body.iban };
}

type WithdrawalLines = Pick<z.output<typeof WithdrawalBody>, 'lines' | 'iban'>;

/** The withdrawal's lines: the ones given, or everything still returnable; every one refunded. */
export async function withdrawalRequest(db: Db, order: OrderRow, body: WithdrawalLines): Promise<RequestInput> {
  const lines = await linesOf(db, order.id);
  const wanted = body.lines ?? lines.filter((l) => returnableQuantity(l) > 0).map((l) => ({ order_line_id: l.id, quantity: returnableQuantity(l) }));
  if (wanted.length === 0) throw new ConflictError('Todo lo que se puede devolver de este pedido ya está en una devolución.');
  return { kind: 'withdrawal', lines: wanted.map((w) => ({ ...w, reason: WITHDRAWAL_REASON, resolution: 'refund' as const })), iban: body.iban };
}

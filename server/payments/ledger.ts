import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { CARD_BRAND_NAMES } from '../../common/payments/test-gateway';
import type { Db } from '../db/client';
import { countPayment } from '../observability/metrics';
import { paymentMethods, payments, type PaymentRow } from '../db/schema';
import type { HostedPaymentProvider } from './hosted-provider';
import type { ChargeResult, PaymentProvider, RefundResult } from './provider';
import { transaction } from '../db/transaction';
import { recordOrderEvent, SYSTEM_ACTOR } from '../timelines/order-timeline';

/** What a refund needs of the store's provider, whichever shape it has. */
export type RefundingProvider = Pick<PaymentProvider | HostedPaymentProvider, 'id' | 'refund'>;

// The payments ledger (decision record 13): every charge, refund and saved card is written here
// and nowhere else. A refund is three steps so that no provider call ever runs inside a
// transaction holding row locks, and a retry or a crash can neither refund twice nor lose one:
//   1. `requestRefund` records the intent (status pending) under a unique idempotency key, in the
//      caller's transaction (the cancellation, the return) — a second request finds the first;
//   2. `settleRefund`, after that transaction, claims the row, calls the provider with the same
//      key (the provider answers the same refund for the same key) and retries once at once;
//   3. it records the outcome (succeeded, or failed with the reason) and the order's timeline line.
// Refunds left pending (a crash between 1 and 2) or failed are retried by `retryOpenRefunds`.

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export interface ChargeInput {
  orderId: number;
  method: string;
  /** The gateway's id, or 'manual' for money staff record (a transfer, cash on delivery). */
  provider: string;
  status: 'pending' | 'succeeded';
  amountCents: number;
  cardBrand?: string | null;
  cardLast4?: string | null;
  /** Only the last four digits are kept. */
  bizumPhone?: string | null;
  now: Date;
}

/** A charge: pending before the gateway answers, succeeded for money staff recorded. */
export async function recordCharge(tx: Db, input: ChargeInput): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: input.orderId,
      kind: 'charge',
      method: input.method,
      provider: input.provider,
      status: input.status,
      amountCents: input.amountCents,
      cardBrand: input.cardBrand ?? null,
      cardLast4: input.cardLast4 ?? null,
      bizumPhone: input.bizumPhone ? input.bizumPhone.slice(-4) : null,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning({ id: payments.id });
  // Money staff recorded (a transfer, cash on delivery) is a charge's outcome; a pending one is counted at its answer.
  if (input.status === 'succeeded') countPayment('charge', 'succeeded');
  return row!.id;
}

/** The gateway's answer to a charge. */
export async function recordChargeAnswer(tx: Db, paymentId: number, result: ChargeResult, now: Date): Promise<PaymentRow> {
  const card = result.status !== 'failed' ? result.card : undefined;
  const [row] = await tx
    .update(payments)
    .set({
      status: result.status,
      providerReference: result.reference ?? null,
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
      ...(result.status === 'failed' ? { failureCode: result.code, failureMessage: cut(result.message, 300) } : {}),
      attempts: sql`${payments.attempts} + 1`,
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId))
    .returning();
  countPayment('charge', result.status);
  return row!;
}

/** Charges still waiting for the bank end with their order: failed (with why) or cancelled. */
export async function closeOpenCharges(tx: Db, orderId: number, status: 'failed' | 'cancelled', now: Date, message?: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status, ...(message ? { failureMessage: sql`coalesce(${payments.failureMessage}, ${cut(message, 300)})` } : {}), updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge'), inArray(payments.status, ['pending', 'requires_action'])));
}

/** The charge that took the order's money (the latest succeeded one). */
export async function succeededCharge(tx: Db, orderId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'charge'), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** What the order was charged and what has been (or is being) refunded, in cents. */
export async function orderMoney(tx: Db, orderId: number): Promise<{ chargedCents: number; refundedCents: number }> {
  const [row] = await tx
    .select({
      charged: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'charge' and ${payments.status} = 'succeeded'), 0)::int`,
      refunded: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.kind} = 'refund' and ${payments.status} in ('pending', 'succeeded', 'failed')), 0)::int`,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return { chargedCents: row?.charged ?? 0, refundedCents: row?.refunded ?? 0 };
}

export interface RefundRequest {
  orderId: number;
  returnId?: number | null;
  amountCents: number;
  /** Unique for what is refunded: `refund:cancel:TD-…`, `refund:return:DV-…`, `refund:late:TD-…`. */
  key: string;
  /** The charge to give back through its provider; without one (or for another provider) the refund is a transfer staff make. */
  charge: PaymentRow | null | undefined;
  /** The order's payment method, for a refund without a charge. */
  method: string;
  gatewayId: string;
  refundIban?: string | null;
  now: Date;
}

/** Step 1: the intent, in the caller's transaction. The same key answers the refund recorded first. */
export async function requestRefund(tx: Db, request: RefundRequest): Promise<PaymentRow> {
  const { charge } = request;
  const throughGateway = Boolean(charge?.providerReference && charge.provider === request.gatewayId);
  await tx
    .insert(payments)
    .values({
      orderId: request.orderId,
      kind: 'refund',
      // Money staff send back by hand goes by bank transfer, whatever the order was paid with.
      method: throughGateway ? charge!.method : 'bank_transfer',
      provider: throughGateway ? charge!.provider : 'manual',
      status: 'pending',
      amountCents: request.amountCents,
      // A transfer names no card or phone: it goes to the account the customer gives.
      cardBrand: throughGateway ? (charge?.cardBrand ?? null) : null,
      cardLast4: throughGateway ? (charge?.cardLast4 ?? null) : null,
      bizumPhone: throughGateway ? (charge?.bizumPhone ?? null) : null,
      idempotencyKey: request.key,
      refundsPaymentId: charge?.id ?? null,
      returnId: request.returnId ?? null,
      refundIban: request.refundIban ?? null,
      createdAt: request.now,
      updatedAt: request.now,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey });
  const [row] = await tx.select().from(payments).where(eq(payments.idempotencyKey, request.key));
  return row!;
}

/** Where a refund goes, in the words of the timeline ("a la tarjeta Visa ···4242"). */
export function refundDestination(row: Pick<PaymentRow, 'method' | 'provider' | 'cardBrand' | 'cardLast4' | 'refundIban'>): string {
  if (row.provider === 'manual') return row.refundIban ? `por transferencia a la cuenta ···${row.refundIban.slice(-4)}` : 'por transferencia';
  if (row.method === 'bizum') return 'por Bizum';
  const brand = row.cardBrand ? (CARD_BRAND_NAMES[row.cardBrand] ?? row.cardBrand) : null;
  return row.cardLast4 ? `a la tarjeta${brand ? ` ${brand}` : ''} ···${row.cardLast4}` : 'al mismo medio de pago';
}

const euros = (cents: number) => `${(cents / 100).toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** Runs in the outcome's transaction: the return's state follows its refund (server/returns). */
export type RefundOutcomeHook = (tx: Db, refund: PaymentRow) => Promise<void>;

async function callProvider(provider: RefundingProvider, reference: string, amountCents: number, key: string): Promise<RefundResult> {
  try {
    return await provider.refund(reference, amountCents, key);
  } catch {
    return { status: 'failed', message: 'La pasarela de pago no responde.' };
  }
}

/**
 * Steps 2 and 3, outside any transaction: the provider call (one retry at once) and its outcome.
 * A refund already settled, or one staff pay by transfer, is answered as it is.
 */
export async function settleRefund(db: Db, provider: RefundingProvider, paymentId: number, now: Date, onOutcome?: RefundOutcomeHook): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row || row.kind !== 'refund' || row.status === 'succeeded' || row.provider === 'manual' || row.provider !== provider.id) return row!;
  const [charge] = row.refundsPaymentId != null ? await db.select().from(payments).where(eq(payments.id, row.refundsPaymentId)) : [];
  if (!charge?.providerReference) return row;

  // The call is claimed first (one more attempt, counted only if nobody counted it meanwhile): two
  // settlements racing — a second tab, the retry job — call the provider once. Redsys has no
  // idempotency key, so this is what keeps a refund from being sent twice there; Stripe also gets the key.
  const [claimed] = await db
    .update(payments)
    .set({ attempts: sql`${payments.attempts} + 1`, updatedAt: now })
    .where(and(eq(payments.id, row.id), inArray(payments.status, ['pending', 'failed']), eq(payments.attempts, row.attempts)))
    .returning({ id: payments.id });
  if (!claimed) return (await db.select().from(payments).where(eq(payments.id, row.id)))[0]!;

  let result = await callProvider(provider, charge.providerReference, row.amountCents, row.idempotencyKey ?? `refund:${row.id}`);
  let attempts = 0;
  if (result.status === 'failed') {
    result = await callProvider(provider, charge.providerReference, row.amountCents, row.idempotencyKey ?? `refund:${row.id}`);
    attempts = 1;
  }
  const settled = await transaction(db, async (tx) => {
    const [updated] = await tx
      .update(payments)
      .set(
        result.status === 'succeeded'
          ? { status: 'succeeded', providerReference: result.reference, failureMessage: null, attempts: sql`${payments.attempts} + ${attempts}`, updatedAt: now }
          : { status: 'failed', failureMessage: cut(result.message, 300), attempts: sql`${payments.attempts} + ${attempts}`, updatedAt: now },
      )
      .where(and(eq(payments.id, row.id), inArray(payments.status, ['pending', 'failed'])))
      .returning();
    // Another call settled it meanwhile (same key at the provider: the same refund): nothing more to say.
    if (!updated) return (await tx.select().from(payments).where(eq(payments.id, row.id)))[0]!;
    const amount = euros(updated.amountCents);
    await recordOrderEvent(tx, updated.orderId, {
      kind: 'refund',
      message:
        result.status === 'succeeded'
          ? `Devueltos ${amount} ${refundDestination(updated)}.`
          : `La devolución de ${amount} ${refundDestination(updated)} no se ha podido hacer: ${result.message} Se reintentará.`,
      actor: SYSTEM_ACTOR,
      now,
    });
    if (onOutcome) await onOutcome(tx, updated);
    return updated;
  });
  countPayment('refund', result.status);
  return settled;
}

/** A refund staff made by transfer: marked paid, with the bank's reference when given. */
export async function markManualRefundPaid(tx: Db, paymentId: number, reference: string | null, now: Date): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'succeeded', providerReference: reference ? cut(reference, 80) : null, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.kind, 'refund'), eq(payments.provider, 'manual'), eq(payments.status, 'pending')))
    .returning();
  if (row) countPayment('refund', 'succeeded');
  return row ?? null;
}

/**
 * Refunds through the gateway that have no answer yet: pending for more than a minute (the
 * process stopped between the intent and the call) or failed (up to five tries, ten minutes
 * apart). Run every minute by server/start.ts; answers how many were settled now.
 */
export async function retryOpenRefunds(db: Db, provider: RefundingProvider, now: Date, onOutcome?: RefundOutcomeHook): Promise<number> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  const tenMinutesAgo = new Date(now.getTime() - 600_000);
  const open = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.provider, provider.id),
        or(
          and(eq(payments.status, 'pending'), lt(payments.updatedAt, minuteAgo)),
          and(eq(payments.status, 'failed'), lt(payments.attempts, 5), lt(payments.updatedAt, tenMinutesAgo)),
        ),
      ),
    )
    .limit(100);
  let settled = 0;
  for (const { id } of open) {
    const row = await settleRefund(db, provider, id, now, onOutcome);
    if (row.status === 'succeeded') settled += 1;
  }
  return settled;
}

export interface SavedCardInput {
  userId: number;
  provider: string;
  card: { token: string; brand: string; last4: string; expMonth: number; expYear: number };
  holderName?: string | null;
  /** Make it the default (the first card always is). */
  makeDefault: boolean;
  now: Date;
}

/** A customer's saved card (the provider's token only); null when that token is already saved. */
export async function recordSavedCard(tx: Db, input: SavedCardInput) {
  const [first] = await tx.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.userId, input.userId)).limit(1);
  const isDefault = !first || input.makeDefault;
  if (isDefault && first) await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, input.userId));
  const [row] = await tx
    .insert(paymentMethods)
    .values({
      userId: input.userId,
      provider: input.provider,
      token: input.card.token,
      brand: input.card.brand.slice(0, 20),
      last4: input.card.last4,
      expMonth: input.card.expMonth,
      expYear: input.card.expYear,
      holderName: input.holderName ?? null,
      isDefault,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

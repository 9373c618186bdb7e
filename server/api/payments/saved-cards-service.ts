import { and, desc, eq, ne } from 'drizzle-orm';
import type { SavedCard } from '../../../common/payments/account-contracts';
import type { Db } from '../../db/client';
import { paymentMethods, type PaymentMethodRow } from '../../db/schema';
import { recordSavedCard } from '../../payments/ledger';
import { isHostedProvider, type StorePaymentProvider } from '../../payments/hosted-provider';
import { cardExpired } from '../../payments/test-gateway';
import { violatedConstraint } from '../catalog/constraint-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { transaction } from '../../db/transaction';

const NOT_FOUND = 'Tarjeta no encontrada.';
const ALREADY_SAVED = 'Esta tarjeta ya está guardada en tu cuenta.';

export function presentSavedCard(row: PaymentMethodRow, now: Date): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.expMonth,
    exp_year: row.expYear,
    holder_name: row.holderName,
    is_default: row.isDefault,
    is_expired: cardExpired(row.expMonth, row.expYear, now),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSavedCards(db: Db, userId: number, now: Date): Promise<SavedCard[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.userId, userId))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt), desc(paymentMethods.id));
  return rows.map((row) => presentSavedCard(row, now));
}

/**
 * Saves the card behind a gateway token once the gateway has verified it (a zero-amount check):
 * what the gateway says of the card is stored, never what the browser claims.
 */
export async function saveCard(
  db: Db,
  payments: StorePaymentProvider,
  userId: number,
  input: { token: string; holder_name?: string | null; set_default?: boolean },
  now: Date,
): Promise<PaymentMethodRow> {
  // A hosted payment page keeps the card at the bank's side: the store has nothing to save.
  if (isHostedProvider(payments)) throw new ConflictError(`Con ${payments.label} la tarjeta se escribe en la página segura de pago en cada compra: la tienda no guarda tarjetas.`);
  const [existing] = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.token, input.token)).limit(1);
  if (existing) throw new ConflictError(ALREADY_SAVED);
  const verified = await payments.verifyCard(input.token);
  if (!verified.ok) throw new ValidationError({ token: [verified.message] });
  const { card } = verified;
  try {
    return await transaction(db, async (tx) => {
      const row = await recordSavedCard(tx, { userId, provider: payments.id, card, holderName: input.holder_name, makeDefault: input.set_default === true, now });
      if (!row) throw new ConflictError(ALREADY_SAVED);
      return row!;
    });
  } catch (err) {
    // The same token sent twice at once: the unique index answers for the second.
    if (violatedConstraint(err) === 'payment_methods_token_unique') throw new ConflictError(ALREADY_SAVED);
    throw err;
  }
}

async function ownCard(db: Db, userId: number, id: number): Promise<PaymentMethodRow> {
  const [row] = await db.select().from(paymentMethods).where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function setDefaultCard(db: Db, userId: number, id: number): Promise<PaymentMethodRow> {
  await ownCard(db, userId, id);
  return transaction(db, async (tx) => {
    await tx.update(paymentMethods).set({ isDefault: false }).where(and(eq(paymentMethods.userId, userId), ne(paymentMethods.id, id)));
    const [row] = await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .returning();
    if (!row) throw new NotFoundError(NOT_FOUND);
    return row;
  });
}

/** Removes the card; when it was the default, the newest of the others takes its place. */
export async function deleteSavedCard(db: Db, userId: number, id: number): Promise<void> {
  await transaction(db, async (tx) => {
    const [row] = await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
      .returning();
    if (!row) throw new NotFoundError(NOT_FOUND);
    if (!row.isDefault) return;
    const [next] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .orderBy(desc(paymentMethods.createdAt), desc(paymentMethods.id))
      .limit(1);
    if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
  });
}

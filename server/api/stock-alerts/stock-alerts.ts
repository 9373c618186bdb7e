import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StockAlert } from '../../../common/stock-alerts/contracts';
import { IN_STOCK_MESSAGE, isOpenAlert, STOCK_ALERT_STATUS_LABELS, type StockAlertStatus } from '../../../common/stock-alerts/rules';
import type { Db } from '../../db/client';
import { productVariants, products, stockAlerts } from '../../db/schema';
import { sendAlertConfirmationMail, sendBackInStockMail } from '../../mail/stock-alert-mails';
import { isListed } from '../../db/visibility';
import { NotFoundError, ValidationError } from '../../errors';
import { productThumbnails } from '../reviews/review-presenter';
import { transaction } from '../../db/transaction';

// "Avísame cuando vuelva" (issue 25): an alert per address and sold-out variant. A signed-in
// customer's own address is active at once; any other waits for the e-mail's confirmation (double
// opt-in). When the variant's stock comes back, the job below e-mails each active alert once, and
// the alert ends. Tokens travel only in e-mails and are stored as their sha256.

export const ALERT_NOT_FOUND = 'Este enlace no es válido o ya no sirve. Si quieres un aviso, pídelo de nuevo desde la prenda.';
const NOT_AN_ALERT = 'No encontramos ese aviso.';
const UNKNOWN_VARIANT = 'Esa talla no existe en la tienda.';
const NOT_FOR_SALE = 'Esta prenda ya no está a la venta: no podemos avisarte de ella.';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

type AlertRow = typeof stockAlerts.$inferSelect;

function selectAlerts(db: Db) {
  return db
    .select({ alert: stockAlerts, productName: products.name, slug: products.slug, size: productVariants.size, colorName: productVariants.colorName, stock: productVariants.stock })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .$dynamic();
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectAlerts>['execute']>>[number];

async function present(db: Db, rows: Selected[]): Promise<z.input<typeof StockAlert>[]> {
  const thumbnails = await productThumbnails(db, rows.map((r) => r.alert.productId));
  return rows.map((r) => {
    const status = r.alert.status as StockAlertStatus;
    return {
      id: r.alert.id,
      status,
      status_label: STOCK_ALERT_STATUS_LABELS[status],
      email: r.alert.email,
      product: { id: r.alert.productId, name: r.productName, slug: r.slug, image_url: thumbnails.get(r.alert.productId) ?? null },
      variant: { id: r.alert.variantId, size: r.size, color_name: r.colorName, in_stock: r.stock > 0 },
      created_at: r.alert.createdAt.toISOString(),
      notified_at: r.alert.notifiedAt ? r.alert.notifiedAt.toISOString() : null,
    };
  });
}

async function presentOne(db: Db, id: number) {
  const [row] = await selectAlerts(db).where(eq(stockAlerts.id, id));
  return (await present(db, [row!]))[0]!;
}

/**
 * Asks for an alert. The variant must be one the store lists and sold out (else 422 on
 * `variant_id`); without a session the e-mail is required. Asking again for an open alert answers
 * it as it is, with no second e-mail.
 */
export async function requestStockAlert(
  db: Db,
  input: { variant_id: number; email?: string },
  account: { id: number; email: string } | null,
  now: Date,
): Promise<{ alert: z.input<typeof StockAlert>; needs_confirmation: boolean; message: string }> {
  const [variant] = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.stock,
      size: productVariants.size,
      colorName: productVariants.colorName,
      name: products.name,
      slug: products.slug,
      isListed: sql<boolean>`${isListed}`,
      isDeleted: sql<boolean>`${products.deletedAt} is not null`,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, input.variant_id));
  const errors: Record<string, string[]> = {};
  // A product taken down (a draft, hidden) is named as such; one deleted is as unknown as a made-up id.
  if (!variant || variant.isDeleted) errors.variant_id = [UNKNOWN_VARIANT];
  else if (!variant.isListed) errors.variant_id = [NOT_FOR_SALE];
  else if (variant.stock > 0) errors.variant_id = [IN_STOCK_MESSAGE];
  const email = (input.email ?? account?.email ?? '').toLowerCase();
  if (!email) errors.email = ['Indica tu email.'];
  if (Object.keys(errors).length > 0 || !variant) throw new ValidationError(errors);

  // The account's own address needs no confirmation; any other address does, signed in or not.
  const ownAddress = account !== null && email === account.email.toLowerCase();
  const outcome = await transaction(db, async (tx) => {
    const [open] = await tx
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.variantId, variant.id), eq(stockAlerts.email, email), inArray(stockAlerts.status, ['pending', 'active'])));
    if (open) {
      // A guest's pending alert confirmed by the account's owner signing in and asking again.
      if (open.status === 'pending' && ownAddress) {
        await tx.update(stockAlerts).set({ status: 'active', confirmedAt: now, confirmTokenHash: null, userId: account.id }).where(eq(stockAlerts.id, open.id));
        return { id: open.id, status: 'active' as const };
      }
      return { id: open.id, status: open.status as StockAlertStatus };
    }
    const confirmToken = ownAddress ? null : newToken();
    const cancelToken = newToken();
    const [row] = await tx
      .insert(stockAlerts)
      .values({
        variantId: variant.id,
        productId: variant.productId,
        email,
        userId: account?.id ?? null,
        status: ownAddress ? 'active' : 'pending',
        confirmTokenHash: confirmToken ? hash(confirmToken) : null,
        cancelTokenHash: hash(cancelToken),
        confirmedAt: ownAddress ? now : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // The same request at the same moment: the other one made it.
      const [other] = await tx.select().from(stockAlerts).where(and(eq(stockAlerts.variantId, variant.id), eq(stockAlerts.email, email), inArray(stockAlerts.status, ['pending', 'active'])));
      return { id: other!.id, status: other!.status as StockAlertStatus };
    }
    if (confirmToken) {
      await sendAlertConfirmationMail(tx, { to: email, userId: account?.id ?? null, productName: variant.name, productSlug: variant.slug, size: variant.size, colorName: variant.colorName, confirmToken, cancelToken });
    }
    return { id: row.id, status: row.status as StockAlertStatus };
  });
  const needsConfirmation = outcome.status === 'pending';
  return {
    alert: await presentOne(db, outcome.id),
    needs_confirmation: needsConfirmation,
    message: needsConfirmation ? `Revisa tu correo (${email}) para confirmar el aviso.` : 'Te avisaremos en cuanto vuelva.',
  };
}

async function byToken(db: Db, column: typeof stockAlerts.confirmTokenHash | typeof stockAlerts.cancelTokenHash, token: string): Promise<AlertRow> {
  const [row] = await db.select().from(stockAlerts).where(eq(column, hash(token)));
  if (!row) throw new NotFoundError(ALERT_NOT_FOUND);
  return row;
}

/** The e-mail's confirmation: a pending alert becomes active (confirming twice is a 404: the code is spent). */
export async function confirmStockAlert(db: Db, token: string, now: Date) {
  const row = await byToken(db, stockAlerts.confirmTokenHash, token);
  const [updated] = await db
    .update(stockAlerts)
    .set({ status: 'active', confirmedAt: now, confirmTokenHash: null })
    .where(and(eq(stockAlerts.id, row.id), eq(stockAlerts.status, 'pending')))
    .returning({ id: stockAlerts.id });
  if (!updated) throw new NotFoundError(ALERT_NOT_FOUND);
  const alert = await presentOne(db, row.id);
  // Back while the e-mail waited: the alerts job sends the link at its next run (the route kicks it).
  const message = alert.variant.in_stock
    ? 'Aviso confirmado, y hay buenas noticias: esta talla ya ha vuelto. Te enviamos ahora el enlace para comprarla.'
    : 'Aviso confirmado: te escribiremos una sola vez, en cuanto vuelva.';
  return { alert, message };
}

/** From any e-mail, without signing in: an open alert is cancelled; one already sent or cancelled stays as it is. */
export async function cancelStockAlertByToken(db: Db, token: string, now: Date) {
  const row = await byToken(db, stockAlerts.cancelTokenHash, token);
  if (isOpenAlert(row.status as StockAlertStatus)) {
    await db.update(stockAlerts).set({ status: 'cancelled', cancelledAt: now, confirmTokenHash: null }).where(and(eq(stockAlerts.id, row.id), inArray(stockAlerts.status, ['pending', 'active'])));
  }
  const message =
    row.status === 'notified' ? 'Este aviso ya se envió: no te escribiremos más por esta talla.' : 'Aviso cancelado: no te escribiremos por esta talla.';
  return { alert: await presentOne(db, row.id), message };
}

/** The customer's alerts: open ones first, then the newest. */
export async function myStockAlerts(db: Db, userId: number): Promise<z.input<typeof StockAlert>[]> {
  const rows = await selectAlerts(db)
    .where(eq(stockAlerts.userId, userId))
    .orderBy(sql`${stockAlerts.status} in ('pending', 'active') desc`, desc(stockAlerts.createdAt), desc(stockAlerts.id))
    .limit(100);
  return present(db, rows);
}

export async function cancelMyStockAlert(db: Db, userId: number, id: number, now: Date): Promise<z.input<typeof StockAlert>> {
  const [updated] = await db
    .update(stockAlerts)
    .set({ status: 'cancelled', cancelledAt: now, confirmTokenHash: null })
    .where(and(eq(stockAlerts.id, id), eq(stockAlerts.userId, userId), inArray(stockAlerts.status, ['pending', 'active'])))
    .returning({ id: stockAlerts.id });
  if (!updated) throw new NotFoundError(NOT_AN_ALERT);
  return presentOne(db, id);
}

/** How many alerts one run e-mails at most (the rest wait for the next run, a minute later at the latest). */
const NOTIFY_BATCH = 200;

/**
 * The job: every active alert whose variant is back in stock (and still listed) gets its one e-mail.
 * Each alert moves active → notified in the transaction that queues its e-mail, so a run repeated,
 * or on two instances at once, sends it once; pending (unconfirmed) alerts are never e-mailed.
 */
export async function notifyBackInStock(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(and(eq(stockAlerts.status, 'active'), gt(productVariants.stock, 0), isListed))
    .orderBy(asc(stockAlerts.id))
    .limit(NOTIFY_BATCH);
  let sent = 0;
  for (const { id } of due) {
    const done = await transaction(db, async (tx) => {
      const [alert] = await tx
        .update(stockAlerts)
        .set({ status: 'notified', notifiedAt: now })
        .where(and(eq(stockAlerts.id, id), eq(stockAlerts.status, 'active')))
        .returning();
      if (!alert) return false;
      const [row] = await selectAlerts(tx).where(eq(stockAlerts.id, id));
      await sendBackInStockMail(tx, { to: alert.email, userId: alert.userId, productName: row!.productName, productSlug: row!.slug, size: row!.size, colorName: row!.colorName });
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { maxQuantity, pricesOf } from '../../../common/cart/pricing';
import { reminderWindow } from '../../../common/marketing/rules';
import type { Db } from '../../db/client';
import { cartReminders, carts, orders, users, userSettings, type StoredCartItem } from '../../db/schema';
import { CART_REMINDER_MAIL_KIND, renderCartReminderMail, type CartReminderLine } from '../../mail/cart-reminder-mails';
import { sendMail } from '../../mail/outbox';
import { currentCartItems } from '../cart/cart-service';
import { transaction } from '../../db/transaction';

// The 'send-cart-reminders' job (issue 25, server/jobs/store-jobs.ts): a signed-in customer who
// switched cart reminders on and left a cart untouched for 24 hours gets one e-mail about it.
// Once per cart: the reminder's row (user, the cart's started_at) is written in the transaction
// that queues the mail, under a unique index and with the cart row locked, so a re-run or a
// second instance finds it and sends nothing. Never after an order placed since the cart started.

/** The most carts one run reminds; the next run (15 minutes later) takes the rest. */
export const CART_REMINDERS_PER_RUN = 200;

/** sha256 of an unsubscribe token, as the reminder row keeps it. */
export function hashUnsubscribeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

interface DueCart {
  userId: number;
  startedAt: Date;
  items: StoredCartItem[];
  email: string;
  name: string;
}

/** The carts due for their reminder at `now` (of one customer when `userId` is given). */
function dueCarts(db: Db, now: Date, userId?: number) {
  const { dueBefore, staleBefore } = reminderWindow(now);
  return db
    .select({ userId: carts.userId, startedAt: carts.startedAt, items: carts.items, email: users.email, name: users.name })
    .from(carts)
    .innerJoin(userSettings, and(eq(userSettings.userId, carts.userId), eq(userSettings.cartReminders, true)))
    .innerJoin(users, and(eq(users.id, carts.userId), isNull(users.deactivatedAt)))
    .where(
      and(
        userId === undefined ? undefined : eq(carts.userId, userId),
        isNotNull(carts.startedAt),
        sql`jsonb_array_length(${carts.items}) > 0`,
        lte(carts.updatedAt, dueBefore),
        gt(carts.updatedAt, staleBefore),
        sql`not exists (select 1 from ${cartReminders} where ${cartReminders.userId} = ${carts.userId} and ${cartReminders.cartStartedAt} = ${carts.startedAt})`,
        sql`not exists (select 1 from ${orders} where ${orders.userId} = ${carts.userId} and ${orders.createdAt} >= ${carts.startedAt})`,
      ),
    )
    .orderBy(carts.updatedAt)
    .limit(CART_REMINDERS_PER_RUN);
}

/** The cart's garments as they are now: withdrawn ones left out, sold-out ones kept (the mail says so). */
async function currentLines(db: Db, items: readonly StoredCartItem[]): Promise<CartReminderLine[]> {
  const lines: CartReminderLine[] = [];
  for (const { item, product, variant, stock } of await currentCartItems(db, items)) {
    const prices = pricesOf(product, variant);
    lines.push({
      name: product.name,
      brandName: product.brand?.name ?? null,
      size: variant?.size ?? null,
      colorName: variant?.color_name ?? null,
      quantity: stock > 0 ? Math.min(item.quantity, maxQuantity(stock)) : item.quantity,
      price: prices.price,
      salePrice: prices.sale_price,
      stock,
    });
  }
  return lines;
}

/**
 * Reminds one customer's cart, if it is still due (checked again with the cart row locked):
 * records the reminder and queues its mail in one transaction. A cart with nothing left to buy
 * (every garment withdrawn or sold out) is not reminded, and may be once something is back.
 */
async function remindCart(db: Db, userId: number, now: Date): Promise<boolean> {
  return transaction(db, async (tx) => {
    await tx.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, userId)).for('update');
    const [cart]: DueCart[] = (await dueCarts(tx, now, userId)).flatMap((row) => (row.startedAt ? [{ ...row, startedAt: row.startedAt }] : []));
    if (!cart) return false;
    const lines = await currentLines(tx, cart.items);
    if (!lines.some((line) => line.stock > 0)) return false;
    const token = randomBytes(32).toString('base64url');
    const [recorded] = await tx
      .insert(cartReminders)
      .values({ userId, cartStartedAt: cart.startedAt, unsubscribeTokenHash: hashUnsubscribeToken(token), sentAt: now })
      .onConflictDoNothing()
      .returning({ id: cartReminders.id });
    if (!recorded) return false;
    const mail = renderCartReminderMail({ customerName: cart.name, lines, unsubscribeToken: token });
    await sendMail(tx, { to: cart.email, userId, kind: CART_REMINDER_MAIL_KIND, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers });
    return true;
  });
}

/** The job's run: every cart due at `now` gets its one reminder. Returns how many were queued. */
export async function sendCartReminders(db: Db, now: Date): Promise<number> {
  let sent = 0;
  for (const cart of await dueCarts(db, now)) {
    if (await remindCart(db, cart.userId, now)) sent += 1;
  }
  return sent;
}

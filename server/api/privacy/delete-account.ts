import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { ACTIVE_ORDER_STATUSES } from '../../../common/orders/rules';
import { OPEN_RETURN_STATUSES } from '../../../common/returns/rules';
import type { Db } from '../../db/client';
import {
  passkeys,
  recoveryCodes,
  signInChallenges,
  totpAuthenticators,
  accessTokens,
  accountTokens,
  addresses,
  cartReminders,
  carts,
  consentRecords,
  dataExports,
  notifications,
  orders,
  paymentMethods,
  productReviews,
  returns,
  reviewVotes,
  stockAlerts,
  supportConversations,
  supportMessages,
  userSettings,
  users,
  wishlistItems,
} from '../../db/schema';
import type { Logger } from '../../logger';
import { sendAccountDeletedMail } from '../../mail/privacy-mails';
import type { FileStorage } from '../../storage/file-storage';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { hashPassword } from '../auth/passwords';
import { acceptCode } from '../second-factor/codes';
import { requireSecondFactorToDelete } from '../second-factor/enrolment';
import { recordAudit } from '../audit/record-audit';
import { ConflictError, NotFoundError } from '../../errors';
import { transaction } from '../../db/transaction';

export const DELETED_ACCOUNT_NAME = 'Cuenta eliminada';
/** The author a review keeps once its account is gone. */
export const DELETED_REVIEW_AUTHOR = 'Cliente';
/** Unique per account and never deliverable (.invalid is reserved, RFC 2606). */
export const deletedAccountEmail = (userId: number) => `eliminada+${userId}@invalid`;


/**
 * "Eliminar mi cuenta" (issue 33, RGPD art. 17), in ONE transaction with the account's row locked:
 *
 * - Erased: addresses, wishlist, cart and its reminders, saved cards, stock alerts, second factors (app,
 *   passkeys, recovery codes), settings (marketing and the cart reminders' consent), notifications,
 *   sessions, pending account links and data copies.
 * - Anonymised: the account (name 'Cuenta eliminada', e-mail eliminada+<id>@invalid, an unusable random
 *   password hash, phone and photo cleared, deactivated), the cookie consents (unlinked from the account),
 *   reviews (author 'Cliente', unlinked, photo removed: the text and stars stay for other shoppers),
 *   support conversations (kept for the store, the customer's name and address replaced).
 * - Kept: invoices and VERI*FACTU records are never touched (append-only, decision record 14; they hold
 *   their own recipient snapshot). Orders stay linked, with their amounts, lines, dates and the invoice
 *   recipient, for the tax periods (and because invoices, returns and payments refer to them); their
 *   contact data is cut to what the tax records need: name, e-mail, phone, the street and the note
 *   go, the postal code, city and province stay (they decide the VAT zone). This is safe because no
 *   order may be in progress and no return open (409 otherwise).
 *
 * The last e-mail goes to the original address, queued in the same transaction before it is replaced;
 * the audit entry names the account by its id only. Stored files (photo, review photos, copies) are
 * removed after the commit.
 */
export async function deleteAccount(
  db: Db,
  storage: FileStorage,
  logger: Pick<Logger, 'warn'>,
  input: { userId: number; currentPassword: string; code: string | undefined; sessionSecondFactorAt: Date | null; ipAddress: string | null },
  now: Date,
): Promise<void> {
  await confirmCurrentPassword(db, input.userId, input.currentPassword, now);
  await requireSecondFactorToDelete(db, { userId: input.userId, code: input.code, sessionSecondFactorAt: input.sessionSecondFactorAt, now }, acceptCode);
  const unusableHash = await hashPassword(randomBytes(48).toString('base64url'));

  const files = await transaction(db, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!user || user.deactivatedAt) throw new NotFoundError('Cuenta no encontrada.');
    const [busyOrder] = await tx
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.userId, user.id), inArray(orders.status, [...ACTIVE_ORDER_STATUSES])))
      .limit(1);
    if (busyOrder) {
      throw new ConflictError(`Aún no podemos eliminar tu cuenta: el pedido ${busyOrder.number} está en curso. Cuando se entregue o se cancele podrás eliminarla.`);
    }
    const [openReturn] = await tx
      .select({ number: returns.number })
      .from(returns)
      .where(and(eq(returns.userId, user.id), inArray(returns.status, [...OPEN_RETURN_STATUSES])))
      .limit(1);
    if (openReturn) {
      throw new ConflictError(`Aún no podemos eliminar tu cuenta: la devolución ${openReturn.number} está abierta. Cuando termine podrás eliminarla.`);
    }

    // The last e-mail, to the address the account has now (before it is replaced).
    await sendAccountDeletedMail(tx, { to: user.email, userId: user.id, name: user.name });

    const anonymousEmail = deletedAccountEmail(user.id);
    const reviewPhotos = await tx
      .select({ path: productReviews.photoPath })
      .from(productReviews)
      .where(and(eq(productReviews.userId, user.id), isNotNull(productReviews.photoPath)));
    const copies = await tx.select({ key: dataExports.fileKey }).from(dataExports).where(and(eq(dataExports.userId, user.id), isNotNull(dataExports.fileKey)));

    await tx.delete(addresses).where(eq(addresses.userId, user.id));
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, user.id));
    await tx.delete(carts).where(eq(carts.userId, user.id));
    await tx.delete(cartReminders).where(eq(cartReminders.userId, user.id));
    await tx.delete(paymentMethods).where(eq(paymentMethods.userId, user.id));
    await tx.delete(stockAlerts).where(eq(stockAlerts.userId, user.id));
    await tx.delete(userSettings).where(eq(userSettings.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx.delete(accessTokens).where(eq(accessTokens.userId, user.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, user.id));
    await tx.delete(totpAuthenticators).where(eq(totpAuthenticators.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, user.id));
    await tx.delete(dataExports).where(eq(dataExports.userId, user.id));
    await tx.delete(reviewVotes).where(eq(reviewVotes.userId, user.id));
    await tx.update(consentRecords).set({ userId: null }).where(eq(consentRecords.userId, user.id));
    await tx
      .update(productReviews)
      .set({ userId: null, authorName: DELETED_REVIEW_AUTHOR, photoPath: null, photoWidth: null, photoHeight: null, updatedAt: now })
      .where(eq(productReviews.userId, user.id));

    const conversations = tx.select({ id: supportConversations.id }).from(supportConversations).where(eq(supportConversations.userId, user.id));
    await tx
      .update(supportMessages)
      .set({ authorName: DELETED_REVIEW_AUTHOR, authorId: null })
      .where(and(inArray(supportMessages.conversationId, conversations), eq(supportMessages.authorKind, 'customer')));
    await tx.update(supportConversations).set({ customerName: DELETED_ACCOUNT_NAME, email: anonymousEmail, updatedAt: now }).where(eq(supportConversations.userId, user.id));

    // Orders: the tax period keeps the sale, not the way to reach the person (see above).
    await tx
      .update(orders)
      .set({
        customerName: DELETED_ACCOUNT_NAME,
        email: anonymousEmail,
        phone: '',
        customerNote: null,
        shippingAddress: sql`jsonb_build_object('recipient_name', '', 'street', '', 'phone', '', 'postal_code', ${orders.shippingAddress}->>'postal_code', 'city', ${orders.shippingAddress}->>'city', 'province', ${orders.shippingAddress}->>'province')`,
        updatedAt: now,
      })
      .where(eq(orders.userId, user.id));

    await tx
      .update(users)
      .set({ name: DELETED_ACCOUNT_NAME, email: anonymousEmail, passwordHash: unusableHash, phone: null, profilePhotoPath: null, deactivatedAt: now, updatedAt: now })
      .where(eq(users.id, user.id));

    await recordAudit(
      tx,
      { id: user.id, name: `Cliente #${user.id}`, ipAddress: input.ipAddress },
      { action: 'account_delete', entityType: 'user', entityId: user.id, entityLabel: `Cuenta #${user.id}` },
    );
    return [user.profilePhotoPath, ...reviewPhotos.map((r) => r.path), ...copies.map((c) => c.key)].filter((key): key is string => !!key);
  });

  for (const key of files) {
    await storage.remove(key).catch((err: unknown) => logger.warn({ err, key }, 'removing a deleted account file failed'));
  }
}

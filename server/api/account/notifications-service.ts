import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Notification, NotificationPage, NotificationsMarkedRead } from '../../../common/account/contracts';
import { pageOf } from '../../../common/api/replies';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { NotFoundError } from '../../errors';

export interface NewNotification {
  type: 'welcome' | 'security' | 'account' | 'order' | 'promotion';
  title: string;
  body: string;
  link?: string | null;
}

export async function notifyUser(db: Db, userId: number, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({ userId, ...notification, link: notification.link ?? null });
}

function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of the account's notifications, newest first, with how many are unread in all. */
export async function listNotifications(db: Db, userId: number, { page, perPage }: { page: number; perPage: number }): Promise<NotificationPage> {
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { ...pageOf(rows.map(toNotification), page, perPage, total?.value ?? 0), unread: unread?.value ?? 0 };
}

/** Marks one of the account's own notifications read; any other id is not found. */
export async function markNotificationRead(db: Db, userId: number, id: number, now: Date): Promise<void> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new NotFoundError('Notificación no encontrada.');
}

export async function markAllNotificationsRead(db: Db, userId: number, now: Date): Promise<NotificationsMarkedRead> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: rows.length };
}

export async function deleteNotification(db: Db, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw new NotFoundError('Notificación no encontrada.');
}

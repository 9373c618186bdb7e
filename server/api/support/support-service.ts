import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../common/orders/rules';
import type { SupportConversation, SupportConversationSummary, SupportMessage, SupportOverview, GuestSupportOverview } from '../../../common/support/contracts';
import {
  canResolve,
  statusAfterMessage,
  SUPPORT_CUSTOMER_LIST_MAX,
  SUPPORT_STATUS_LABELS,
  SUPPORT_TOPIC_LABELS,
  type SupportStatus,
  type SupportTopic,
} from '../../../common/support/rules';
import type { Db } from '../../db/client';
import { orders, returns, supportConversations, supportMessages, users, type SupportConversationRow, type SupportMessageRow } from '../../db/schema';
import { readFormPhoto, type FormPhoto } from '../../images/form-photo';
import type { FileStorage } from '../../storage/file-storage';
import { publicFileUrl } from '../../storage/public-url';
import { ConflictError, fieldErrorMap, NotFoundError, ValidationError } from '../../errors';
import { transaction } from '../../db/transaction';

// Support conversations as the customer and the guest live them: open one, read it, write, mark
// it resolved. A conversation of someone else answers exactly as a missing one does.

export const CONVERSATION_NOT_FOUND = 'No encontramos esa conversación.';
/** A guest's every refusal, whatever failed (number, e-mail, a conversation of another address). */
export const GUEST_NOT_FOUND = 'No encontramos ninguna conversación con ese número de pedido y ese email. Revisa los dos datos: son los del email de confirmación del pedido.';
export const ALREADY_RESOLVED = 'Esta conversación ya está resuelta.';

/** Who reads or writes: a signed-in customer, or a guest who proved an order's number and e-mail. */
export type SupportViewer = { kind: 'customer'; userId: number; name: string; email: string } | { kind: 'guest'; orderId: number; orderNumber: string; name: string; email: string };

const iso = (date: Date) => date.toISOString();

// ---------------------------------------------------------------------------------------------
// Photos

/** A support message's photo (server/images/form-photo.ts). */
export type SupportPhoto = FormPhoto;

/** A stored photo's columns; the file is written before the transaction, removed again if it fails. */
export async function storeSupportPhoto(storage: FileStorage, photo: SupportPhoto | null) {
  if (!photo) return { columns: {}, key: null };
  const key = `support/${randomBytes(16).toString('hex')}.webp`;
  await storage.put(key, photo.data);
  return { columns: { attachmentKey: key, attachmentWidth: photo.width, attachmentHeight: photo.height }, key };
}

/** Runs the write; if it fails, the photo stored for it goes. */
export async function withStoredPhoto<T>(storage: FileStorage, photo: SupportPhoto | null, write: (columns: Partial<SupportMessageRow>) => Promise<T>): Promise<T> {
  const stored = await storeSupportPhoto(storage, photo);
  try {
    return await write(stored.columns);
  } catch (err) {
    if (stored.key) await storage.remove(stored.key).catch(() => undefined);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Presenting

export function presentMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    author: row.authorKind === 'staff' ? 'staff' : 'customer',
    author_name: row.authorName,
    body: row.body,
    attachment:
      row.attachmentKey && row.attachmentWidth && row.attachmentHeight
        ? { url: publicFileUrl(row.attachmentKey), width: row.attachmentWidth, height: row.attachmentHeight }
        : null,
    created_at: iso(row.createdAt),
  };
}

/** The order and return numbers a conversation is about, by its ids. */
export async function linkedNumbers(db: Db, rows: Pick<SupportConversationRow, 'orderId' | 'returnId'>[]) {
  const orderIds = [...new Set(rows.map((r) => r.orderId).filter((id): id is number => id !== null))];
  const returnIds = [...new Set(rows.map((r) => r.returnId).filter((id): id is number => id !== null))];
  const [orderRows, returnRows] = await Promise.all([
    orderIds.length ? db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds)) : [],
    returnIds.length ? db.select({ id: returns.id, number: returns.number }).from(returns).where(inArray(returns.id, returnIds)) : [],
  ]);
  const orderNumbers = new Map(orderRows.map((r) => [r.id, r.number]));
  const returnNumbers = new Map(returnRows.map((r) => [r.id, r.number]));
  return (row: Pick<SupportConversationRow, 'orderId' | 'returnId'>) => ({
    order_number: row.orderId === null ? null : (orderNumbers.get(row.orderId) ?? null),
    return_number: row.returnId === null ? null : (returnNumbers.get(row.returnId) ?? null),
  });
}

export function conversationFields(row: SupportConversationRow, numbers: { order_number: string | null; return_number: string | null }) {
  const status = row.status as SupportStatus;
  const topic = row.topic as SupportTopic;
  return {
    id: row.id,
    topic,
    topic_label: SUPPORT_TOPIC_LABELS[topic] ?? row.topic,
    subject: row.subject,
    status,
    status_label: SUPPORT_STATUS_LABELS[status] ?? row.status,
    ...numbers,
    last_message_at: iso(row.lastMessageAt),
    created_at: iso(row.createdAt),
  };
}

/** Per conversation: how many messages the customer sees, and who wrote the last of them. */
export async function messageStats(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { count: number; lastAuthor: 'customer' | 'staff' }>();
  const rows = await db
    .select({
      id: supportMessages.conversationId,
      count: sql<number>`count(*)::int`,
      lastAuthor: sql<string>`(array_agg(${supportMessages.authorKind} order by ${supportMessages.id} desc))[1]`,
    })
    .from(supportMessages)
    .where(and(inArray(supportMessages.conversationId, ids), eq(supportMessages.isInternal, false)))
    .groupBy(supportMessages.conversationId);
  return new Map(rows.map((r) => [r.id, { count: Number(r.count), lastAuthor: r.lastAuthor === 'staff' ? ('staff' as const) : ('customer' as const) }]));
}

async function presentSummaries(db: Db, rows: SupportConversationRow[]): Promise<SupportConversationSummary[]> {
  const [numbers, stats] = await Promise.all([linkedNumbers(db, rows), messageStats(db, rows.map((r) => r.id))]);
  return rows.map((row) => {
    const stat = stats.get(row.id);
    return { ...conversationFields(row, numbers(row)), last_message_author: stat?.lastAuthor ?? 'customer', message_count: stat?.count ?? 0 };
  });
}

/** The conversation as the customer reads it: never an internal note. */
export async function presentConversation(db: Db, row: SupportConversationRow): Promise<SupportConversation> {
  const [numbers, messages] = await Promise.all([
    linkedNumbers(db, [row]),
    db
      .select()
      .from(supportMessages)
      .where(and(eq(supportMessages.conversationId, row.id), eq(supportMessages.isInternal, false)))
      .orderBy(asc(supportMessages.id)),
  ]);
  return { ...conversationFields(row, numbers(row)), can_resolve: canResolve(row.status as SupportStatus), messages: messages.map(presentMessage) };
}

// ---------------------------------------------------------------------------------------------
// Who may read what

/** A guest's right: an order made without an account, whose number and e-mail both match. */
export async function guestViewer(db: Db, number: string, email: string): Promise<SupportViewer> {
  const [order] = await db
    .select({ id: orders.id, number: orders.number, name: orders.customerName, email: orders.email })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.email, email.toLowerCase()), isNull(orders.userId)));
  if (!order) throw new NotFoundError(GUEST_NOT_FOUND);
  return { kind: 'guest', orderId: order.id, orderNumber: order.number, name: order.name, email: order.email.toLowerCase() };
}

export async function customerViewer(db: Db, userId: number): Promise<SupportViewer> {
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFoundError('Cuenta no encontrada.');
  return { kind: 'customer', userId, name: user.name, email: user.email.toLowerCase() };
}

/** Whose conversations the viewer sees: the account's, or a guest's by the order's e-mail. */
function ownedBy(viewer: SupportViewer) {
  return viewer.kind === 'customer'
    ? eq(supportConversations.userId, viewer.userId)
    : and(isNull(supportConversations.userId), eq(supportConversations.email, viewer.email));
}

async function ownConversation(db: Db, viewer: SupportViewer, id: number): Promise<SupportConversationRow> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.id, id), ownedBy(viewer)));
  if (!row) throw new NotFoundError(viewer.kind === 'guest' ? GUEST_NOT_FOUND : CONVERSATION_NOT_FOUND);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Reading

async function ownSummaries(db: Db, viewer: SupportViewer) {
  const rows = await db
    .select()
    .from(supportConversations)
    .where(ownedBy(viewer))
    .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
    .limit(SUPPORT_CUSTOMER_LIST_MAX);
  return presentSummaries(db, rows);
}

const OPTION_LIMIT = 50;

export async function customerOverview(db: Db, userId: number): Promise<SupportOverview> {
  const viewer = await customerViewer(db, userId);
  const [conversations, orderRows, returnRows] = await Promise.all([
    ownSummaries(db, viewer),
    db
      .select({ number: orders.number, status: orders.status, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.userId, userId), sql`${orders.status} <> 'payment_failed'`))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(OPTION_LIMIT),
    db
      .select({ id: returns.id, number: returns.number, orderNumber: orders.number })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(eq(returns.userId, userId))
      .orderBy(desc(returns.requestedAt), desc(returns.id))
      .limit(OPTION_LIMIT),
  ]);
  return {
    conversations,
    orders: orderRows.map((o) => ({ number: o.number, status_label: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status, created_at: iso(o.createdAt) })),
    returns: returnRows.map((r) => ({ id: r.id, number: r.number, order_number: r.orderNumber })),
  };
}

export async function guestOverview(db: Db, number: string, email: string): Promise<GuestSupportOverview> {
  const viewer = await guestViewer(db, number, email);
  if (viewer.kind !== 'guest') throw new Error('unreachable');
  return { order_number: viewer.orderNumber, customer_name: viewer.name, conversations: await ownSummaries(db, viewer) };
}

export async function readConversation(db: Db, viewer: SupportViewer, id: number): Promise<SupportConversation> {
  return presentConversation(db, await ownConversation(db, viewer, id));
}

// ---------------------------------------------------------------------------------------------
// Writing

export interface OpenInput {
  topic: SupportTopic;
  subject: string;
  message: string;
  order_number?: string;
  return_id?: number;
}

/**
 * A new conversation with its first message. A customer may name one of their orders and one of
 * their returns; a guest's conversation is about the order they came in with. Every refusal of
 * the form (the order, the return, the photo) comes in one 422 and nothing is stored.
 */
export async function openConversation(db: Db, storage: FileStorage, viewer: SupportViewer, input: OpenInput, upload: Buffer | undefined, now: Date): Promise<SupportConversation> {
  const errors = fieldErrorMap();
  let orderId: number | null = viewer.kind === 'guest' ? viewer.orderId : null;
  let returnId: number | null = null;
  if (viewer.kind === 'customer' && input.order_number) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.number, input.order_number), eq(orders.userId, viewer.userId)));
    if (order) orderId = order.id;
    else errors.order_number = ['No encontramos ese pedido en tu cuenta.'];
  }
  if (viewer.kind === 'customer' && input.return_id !== undefined) {
    const [ret] = await db
      .select({ id: returns.id, orderId: returns.orderId })
      .from(returns)
      .where(and(eq(returns.id, input.return_id), eq(returns.userId, viewer.userId)));
    if (ret) {
      returnId = ret.id;
      orderId ??= ret.orderId;
    } else errors.return_id = ['No encontramos esa devolución en tu cuenta.'];
  }
  const photo = await readFormPhoto(upload, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const id = await withStoredPhoto(storage, photo, (attachment) =>
    transaction(db, async (tx) => {
      const [conversation] = await tx
        .insert(supportConversations)
        .values({
          userId: viewer.kind === 'customer' ? viewer.userId : null,
          email: viewer.email,
          customerName: viewer.name.slice(0, 120),
          topic: input.topic,
          subject: input.subject,
          orderId,
          returnId,
          status: 'open',
          lastMessageAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: supportConversations.id });
      await tx.insert(supportMessages).values({
        conversationId: conversation!.id,
        authorKind: 'customer',
        authorId: viewer.kind === 'customer' ? viewer.userId : null,
        authorName: viewer.name.slice(0, 120),
        body: input.message,
        createdAt: now,
        ...attachment,
      });
      return conversation!.id;
    }),
  );
  return readConversation(db, viewer, id);
}

/** The customer writes again: the conversation is open again (a resolved one too). */
export async function customerReply(db: Db, storage: FileStorage, viewer: SupportViewer, id: number, message: string, upload: Buffer | undefined, now: Date): Promise<SupportConversation> {
  const conversation = await ownConversation(db, viewer, id);
  const errors = fieldErrorMap();
  const photo = await readFormPhoto(upload, errors);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  await withStoredPhoto(storage, photo, (attachment) =>
    transaction(db, async (tx) => {
      await tx.insert(supportMessages).values({
        conversationId: conversation.id,
        authorKind: 'customer',
        authorId: viewer.kind === 'customer' ? viewer.userId : null,
        authorName: viewer.name.slice(0, 120),
        body: message,
        createdAt: now,
        ...attachment,
      });
      await tx
        .update(supportConversations)
        .set({ status: statusAfterMessage(conversation.status as SupportStatus, 'customer', false), lastMessageAt: now, updatedAt: now })
        .where(eq(supportConversations.id, conversation.id));
    }),
  );
  return readConversation(db, viewer, id);
}

export async function customerResolve(db: Db, viewer: SupportViewer, id: number, now: Date): Promise<SupportConversation> {
  const conversation = await ownConversation(db, viewer, id);
  if (!canResolve(conversation.status as SupportStatus)) throw new ConflictError(ALREADY_RESOLVED);
  await db.update(supportConversations).set({ status: 'resolved', updatedAt: now }).where(eq(supportConversations.id, id));
  return readConversation(db, viewer, id);
}

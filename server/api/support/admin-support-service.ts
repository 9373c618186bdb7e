import { and, asc, count, desc, eq, exists, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import { centsToEuros } from '../../../common/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../common/orders/rules';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '../../../common/returns/rules';
import type { AdminSupportConversation, AdminSupportListQuery, AdminSupportPage, AdminSupportRow, SupportStaffMember } from '../../../common/support/contracts';
import { canResolve, statusAfterMessage, type SupportInboxView, type SupportStatus } from '../../../common/support/rules';
import type { Db } from '../../db/client';
import {
  orders,
  permissionRole,
  permissions,
  permissionUser,
  returns,
  roleUser,
  supportConversations,
  supportMessages,
  users,
  type SupportConversationRow,
} from '../../db/schema';
import { sendSupportReplyMail } from '../../mail/support-mails';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { foldText } from '../users/admin-user-service';
import { ALREADY_RESOLVED, conversationFields, linkedNumbers, messageStats, presentMessage } from './support-service';
import { transaction } from '../../db/transaction';

// The staff's side of support: the inbox with its views, one thread with the customer's orders and
// returns beside it, and the staff's writes (assign, reply, internal note, close), each one in the
// audit log in the same transaction, a reply e-mailed to the customer.

const NOT_FOUND = 'No encontramos esa conversación.';
const PERMISSION = 'support.manage';
const ENTITY = 'support_conversation';

/** Lower case without accents, so 'camisón' is found by 'camison' (PGlite has no unaccent). */
const folded = (column: SQL | typeof supportConversations.subject) => sql`translate(lower(${column}), 'áàäâãåéèëêíìïîóòöôõúùüûñçý', 'aaaaaaeeeeiiiiooooouuuuncy')`;
const likePattern = (text: string) => `%${foldText(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const c = supportConversations;

function viewFilter(view: SupportInboxView, staffId: number): SQL | undefined {
  switch (view) {
    case 'unassigned':
      return and(isNull(c.assignedTo), ne(c.status, 'resolved'));
    case 'mine':
      return and(eq(c.assignedTo, staffId), ne(c.status, 'resolved'));
    case 'waiting':
      return eq(c.status, 'waiting_customer');
    default:
      return undefined;
  }
}

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const orderMatch = exists(
    sql`(select 1 from ${orders} where ${orders.id} = ${c.orderId} and lower(${orders.number}) like ${pattern})`,
  );
  return or(sql`${folded(c.subject)} like ${pattern}`, sql`${folded(sql`${c.customerName}`)} like ${pattern}`, sql`lower(${c.email}) like ${pattern}`, orderMatch);
}

async function staffNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const member = (names: Map<number, string>, id: number | null): SupportStaffMember | null => (id === null ? null : { id, name: names.get(id) ?? 'Cuenta borrada' });

export async function listInbox(db: Db, staffId: number, q: AdminSupportListQuery): Promise<AdminSupportPage> {
  const base = and(searchFilter(q.search), q.status ? eq(c.status, q.status) : undefined);
  const where = and(base, viewFilter(q.view, staffId));
  const countIf = (filter: SQL | undefined) => sql<number>`(count(*) filter (where ${filter ?? sql`true`}))::int`;
  const [counts] = await db
    .select({
      unassigned: countIf(viewFilter('unassigned', staffId)),
      mine: countIf(viewFilter('mine', staffId)),
      waiting: countIf(viewFilter('waiting', staffId)),
      all: sql<number>`count(*)::int`,
    })
    .from(c)
    .where(base);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(c).where(where);
  const rows = await db
    .select()
    .from(c)
    .where(where)
    .orderBy(desc(c.lastMessageAt), desc(c.id))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [numbers, stats, names] = await Promise.all([linkedNumbers(db, rows), messageStats(db, rows.map((r) => r.id)), staffNames(db, rows.map((r) => r.assignedTo))]);
  const data: AdminSupportRow[] = rows.map((row) => {
    const stat = stats.get(row.id);
    return {
      ...conversationFields(row, numbers(row)),
      customer_name: row.customerName,
      email: row.email,
      is_guest: row.userId === null,
      assigned_to: member(names, row.assignedTo),
      last_message_author: stat?.lastAuthor ?? 'customer',
      message_count: stat?.count ?? 0,
    };
  });
  return {
    ...pageOf(data, q.page, q.per_page, Number(total)),
    view_counts: { unassigned: Number(counts?.unassigned ?? 0), mine: Number(counts?.mine ?? 0), waiting: Number(counts?.waiting ?? 0), all: Number(counts?.all ?? 0) },
  };
}

/** Active accounts holding support.manage, through a role or directly. */
export async function assignableStaff(db: Db): Promise<SupportStaffMember[]> {
  const viaRole = db
    .select({ id: roleUser.userId })
    .from(roleUser)
    .innerJoin(permissionRole, eq(permissionRole.roleId, roleUser.roleId))
    .innerJoin(permissions, eq(permissions.id, permissionRole.permissionId))
    .where(eq(permissions.name, PERMISSION));
  const direct = db
    .select({ id: permissionUser.userId })
    .from(permissionUser)
    .innerJoin(permissions, eq(permissions.id, permissionUser.permissionId))
    .where(eq(permissions.name, PERMISSION));
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(isNull(users.deactivatedAt), or(inArray(users.id, viaRole), inArray(users.id, direct))))
    .orderBy(asc(users.name), asc(users.id));
}

async function loadRow(db: Db, id: number): Promise<SupportConversationRow> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

const RELATED_LIMIT = 20;

export async function readAdminConversation(db: Db, id: number): Promise<AdminSupportConversation> {
  const row = await loadRow(db, id);
  // A guest's orders are those made without an account with the same e-mail.
  const ownOrders = row.userId !== null ? eq(orders.userId, row.userId) : and(isNull(orders.userId), eq(orders.email, row.email));
  const [numbers, messages, orderRows, returnRows, assignable, names] = await Promise.all([
    linkedNumbers(db, [row]),
    db.select().from(supportMessages).where(eq(supportMessages.conversationId, id)).orderBy(asc(supportMessages.id)),
    db
      .select({ id: orders.id, number: orders.number, status: orders.status, totalCents: orders.totalCents, createdAt: orders.createdAt })
      .from(orders)
      .where(ownOrders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(RELATED_LIMIT),
    db
      .select({ id: returns.id, number: returns.number, status: returns.status, requestedAt: returns.requestedAt, orderNumber: orders.number })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(row.userId !== null ? eq(returns.userId, row.userId) : and(isNull(returns.userId), eq(orders.email, row.email)))
      .orderBy(desc(returns.requestedAt), desc(returns.id))
      .limit(RELATED_LIMIT),
    assignableStaff(db),
    staffNames(db, [row.assignedTo]),
  ]);
  return {
    ...conversationFields(row, numbers(row)),
    customer_name: row.customerName,
    email: row.email,
    user_id: row.userId,
    assigned_to: member(names, row.assignedTo),
    can_close: canResolve(row.status as SupportStatus),
    messages: messages.map((m) => ({ ...presentMessage(m), author_id: m.authorId, is_internal: m.isInternal })),
    orders: orderRows.map((o) => ({
      id: o.id,
      number: o.number,
      status_label: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
      total: centsToEuros(o.totalCents),
      created_at: o.createdAt.toISOString(),
    })),
    returns: returnRows.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status,
      status_label: RETURN_STATUS_LABELS[r.status as ReturnStatus] ?? r.status,
      order_number: r.orderNumber,
      requested_at: r.requestedAt.toISOString(),
    })),
    assignable,
  };
}


export async function assignConversation(db: Db, actor: AuditActor, id: number, userId: number | null, now: Date): Promise<AdminSupportConversation> {
  const row = await loadRow(db, id);
  let assigneeName: string | null = null;
  if (userId !== null) {
    const staff = (await assignableStaff(db)).find((s) => s.id === userId);
    if (!staff) throw new ValidationError({ user_id: ['Esa persona no puede atender soporte: necesita el permiso de soporte y una cuenta activa.'] });
    assigneeName = staff.name;
  }
  if (row.assignedTo !== userId) {
    const names = await staffNames(db, [row.assignedTo]);
    await transaction(db, async (txDb) => {
      await txDb.update(c).set({ assignedTo: userId, updatedAt: now }).where(eq(c.id, id));
      await recordAudit(txDb, actor, {
        action: 'assign',
        entityType: ENTITY,
        entityId: id,
        entityLabel: row.subject,
        changes: { assigned_to: { before: row.assignedTo === null ? null : (names.get(row.assignedTo) ?? row.assignedTo), after: assigneeName } },
      });
    });
  }
  return readAdminConversation(db, id);
}

/**
 * A reply to the customer (the conversation then waits for them, and they get an e-mail with the
 * way back to it) or an internal note (seen by staff only, changing nothing else). An unassigned
 * conversation becomes the replier's.
 */
export async function staffMessage(db: Db, actor: AuditActor, id: number, input: { message: string; internal: boolean }, now: Date): Promise<AdminSupportConversation> {
  const row = await loadRow(db, id);
  await transaction(db, async (txDb) => {
    await txDb.insert(supportMessages).values({
      conversationId: id,
      authorKind: 'staff',
      authorId: actor.id,
      authorName: actor.name.slice(0, 120),
      body: input.message,
      isInternal: input.internal,
      createdAt: now,
    });
    const status = statusAfterMessage(row.status as SupportStatus, 'staff', input.internal);
    await txDb
      .update(c)
      .set(
        input.internal
          ? { updatedAt: now }
          : { status, lastMessageAt: now, updatedAt: now, ...(row.assignedTo === null ? { assignedTo: actor.id } : {}) },
      )
      .where(eq(c.id, id));
    await recordAudit(txDb, actor, {
      action: input.internal ? 'note' : 'reply',
      entityType: ENTITY,
      entityId: id,
      entityLabel: row.subject,
      changes: input.internal || status === row.status ? {} : { status: { before: row.status, after: status } },
    });
    if (!input.internal) {
      await sendSupportReplyMail(txDb, {
        conversationId: id,
        userId: row.userId,
        to: row.email,
        customerName: row.customerName,
        subject: row.subject,
        staffName: actor.name,
        body: input.message,
      });
    }
  });
  return readAdminConversation(db, id);
}

export async function closeConversation(db: Db, actor: AuditActor, id: number, now: Date): Promise<AdminSupportConversation> {
  const row = await loadRow(db, id);
  if (!canResolve(row.status as SupportStatus)) throw new ConflictError(ALREADY_RESOLVED);
  await transaction(db, async (txDb) => {
    await txDb.update(c).set({ status: 'resolved', updatedAt: now }).where(eq(c.id, id));
    await recordAudit(txDb, actor, { action: 'close', entityType: ENTITY, entityId: id, entityLabel: row.subject, changes: { status: { before: row.status, after: 'resolved' } } });
  });
  return readAdminConversation(db, id);
}

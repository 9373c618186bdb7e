import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import {
  DATA_EXPORT_LINK_DAYS,
  DATA_EXPORT_STATE_LABELS,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
  type DataExportState,
} from '../../../common/privacy/contracts';
import type { Db } from '../../db/client';
import {
  accessTokens,
  addresses,
  consentRecords,
  dataExports,
  invoices,
  notifications,
  orderLines,
  orders,
  paymentMethods,
  productReviews,
  returnLines,
  returns,
  stockAlerts,
  supportConversations,
  supportMessages,
  userSettings,
  users,
  wishlistItems,
  type DataExportRow,
} from '../../db/schema';
import type { Logger } from '../../logger';
import { sendDataExportReadyMail } from '../../mail/privacy-mails';
import type { FileStorage } from '../../storage/file-storage';
import { csvCell } from '../analytics/sales-csv';
import { recordAudit } from '../audit/record-audit';
import { ApiError, ConflictError, NotFoundError } from '../../errors';
import { transaction } from '../../db/transaction';

/** One export job at a time across instances (the 'export-personal-data' job). */
export const DATA_EXPORT_LOCK_KEY = 724_410_901;

const DAY_MS = 24 * 60 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const NOT_FOUND_MESSAGE = 'Enlace no válido o caducado: pide otra copia de tus datos en Mi cuenta › Privacidad.';

export function presentDataExport(row: DataExportRow, now: Date): DataExport {
  const state: DataExportState = row.state === 'ready' && row.expiresAt && row.expiresAt <= now ? 'expired' : (row.state as DataExportState);
  return {
    id: row.id,
    state,
    state_label: DATA_EXPORT_STATE_LABELS[state],
    created_at: row.createdAt.toISOString(),
    ready_at: iso(row.readyAt),
    expires_at: iso(row.expiresAt),
    size_bytes: state === 'ready' ? row.sizeBytes : null,
    download_url: state === 'ready' ? `/api/user/privacy/exports/${row.id}/file` : null,
  };
}

/**
 * Queues a copy of the account's data. One at a time (409) and at most DATA_EXPORTS_PER_DAY in 24 hours
 * (429), checked with the account's row locked so two clicks make one request; audited for staff.
 */
export async function requestDataExport(db: Db, user: { id: number; name: string }, ipAddress: string | null, now: Date): Promise<DataExport> {
  return transaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [open] = await tx.select({ id: dataExports.id }).from(dataExports).where(and(eq(dataExports.userId, user.id), eq(dataExports.state, 'queued')));
    if (open) throw new ConflictError('Ya estamos preparando una copia de tus datos: te enviaremos el enlace por email en cuanto esté lista.');
    const since = new Date(now.getTime() - DAY_MS);
    const recent = await tx
      .select({ createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, user.id), gte(dataExports.createdAt, since)))
      .orderBy(asc(dataExports.createdAt));
    if (recent.length >= DATA_EXPORTS_PER_DAY) {
      const retryAt = new Date(recent[recent.length - DATA_EXPORTS_PER_DAY]!.createdAt.getTime() + DAY_MS);
      const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
      throw new ApiError(
        429,
        `Ya has pedido ${DATA_EXPORTS_PER_DAY} copias de tus datos en las últimas 24 horas: podrás pedir otra más tarde (en unas ${Math.ceil(seconds / 3600)} h).`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
    const [row] = await tx.insert(dataExports).values({ userId: user.id, state: 'queued', createdAt: now }).returning();
    await recordAudit(tx, { id: user.id, name: user.name, ipAddress }, { action: 'data_export', entityType: 'user', entityId: user.id, entityLabel: user.name });
    return presentDataExport(row!, now);
  });
}

export async function myDataExports(db: Db, userId: number, now: Date): Promise<DataExport[]> {
  const rows = await db.select().from(dataExports).where(eq(dataExports.userId, userId)).orderBy(desc(dataExports.createdAt), desc(dataExports.id)).limit(20);
  return rows.map((row) => presentDataExport(row, now));
}

async function readFile(storage: FileStorage, row: DataExportRow): Promise<Uint8Array> {
  const file = row.fileKey ? await storage.get(row.fileKey) : null;
  if (!file) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

const usable = (row: DataExportRow | undefined, now: Date): row is DataExportRow => !!row && row.state === 'ready' && !!row.expiresAt && row.expiresAt > now;

export function dataExportFileName(row: DataExportRow): string {
  return `mis-datos-tienda-diverso-${(row.readyAt ?? row.createdAt).toISOString().slice(0, 10)}.zip`;
}

/** The ZIP for the signed-in owner. */
export async function myDataExportFile(db: Db, storage: FileStorage, userId: number, id: number, now: Date) {
  const [row] = await db.select().from(dataExports).where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  if (!usable(row, now)) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return { row, bytes: await readFile(storage, row) };
}

/** The ZIP by the e-mail's link: the token's hash must match, compared in constant time; any failure is the same 404. */
export async function dataExportFileByToken(db: Db, storage: FileStorage, id: number, token: string | undefined, now: Date) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  if (!token || !usable(row, now) || !row.tokenHash) throw new NotFoundError(NOT_FOUND_MESSAGE);
  const given = Buffer.from(sha256(token));
  const kept = Buffer.from(row.tokenHash);
  if (given.length !== kept.length || !timingSafeEqual(given, kept)) throw new NotFoundError(NOT_FOUND_MESSAGE);
  return { row, bytes: await readFile(storage, row) };
}

// ——— what the ZIP holds ———

/** Columns that are the store's secrets about a row, not the person's data: token and request hashes, access keys. */
const SECRET_COLUMN = /(hash|token|accesskey|idempotencykey)$/i;
/** Staff's references inside a row (who moderated, who is assigned): not the customer's data. */
const STAFF_COLUMN = /^(moderatedBy|assignedTo)$/;

function clean<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_COLUMN.test(key) || STAFF_COLUMN.test(key)) continue;
    const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    out[snake] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '\uFEFF';
  const header = Object.keys(rows[0]!);
  const cell = (value: unknown) => csvCell(value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value as string | number));
  return '\uFEFF' + [header.map(cell).join(';'), ...rows.map((row) => header.map((key) => cell(row[key])).join(';'))].join('\r\n') + '\r\n';
}

/**
 * Everything the store holds about one account, read from each domain's tables by that account's
 * id only (or its own orders and conversations): never another person's rows, never the staff's
 * internal notes of a support conversation, never token hashes.
 */
export async function gatherPersonalData(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const orderRows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
  const orderIds = orderRows.map((o) => o.id);
  const lineRows = orderIds.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)) : [];
  const returnRows = await db.select().from(returns).where(eq(returns.userId, userId)).orderBy(asc(returns.id));
  const returnLineRows = returnRows.length
    ? await db.select().from(returnLines).where(inArray(returnLines.returnId, returnRows.map((r) => r.id))).orderBy(asc(returnLines.id))
    : [];
  const invoiceRows = orderIds.length
    ? await db
        .select({
          number: invoices.number,
          kind: invoices.kind,
          purpose: invoices.purpose,
          issuedAt: invoices.issuedAt,
          customerName: invoices.customerName,
          recipient: invoices.recipient,
          baseCents: invoices.baseCents,
          vatCents: invoices.vatCents,
          totalCents: invoices.totalCents,
          orderNumber: orders.number,
        })
        .from(invoices)
        .innerJoin(orders, eq(orders.id, invoices.orderId))
        .where(inArray(invoices.orderId, orderIds))
        .orderBy(asc(invoices.id))
    : [];
  const conversations = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId)).orderBy(asc(supportConversations.id));
  const messages = conversations.length
    ? await db
        .select()
        .from(supportMessages)
        .where(and(inArray(supportMessages.conversationId, conversations.map((c) => c.id)), eq(supportMessages.isInternal, false)))
        .orderBy(asc(supportMessages.id))
    : [];
  const { passwordHash: _password, ...profile } = user;
  return {
    profile: clean(profile),
    settings: (await db.select().from(userSettings).where(eq(userSettings.userId, userId))).map(clean),
    addresses: (await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id))).map(clean),
    orders: orderRows.map(clean),
    orderLines: lineRows.map(clean),
    returns: returnRows.map((r) => ({ ...clean(r), lines: returnLineRows.filter((l) => l.returnId === r.id).map(clean) })),
    invoices: invoiceRows.map(clean),
    reviews: (await db.select().from(productReviews).where(eq(productReviews.userId, userId)).orderBy(asc(productReviews.id))).map(clean),
    support: conversations.map((c) => ({ ...clean(c), messages: messages.filter((m) => m.conversationId === c.id).map(({ isInternal: _internal, ...m }) => clean(m)) })),
    stockAlerts: (await db.select().from(stockAlerts).where(eq(stockAlerts.userId, userId)).orderBy(asc(stockAlerts.id))).map(clean),
    wishlist: (await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId))).map(clean),
    savedCards: (await db.select().from(paymentMethods).where(eq(paymentMethods.userId, userId)).orderBy(asc(paymentMethods.id))).map(clean),
    consents: (await db.select().from(consentRecords).where(eq(consentRecords.userId, userId)).orderBy(asc(consentRecords.id))).map(clean),
    notifications: (await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.id))).map(clean),
    sessions: (await db.select().from(accessTokens).where(eq(accessTokens.userId, userId)).orderBy(asc(accessTokens.id))).map(clean),
  };
}

const README = `Copia de tus datos en Tienda Diverso

Cada archivo JSON es un apartado de tu cuenta: perfil, ajustes, direcciones, pedidos, devoluciones,
facturas (la lista; cada factura en PDF está en Mis facturas), opiniones, conversaciones de soporte
(tus mensajes y las respuestas de la tienda), avisos de disponibilidad, lista de deseos, tarjetas
guardadas (solo marca y últimas cifras), consentimientos, notificaciones y sesiones.
pedidos.csv y lineas-de-pedido.csv abren en una hoja de cálculo (separador punto y coma).
Importes en céntimos de euro; fechas en UTC (ISO 8601).
`;

/** The ZIP: one JSON a domain, CSV for the orders and their lines, and a README in Spanish. */
export function personalDataZip(data: NonNullable<Awaited<ReturnType<typeof gatherPersonalData>>>): Uint8Array {
  const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));
  const ordersCsv = data.orders.map(({ shipping_address, invoice_recipient, ...order }) => ({ ...order, shipping_address, invoice_recipient }));
  return zipSync(
    {
      'LEEME.txt': strToU8(README),
      'perfil.json': json(data.profile),
      'ajustes.json': json(data.settings),
      'direcciones.json': json(data.addresses),
      'pedidos.json': json(data.orders.map((o) => ({ ...o, lines: data.orderLines.filter((l) => l.order_id === o.id) }))),
      'pedidos.csv': strToU8(toCsv(ordersCsv)),
      'lineas-de-pedido.csv': strToU8(toCsv(data.orderLines)),
      'devoluciones.json': json(data.returns),
      'facturas.json': json(data.invoices),
      'opiniones.json': json(data.reviews),
      'soporte.json': json(data.support),
      'avisos.json': json(data.stockAlerts),
      'lista-de-deseos.json': json(data.wishlist),
      'tarjetas.json': json(data.savedCards),
      'consentimientos.json': json(data.consents),
      'notificaciones.json': json(data.notifications),
      'sesiones.json': json(data.sessions),
    },
    { level: 6, mtime: new Date('2000-01-01T00:00:00Z') },
  );
}

export interface DataExportJobContext {
  db: Db;
  storage: FileStorage;
  logger: Pick<Logger, 'warn'>;
  now: Date;
}

/**
 * The 'export-personal-data' job: makes every queued copy (ZIP → file storage → a ready row with a
 * token hash → the e-mail with the link, the last two in one transaction), then ends the copies past
 * their 7 days (file removed, token forgotten). Safe to run twice: a copy is made only while its row
 * is still queued, and the job runs under one lock across instances.
 */
export async function runDataExports(context: DataExportJobContext): Promise<{ made: number; failed: number; expired: number }> {
  const { db, storage, now } = context;
  let made = 0;
  let failed = 0;
  const queued = await db.select().from(dataExports).where(eq(dataExports.state, 'queued')).orderBy(asc(dataExports.id)).limit(20);
  for (const request of queued) {
    try {
      const data = await gatherPersonalData(db, request.userId);
      if (!data) continue;
      const bytes = personalDataZip(data);
      const fileKey = `exports/${randomBytes(16).toString('hex')}.zip`;
      await storage.put(fileKey, Buffer.from(bytes));
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_DAYS * DAY_MS);
      const done = await transaction(db, async (tx) => {
        const [row] = await tx
          .update(dataExports)
          .set({ state: 'ready', tokenHash: sha256(token), fileKey, sizeBytes: bytes.byteLength, readyAt: now, expiresAt })
          .where(and(eq(dataExports.id, request.id), eq(dataExports.state, 'queued')))
          .returning();
        if (!row) return false;
        const [owner] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, request.userId));
        await sendDataExportReadyMail(tx, { to: owner!.email, userId: request.userId, name: owner!.name, path: `/api/user/privacy/exports/${row.id}/download?token=${token}`, expiresAt });
        return true;
      });
      if (done) made += 1;
      else await storage.remove(fileKey);
    } catch (err) {
      context.logger.warn({ err, exportId: request.id }, 'personal data export failed');
      await db.update(dataExports).set({ state: 'failed' }).where(and(eq(dataExports.id, request.id), eq(dataExports.state, 'queued')));
      failed += 1;
    }
  }
  const old = await db.select().from(dataExports).where(and(eq(dataExports.state, 'ready'), lt(dataExports.expiresAt, now)));
  for (const row of old) {
    if (row.fileKey) await storage.remove(row.fileKey);
    await db.update(dataExports).set({ state: 'expired', tokenHash: null, fileKey: null }).where(and(eq(dataExports.id, row.id), eq(dataExports.state, 'ready')));
  }
  return { made, failed, expired: old.length };
}

import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../../common/api/replies';
import { postalCodeMatchesProvince, postalCodeMismatchMessage } from '../../../common/address/postal-codes';
import type { AdminDirectoryEntry, AdminDirectoryInput, AdminDirectoryListQuery, AdminDirectoryPage } from '../../../common/directory/contracts';
import { directorySearchText } from '../../../common/directory/rules';
import type { Db } from '../../db/client';
import { directoryEntries, users, type DirectoryEntryRow } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { replaceLogo } from '../replace-logo';
import { presentAdminEntry, searchCondition } from './present';
import { freeSlug, SLUG_TAKEN, slugTaken, withUniqueSlug } from './slugs';
import { transaction } from '../../db/transaction';

const t = directoryEntries;
const NOT_FOUND = 'Ficha del directorio no encontrada.';
/** The entity type of the audit log. */
export const AUDIT_ENTITY = 'directory_entry';

/** The fields the audit log compares, by their API names. */
const AUDITED = [
  'entry_kind', 'name', 'slug', 'sector', 'summary', 'description', 'address', 'postal_code', 'city', 'province', 'phone', 'email', 'website', 'tags',
  'is_verified', 'is_active', 'status', 'logo',
] as const;

function auditView(row: DirectoryEntryRow): Record<string, unknown> {
  return {
    // 'kind' reads as a coupon's 'Tipo de descuento' in the log's labels.
    entry_kind: row.kind,
    name: row.name,
    slug: row.slug,
    sector: row.sector,
    summary: row.summary,
    description: row.description,
    address: row.address,
    postal_code: row.postalCode,
    city: row.city,
    province: row.province,
    phone: row.phone,
    email: row.email,
    website: row.website,
    tags: row.tags,
    is_verified: row.isVerified,
    is_active: row.isActive,
    status: row.status,
    logo: row.logoPath,
  };
}

const reviewerColumns = { id: users.id, name: users.name };

async function findRow(db: Db, id: number): Promise<DirectoryEntryRow> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) throw new NotFoundError(NOT_FOUND);
  return row;
}

export async function getAdminDirectoryEntry(db: Db, id: number): Promise<AdminDirectoryEntry> {
  const [found] = await db.select({ entry: t, reviewer: reviewerColumns }).from(t).leftJoin(users, eq(users.id, t.reviewedBy)).where(eq(t.id, id));
  if (!found) throw new NotFoundError(NOT_FOUND);
  return presentAdminEntry(found.entry, found.reviewer);
}

/** Pending proposals first, then the newest; the total of pending ones for the screen's notice. */
export async function listAdminDirectory(db: Db, query: AdminDirectoryListQuery): Promise<AdminDirectoryPage> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(t.status, query.status));
  if (query.kind) conditions.push(eq(t.kind, query.kind));
  if (query.search) {
    const words = searchCondition(query.search);
    const email = sql`lower(${t.contactEmail}) like ${`%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    conditions.push(words.length ? or(and(...words), email)! : email);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(t).where(where);
  const [pending] = await db.select({ total: sql<number>`count(*)::int` }).from(t).where(eq(t.status, 'pending'));
  const rows = await db
    .select({ entry: t, reviewer: reviewerColumns })
    .from(t)
    .leftJoin(users, eq(users.id, t.reviewedBy))
    .where(where)
    .orderBy(sql`case when ${t.status} = 'pending' then 0 else 1 end`, desc(t.createdAt), desc(t.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const page = pageOf(
    rows.map((row) => presentAdminEntry(row.entry, row.reviewer)),
    query.page,
    query.per_page,
    counted?.total ?? 0,
  );
  return { ...page, pending_count: pending?.total ?? 0 };
}

type EntryValues = Pick<
  DirectoryEntryRow,
  'kind' | 'name' | 'sector' | 'summary' | 'description' | 'address' | 'postalCode' | 'city' | 'province' | 'phone' | 'email' | 'website' | 'tags' | 'isVerified' | 'isActive'
>;

const EMPTY: EntryValues = {
  kind: '',
  name: '',
  sector: '',
  summary: '',
  description: null,
  address: null,
  postalCode: null,
  city: '',
  province: '',
  phone: null,
  email: null,
  website: null,
  tags: [],
  isVerified: false,
  isActive: true,
};

/** The body laid over `base` (only the fields it sends), then the rules checked on the result, each on its field. */
function merge(base: EntryValues, input: AdminDirectoryInput): EntryValues {
  const pick = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);
  const values: EntryValues = {
    kind: pick(input.kind, base.kind),
    name: pick(input.name, base.name),
    sector: pick(input.sector, base.sector),
    summary: pick(input.summary, base.summary),
    description: pick(input.description, base.description),
    address: pick(input.address, base.address),
    postalCode: pick(input.postal_code, base.postalCode),
    city: pick(input.city, base.city),
    province: pick(input.province, base.province),
    phone: pick(input.phone, base.phone),
    email: pick(input.email, base.email),
    website: pick(input.website, base.website),
    tags: pick(input.tags, base.tags),
    isVerified: pick(input.is_verified, base.isVerified),
    isActive: pick(input.is_active, base.isActive),
  };
  const errors: Record<string, string[]> = {};
  const missing = (field: string, message: string) => (errors[field] = [message]);
  if (!values.kind) missing('kind', 'Elige el tipo: empresa, servicio o profesional.');
  if (!values.name) missing('name', 'El nombre es obligatorio.');
  if (!values.sector) missing('sector', 'El sector es obligatorio.');
  if (!values.summary) missing('summary', 'La presentación breve es obligatoria.');
  if (!values.city) missing('city', 'La localidad es obligatoria.');
  if (!values.province) missing('province', 'Elige una provincia de la lista.');
  if (values.postalCode && values.province && !postalCodeMatchesProvince(values.postalCode, values.province)) {
    errors.postal_code = [postalCodeMismatchMessage(values.province)];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return values;
}

const searchTextOf = (values: EntryValues) => directorySearchText(values);

/** A slug the body asks for (422 on `slug` if another entry has it), or one made from the name. */
async function chooseSlug(db: Db, input: AdminDirectoryInput, name: string, exceptId?: number): Promise<string> {
  if (input.slug) {
    if (await slugTaken(db, input.slug, exceptId)) throw new ValidationError({ slug: [SLUG_TAKEN] });
    return input.slug;
  }
  return freeSlug(db, name, exceptId);
}

/** Staff create an entry: published at once, reviewed by them. */
export async function createAdminDirectoryEntry(db: Db, actor: AuditActor, input: AdminDirectoryInput, now: Date): Promise<number> {
  const values = merge(EMPTY, input);
  const slug = await chooseSlug(db, input, values.name);
  return withUniqueSlug(() =>
    transaction(db, async (tx) => {
      const [row] = await tx
        .insert(t)
        .values({
          ...values,
          slug,
          searchText: searchTextOf(values),
          status: 'approved',
          reviewedBy: actor.id,
          reviewedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: AUDIT_ENTITY,
        entityId: row!.id,
        entityLabel: row!.name,
        changes: changedFields(null, auditView(row!), AUDITED),
      });
      return row!.id;
    }),
  );
}

/**
 * An edit changes only what it sends. An emptied slug is made again from the name; a new name
 * keeps the slug unless the slug is sent too (links to the entry keep working).
 */
export async function updateAdminDirectoryEntry(db: Db, actor: AuditActor, id: number, input: AdminDirectoryInput, now: Date): Promise<void> {
  const before = await findRow(db, id);
  const values = merge(before, input);
  let slug = before.slug;
  // freeSlug leaves this entry out, so an emptied slug that is still the name's stays as it is.
  if (input.slug !== undefined) slug = await chooseSlug(db, input, values.name, id);
  await withUniqueSlug(() =>
    transaction(db, async (tx) => {
      const [after] = await tx
        .update(t)
        .set({ ...values, slug, searchText: searchTextOf(values), updatedAt: now })
        .where(eq(t.id, id))
        .returning();
      if (!after) throw new NotFoundError(NOT_FOUND);
      const changes = changedFields(auditView(before), auditView(after), AUDITED);
      const keys = Object.keys(changes);
      if (keys.length === 0) return;
      // Hiding or showing an entry alone reads as what it is in the log.
      const action = keys.length === 1 && keys[0] === 'is_active' ? (after.isActive ? 'activate' : 'deactivate') : 'update';
      await recordAudit(tx, actor, { action, entityType: AUDIT_ENTITY, entityId: id, entityLabel: after.name, changes });
    }),
  );
}

/** A proposal goes public: approved and visible, with who approved it and when. */
export async function approveDirectoryEntry(db: Db, actor: AuditActor, id: number, now: Date): Promise<void> {
  await transaction(db, async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw new NotFoundError(NOT_FOUND);
    if (before.status === 'approved') throw new ConflictError(`«${before.name}» ya está publicada en el directorio.`);
    const [after] = await tx
      .update(t)
      .set({ status: 'approved', isActive: true, reviewedBy: actor.id, reviewedAt: now, updatedAt: now })
      .where(eq(t.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'approve',
      entityType: AUDIT_ENTITY,
      entityId: id,
      entityLabel: before.name,
      changes: changedFields(auditView(before), auditView(after!), AUDITED),
    });
  });
}

/** Deletes an entry (rejecting a proposal is deleting it) and then its logo file. */
export async function deleteDirectoryEntry(db: Db, storage: FileStorage, actor: AuditActor, id: number): Promise<string> {
  const before = await transaction(db, async (tx) => {
    const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!row) throw new NotFoundError(NOT_FOUND);
    await tx.delete(t).where(eq(t.id, id));
    await recordAudit(tx, actor, {
      action: row.status === 'pending' ? 'reject' : 'delete',
      entityType: AUDIT_ENTITY,
      entityId: id,
      entityLabel: row.name,
      changes: changedFields(auditView(row), null, AUDITED),
    });
    return row;
  });
  if (before.logoPath) await storage.remove(before.logoPath).catch(() => undefined);
  return before.status === 'pending' ? `Propuesta «${before.name}» rechazada y borrada.` : `Ficha «${before.name}» borrada del directorio.`;
}

/**
 * Stores a new logo (`upload`) or removes it (`null`), through the logo pipeline brands use too (whole
 * decode, 512 px WebP with transparency); the previous file goes either way, after the row changed.
 */
export async function replaceDirectoryLogo(db: Db, storage: FileStorage, actor: AuditActor, id: number, upload: Buffer | null, now: Date): Promise<void> {
  const before = await findRow(db, id);
  await replaceLogo(
    db,
    storage,
    actor,
    {
      keyPrefix: `directory/${before.slug}`,
      logoPath: before.logoPath,
      entityType: AUDIT_ENTITY,
      entityId: id,
      entityLabel: before.name,
      setLogoPath: async (tx, key) => {
        const [row] = await tx.update(t).set({ logoPath: key, updatedAt: now }).where(eq(t.id, id)).returning({ id: t.id });
        if (!row) throw new NotFoundError(NOT_FOUND);
      },
    },
    upload,
  );
}

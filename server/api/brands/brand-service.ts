import { and, asc, count, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { BRAND_HAS_PRODUCTS } from '../../../common/brands/endpoints';
import type { AdminBrand, AdminBrandCreate, AdminBrandListQuery, AdminBrandUpdate } from '../../../common/brands/contracts';
import { slugify } from '../../../common/catalog/input-rules';
import type { z } from '../../../common/zod';
import type { Db } from '../../db/client';
import { brands, products, spanishSortKey } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { publicFileUrl } from '../../storage/public-url';
import { changedFields } from '../audit/changes';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { replaceLogo } from '../replace-logo';
import { transaction } from '../../db/transaction';

type BrandRow = typeof brands.$inferSelect;

/** The fields an edit may change, as the audit log names them. */
const AUDITED = ['name', 'slug', 'tagline', 'card_tagline', 'description', 'story', 'primary_color', 'accent_color', 'palette', 'is_active', 'sort_order', 'logo'] as const;

function auditView(row: BrandRow): Record<string, unknown> {
  return {
    name: row.name,
    slug: row.slug,
    tagline: row.tagline,
    card_tagline: row.cardTagline,
    description: row.description,
    story: row.story,
    primary_color: row.primaryColor,
    accent_color: row.accentColor,
    palette: row.palette,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    logo: row.logoPath,
  };
}

function present(row: BrandRow, productsCount: number): z.input<typeof AdminBrand> {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    tagline: row.tagline,
    card_tagline: row.cardTagline,
    description: row.description,
    story: row.story,
    primary_color: row.primaryColor,
    accent_color: row.accentColor,
    palette: row.palette ?? [],
    logo: row.logoPath,
    logo_url: row.logoPath ? publicFileUrl(row.logoPath) : null,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    products_count: productsCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const keptProducts = and(eq(products.brandId, brands.id), isNull(products.deletedAt));

export async function listAdminBrands(db: Db, query: AdminBrandListQuery): Promise<z.input<typeof AdminBrand>[]> {
  const term = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ brand: brands, productsCount: count(products.id) })
    .from(brands)
    .leftJoin(products, keptProducts)
    .where(
      and(
        term ? or(ilike(brands.name, term), ilike(brands.slug, term)) : undefined,
        query.status ? eq(brands.isActive, query.status === 'active') : undefined,
      ),
    )
    .groupBy(brands.id)
    .orderBy(asc(brands.sortOrder), asc(spanishSortKey(brands.name)), asc(brands.id));
  return rows.map((r) => present(r.brand, r.productsCount));
}

async function findBrand(db: Db, id: number): Promise<BrandRow> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw new NotFoundError('Marca no encontrada.');
  return row;
}

export async function getAdminBrand(db: Db, id: number): Promise<z.input<typeof AdminBrand>> {
  const row = await findBrand(db, id);
  const [counted] = await db.select({ n: count() }).from(products).where(and(eq(products.brandId, id), isNull(products.deletedAt)));
  return present(row, counted?.n ?? 0);
}

async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.slug, slug), exceptId === undefined ? undefined : ne(brands.id, exceptId)));
  return Boolean(taken);
}

async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugify(name).slice(0, 70).replace(/-+$/, '') || 'marca';
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, candidate))) return candidate;
  }
  throw new ValidationError({ slug: ['No se pudo generar un slug libre: escribe uno.'] });
}

async function checkName(db: Db, name: string, exceptId?: number) {
  const [same] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`lower(${brands.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(brands.id, exceptId)));
  if (same) throw new ValidationError({ name: ['Ya existe una marca con este nombre.'] });
}

function columnsFrom(body: AdminBrandUpdate): Partial<typeof brands.$inferInsert> {
  const set: Partial<typeof brands.$inferInsert> = {};
  if (body.name !== undefined) set.name = body.name;
  if (body.tagline !== undefined) set.tagline = body.tagline;
  if (body.card_tagline !== undefined) set.cardTagline = body.card_tagline;
  if (body.description !== undefined) set.description = body.description;
  if (body.story !== undefined) set.story = body.story;
  if (body.primary_color !== undefined) set.primaryColor = body.primary_color;
  if (body.accent_color !== undefined) set.accentColor = body.accent_color;
  if (body.palette !== undefined) set.palette = body.palette.map(({ name, hex }) => ({ name, hex }));
  if (body.is_active !== undefined) set.isActive = body.is_active;
  if (body.sort_order !== undefined) set.sortOrder = body.sort_order;
  return set;
}

export async function createBrand(db: Db, actor: AuditActor, body: AdminBrandCreate, now: Date): Promise<number> {
  await checkName(db, body.name);
  let slug = body.slug || null;
  if (slug && (await slugTaken(db, slug))) throw new ValidationError({ slug: ['Ya existe una marca con este slug.'] });
  slug ??= await freeSlug(db, body.name);
  let sortOrder = body.sort_order;
  if (sortOrder === undefined) {
    const [last] = await db.select({ max: sql<number | null>`max(${brands.sortOrder})` }).from(brands);
    sortOrder = Math.min((last?.max ?? -1) + 1, 10_000);
  }
  return transaction(db, async (tx) => {
    const [row] = await tx
      .insert(brands)
      .values({ ...columnsFrom(body), name: body.name, slug, sortOrder, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, actor, {
      action: 'create',
      entityType: 'brand',
      entityId: row!.id,
      entityLabel: row!.name,
      changes: changedFields(null, auditView(row!), AUDITED),
    });
    return row!.id;
  });
}

export async function updateBrand(db: Db, actor: AuditActor, id: number, body: AdminBrandUpdate, now: Date): Promise<void> {
  const before = await findBrand(db, id);
  if (body.name !== undefined) await checkName(db, body.name, id);
  const set = columnsFrom(body);
  if (body.slug !== undefined) {
    const slug = body.slug || (await freeSlugFor(db, body.name ?? before.name, id, before.slug));
    if (await slugTaken(db, slug, id)) throw new ValidationError({ slug: ['Ya existe una marca con este slug.'] });
    set.slug = slug;
  }
  await transaction(db, async (tx) => {
    const [after] = await tx.update(brands).set({ ...set, updatedAt: now }).where(eq(brands.id, id)).returning();
    const changes = changedFields(auditView(before), auditView(after!), AUDITED);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, actor, { action: 'update', entityType: 'brand', entityId: id, entityLabel: after!.name, changes });
    }
  });
}

/** An emptied slug on an edit: keep the current one when it is still the name's, else a free one. */
async function freeSlugFor(db: Db, name: string, id: number, current: string): Promise<string> {
  const wanted = slugify(name).slice(0, 70).replace(/-+$/, '') || 'marca';
  if (wanted === current || !(await slugTaken(db, wanted, id))) return wanted;
  return freeSlug(db, name);
}

export async function setBrandActive(db: Db, actor: AuditActor, id: number, isActive: boolean, now: Date): Promise<void> {
  const before = await findBrand(db, id);
  if (before.isActive === isActive) return;
  await transaction(db, async (tx) => {
    await tx.update(brands).set({ isActive, updatedAt: now }).where(eq(brands.id, id));
    await recordAudit(tx, actor, {
      action: isActive ? 'activate' : 'deactivate',
      entityType: 'brand',
      entityId: id,
      entityLabel: before.name,
      changes: { is_active: { before: before.isActive, after: isActive } },
    });
  });
}

export async function deleteBrand(db: Db, storage: FileStorage, actor: AuditActor, id: number): Promise<string> {
  const before = await findBrand(db, id);
  // Retired products keep their history and still point at the brand.
  const [used] = await db.select({ n: count() }).from(products).where(eq(products.brandId, id));
  if ((used?.n ?? 0) > 0) throw new ConflictError(BRAND_HAS_PRODUCTS);
  await transaction(db, async (tx) => {
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, actor, {
      action: 'delete',
      entityType: 'brand',
      entityId: id,
      entityLabel: before.name,
      changes: changedFields(auditView(before), null, AUDITED),
    });
  });
  if (before.logoPath) await storage.remove(before.logoPath).catch(() => undefined);
  return before.name;
}

/** Stores a new logo (`upload`) or removes it (`null`); the previous file goes either way, after the row changed. */
export async function replaceBrandLogo(db: Db, storage: FileStorage, actor: AuditActor, id: number, upload: Buffer | null, now: Date): Promise<void> {
  const before = await findBrand(db, id);
  await replaceLogo(
    db,
    storage,
    actor,
    {
      keyPrefix: `brands/${before.slug}`,
      logoPath: before.logoPath,
      entityType: 'brand',
      entityId: id,
      entityLabel: before.name,
      setLogoPath: async (tx, key) => {
        await tx.update(brands).set({ logoPath: key, updatedAt: now }).where(eq(brands.id, id));
      },
    },
    upload,
  );
}

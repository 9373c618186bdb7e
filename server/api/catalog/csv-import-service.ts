import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { AdminProductCreate, AdminProductUpdate, STOCK_WITH_VARIANTS } from '../../../common/catalog/contracts';
import type { ProductImportIssue, ProductImportItem, ProductImportReport } from '../../../common/catalog/csv-contracts';
import { parseProductCsv, type CsvProduct } from '../../../common/catalog/csv-format';
import { parseTags } from '../../../common/catalog/input-rules';
import { centsToEuros, eurosToCents } from '../../../common/money';
import type { Db } from '../../db/client';
import { brands, categories, products, productVariants, type ProductRow } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { changedFields } from '../audit/changes';
import { ApiError } from '../../errors';
import { createProduct, updateProduct } from './admin-service';
import { transaction } from '../../db/transaction';

/**
 * The products CSV import: the file is read (`common/catalog/csv-format.ts`), each product is
 * turned into the body the product form sends and checked by the same contract and the same
 * database rules as the form (references, unique slug and SKUs, sale price under the stored price,
 * stock only without variants), every mistake kept with its row and column. Applying writes every
 * product through the form's own service, in one transaction: all or nothing.
 */

/** What a product looks like, for comparing before and after and for the audit log. */
interface ProductSnapshot {
  name: string;
  slug: string;
  brand_id: number | null;
  category_id: number | null;
  price: number;
  sale_price: number | null;
  status: string;
  visibility: string;
  is_featured: boolean;
  short_description: string | null;
  description: string | null;
  tags: string[];
  variants: { sku: string; size: string; color_name: string; color_hex: string; stock: number; price: number | null }[];
}

interface PlannedWrite {
  line: number;
  sku: string;
  action: 'create' | 'update';
  productId: number | null;
  body: AdminProductCreate | AdminProductUpdate;
  before: ProductSnapshot | null;
}

export interface ImportPlan {
  report: ProductImportReport;
  writes: PlannedWrite[];
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}

const FIELD_COLUMN: Record<string, string> = { brand_id: 'brand', category_id: 'category', stock_quantity: 'stock', is_on_sale: 'sale_price' };
const VARIANT_COLUMN: Record<string, string> = { id: 'variant_sku', sku: 'variant_sku', size: 'size', color_name: 'color_name', color_hex: 'color_hex', stock: 'variant_stock', price: 'variant_price' };

/** The file's text: UTF-8 (with or without BOM), or else Windows-1252, as Excel's plain «CSV» is saved in Spain. */
export function decodeCsv(data: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

function snapshotOf(row: ProductRow, variants: (typeof productVariants.$inferSelect)[]): ProductSnapshot {
  return {
    name: row.name,
    slug: row.slug,
    brand_id: row.brandId,
    category_id: row.categoryId,
    price: centsToEuros(row.priceCents),
    sale_price: row.salePriceCents == null ? null : centsToEuros(row.salePriceCents),
    status: row.status,
    visibility: row.visibility,
    is_featured: row.isFeatured,
    short_description: row.shortDescription,
    description: row.description,
    tags: row.tags,
    variants: variants.map((v) => ({ sku: v.sku, size: v.size, color_name: v.colorName, color_hex: v.colorHex, stock: v.stock, price: v.priceCents == null ? null : centsToEuros(v.priceCents) })),
  };
}

async function loadSnapshot(db: Db, id: number): Promise<ProductSnapshot> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  const variants = await db.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
  return snapshotOf(row!, variants);
}

/** What an update body would leave, to tell an unchanged product from one to update. */
function predictAfter(before: ProductSnapshot, body: AdminProductUpdate): ProductSnapshot {
  const after: ProductSnapshot = { ...before };
  if (body.name !== undefined) after.name = body.name;
  if (body.slug !== undefined) after.slug = body.slug;
  if (body.brand_id !== undefined) after.brand_id = body.brand_id;
  if (body.category_id !== undefined) after.category_id = body.category_id;
  if (body.price !== undefined) after.price = centsToEuros(eurosToCents(body.price));
  if (body.sale_price !== undefined) after.sale_price = body.sale_price == null ? null : centsToEuros(eurosToCents(body.sale_price));
  if (body.status !== undefined) after.status = body.status;
  if (body.visibility !== undefined) after.visibility = body.visibility;
  if (body.is_featured !== undefined) after.is_featured = body.is_featured;
  if (body.short_description !== undefined) after.short_description = body.short_description ?? null;
  if (body.description !== undefined) after.description = body.description ?? null;
  if (body.tags !== undefined) after.tags = parseTags(body.tags);
  if (body.variants !== undefined) {
    after.variants = body.variants.map((v) => ({ sku: v.sku, size: v.size, color_name: v.color_name, color_hex: v.color_hex.toUpperCase(), stock: v.stock, price: v.price == null ? null : centsToEuros(eurosToCents(v.price)) }));
  } else if (body.stock !== undefined && before.variants.length === 1) {
    after.variants = [{ ...before.variants[0]!, stock: body.stock }];
  }
  return after;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A brand or category named in the file: its slug, or else its name (case aside). */
function resolver(rows: { id: number; slug: string; name: string }[], what: 'marca' | 'categoría') {
  const bySlug = new Map(rows.map((r) => [r.slug.toLowerCase(), r.id]));
  const byName = new Map<string, number[]>();
  for (const r of rows) byName.set(r.name.toLowerCase(), [...(byName.get(r.name.toLowerCase()) ?? []), r.id]);
  const the = what === 'marca' ? 'La marca' : 'La categoría';
  return (value: string): { id: number } | { error: string } => {
    const key = value.toLowerCase();
    const slugged = bySlug.get(key);
    if (slugged !== undefined) return { id: slugged };
    const named = byName.get(key) ?? [];
    if (named.length === 1) return { id: named[0]! };
    if (named.length > 1) return { error: `Hay varias con el nombre «${value}»: indica su slug.` };
    return { error: `${the} «${value}» no existe (indica su slug o su nombre).` };
  };
}

const inChunks = async <T, R>(items: T[], run: (chunk: T[]) => Promise<R[]>): Promise<R[]> => {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 1000) out.push(...(await run(items.slice(i, i + 1000))));
  return out;
};

/** Reads and checks the whole file; writes nothing. */
export async function planProductImport(db: Db, text: string): Promise<ImportPlan> {
  const parsed = parseProductCsv(text);
  const issues: ProductImportIssue[] = [...parsed.errors];
  const items: ProductImportItem[] = [];
  const writes: PlannedWrite[] = [];
  const fail = (line: number, column: string | null, message: string) => issues.push({ line, column, message });

  const csvProducts = parsed.products;
  const productSkus = csvProducts.map((p) => p.sku);
  const variantSkus = csvProducts.flatMap((p) => p.variants.map((v) => v.sku)).filter(Boolean);
  const [brandRows, categoryRows, existing, existingVariants] = await Promise.all([
    db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands),
    db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories),
    inChunks(productSkus, (chunk) => db.select().from(products).where(inArray(products.sku, chunk))),
    inChunks(variantSkus, (chunk) =>
      db.select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId, productSku: products.sku }).from(productVariants).innerJoin(products, eq(products.id, productVariants.productId)).where(inArray(productVariants.sku, chunk)),
    ),
  ]);
  const slugs = csvProducts.map((p) => p.fields.slug).filter((slug): slug is string => slug !== undefined);
  const slugOwners = await inChunks(slugs, (chunk) => db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, chunk)));
  const brandOf = resolver(brandRows, 'marca');
  const categoryOf = resolver(categoryRows, 'categoría');
  const productBySku = new Map(existing.filter((p) => p.deletedAt === null).map((p) => [p.sku, p]));
  const variantBySku = new Map(existingVariants.map((v) => [v.sku, v]));
  const currentVariants = productBySku.size
    ? await inChunks([...productBySku.values()].map((p) => p.id), (chunk) => db.select().from(productVariants).where(inArray(productVariants.productId, chunk)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)))
    : [];

  // Across products of the file: a slug or a variant SKU used twice.
  const slugLine = new Map<string, number>();
  const variantLine = new Map<string, { line: number; sku: string }>();

  for (const p of csvProducts) {
    const line = p.lines[0]!;
    const before = issues.length;
    const current = productBySku.get(p.sku);
    const body: Record<string, unknown> = { sku: p.sku };
    const { fields } = p;
    for (const key of ['name', 'slug', 'price', 'sale_price', 'status', 'visibility', 'is_featured', 'short_description', 'description', 'tags'] as const) {
      if (fields[key] !== undefined) body[key] = fields[key];
    }
    if (fields.brand !== undefined) {
      const found = brandOf(fields.brand);
      if ('id' in found) body.brand_id = found.id;
      else fail(line, 'brand', found.error);
    }
    if (fields.category !== undefined) {
      const found = categoryOf(fields.category);
      if ('id' in found) body.category_id = found.id;
      else fail(line, 'category', found.error);
    }
    const ownVariants = current ? currentVariants.filter((v) => v.productId === current.id) : [];
    if (p.variants.length) {
      body.variants = p.variants.map((v) => {
        const found = variantBySku.get(v.sku);
        if (found && found.productId !== current?.id) fail(v.line, 'variant_sku', `El SKU de variante ${v.sku} ya es de otro producto (${found.productSku}).`);
        const other = variantLine.get(v.sku.toLowerCase());
        if (other && other.sku !== p.sku) fail(v.line, 'variant_sku', `SKU de variante repetido en el archivo: ya está en la fila ${other.line}.`);
        else if (!other) variantLine.set(v.sku.toLowerCase(), { line: v.line, sku: p.sku });
        return { ...(found && found.productId === current?.id ? { id: found.id } : {}), sku: v.sku, size: v.size, color_name: v.color_name, color_hex: v.color_hex, stock: v.stock, price: v.price };
      });
    } else if (fields.stock !== undefined) {
      // With variants the stock is theirs: the column is the sum the export wrote, read only without variants.
      if (ownVariants.length > 1) fail(line, 'stock', STOCK_WITH_VARIANTS);
      else body.stock = fields.stock;
    }
    if (fields.slug !== undefined) {
      if (slugOwners.some((t) => t.slug === fields.slug && t.id !== current?.id)) fail(line, 'slug', 'Ya existe un producto con este slug.');
      const other = slugLine.get(fields.slug);
      if (other !== undefined) fail(line, 'slug', `Slug repetido en el archivo: ya está en la fila ${other}.`);
      else slugLine.set(fields.slug, line);
    }

    const check = (current ? AdminProductUpdate : AdminProductCreate).safeParse(body);
    if (!check.success) {
      // A cell already refused (a brand not found, a price that is not a number) is not also «obligatorio».
      const said = new Set(issues.filter((i) => p.lines.includes(i.line)).map((i) => `${i.line}|${i.column}`));
      for (const issue of check.error.issues) {
        reportIssue(p, issue, (l, column, message) => {
          if (!said.has(`${l}|${column}`)) fail(l, column, message);
        });
      }
    }
    if (current && check.success) {
      // The form's service checks an update's sale price against the stored price, too.
      const data = check.data as AdminProductUpdate;
      const priceCents = data.price !== undefined ? eurosToCents(data.price) : current.priceCents;
      const saleCents = data.sale_price === undefined ? current.salePriceCents : data.sale_price == null ? null : eurosToCents(data.sale_price);
      if (saleCents != null && saleCents >= priceCents) fail(line, 'sale_price', 'El precio rebajado debe ser menor que el precio.');
    }
    const name = (fields.name ?? current?.name ?? null) as string | null;
    if (issues.length > before || !check.success) {
      items.push({ line, sku: p.sku, name, action: current ? 'update' : 'create', variants: p.variants.length });
      continue;
    }
    if (!current) {
      items.push({ line, sku: p.sku, name, action: 'create', variants: p.variants.length });
      writes.push({ line, sku: p.sku, action: 'create', productId: null, body: check.data as AdminProductCreate, before: null });
      continue;
    }
    const snapshot = snapshotOf(current, ownVariants);
    const unchanged = same(predictAfter(snapshot, check.data as AdminProductUpdate), snapshot);
    items.push({ line, sku: p.sku, name, action: unchanged ? 'unchanged' : 'update', variants: p.variants.length });
    if (!unchanged) writes.push({ line, sku: p.sku, action: 'update', productId: current.id, body: check.data as AdminProductUpdate, before: snapshot });
  }

  issues.sort((a, b) => a.line - b.line);
  const count = (action: ProductImportItem['action']) => items.filter((i) => i.action === action).length;
  return {
    report: {
      valid: issues.length === 0,
      rows: parsed.rows,
      products: csvProducts.length,
      to_create: count('create'),
      to_update: count('update'),
      unchanged: count('unchanged'),
      errors: issues,
      items,
    },
    writes: issues.length === 0 ? writes : [],
  };
}

/** A contract issue, at the row and column of the file it came from. */
function reportIssue(p: CsvProduct, issue: z.core.$ZodIssue, fail: (line: number, column: string | null, message: string) => void) {
  const [field, index, sub] = issue.path;
  if (field === 'variants' && typeof index === 'number') {
    const variant = p.variants[index];
    fail(variant?.line ?? p.lines[0]!, VARIANT_COLUMN[String(sub)] ?? 'variant_sku', issue.message);
    return;
  }
  const key = field === undefined ? null : String(field);
  fail(p.lines[0]!, key === null ? null : key === 'variants' ? 'variant_sku' : (FIELD_COLUMN[key] ?? key), issue.message);
}

/** A product the database refused while importing (the file was checked first, so a race or a broken rule): everything rolls back. */
export class ImportWriteError extends Error {
  constructor(
    readonly line: number,
    readonly sku: string,
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof ApiError ? cause.message.replace(/\.$/, '') : 'la base de datos rechazó este producto';
    super(`Fila ${line} (${sku}): ${reason}. No se guardó nada.`);
  }
}

/**
 * Writes the planned products in one transaction (each through the form's create or update, with
 * its audit entry), then one 'import' entry with the counts. Any failure rolls everything back.
 */
export async function applyProductImport(
  db: Db,
  plan: ImportPlan,
  options: { actor: AuditActor; now: Date; jobId: number; fileName: string; onProgress: (processed: number) => void },
): Promise<ImportCounts> {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: plan.report.unchanged };
  await transaction(db, async (t) => {
    let processed = 0;
    for (const write of plan.writes) {
      try {
        if (write.action === 'create') {
          const row = await createProduct(t, write.body as AdminProductCreate, options.now);
          await recordAudit(t, options.actor, { action: 'create', entityType: 'product', entityId: row.id, entityLabel: row.name, changes: changedFields(null, { ...(await loadSnapshot(t, row.id)) }) });
          counts.created++;
        } else {
          const row = await updateProduct(t, write.productId!, write.body as AdminProductUpdate, options.now);
          const after = await loadSnapshot(t, row.id);
          await recordAudit(t, options.actor, { action: 'update', entityType: 'product', entityId: row.id, entityLabel: row.name, changes: changedFields({ ...write.before }, { ...after }) });
          counts.updated++;
        }
      } catch (err) {
        throw new ImportWriteError(write.line, write.sku, err);
      }
      options.onProgress(++processed);
    }
    await recordAudit(t, options.actor, {
      action: 'import',
      entityType: 'product',
      entityId: options.jobId,
      entityLabel: `Importación CSV ${options.fileName}`,
      changes: changedFields({}, { ...counts }),
    });
  });
  return counts;
}

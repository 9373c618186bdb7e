import { asc, inArray } from 'drizzle-orm';
import type { ProductCsvExportQuery } from '../../../common/catalog/csv-contracts';
import { stringifyProductCsv, type CsvExportProduct } from '../../../common/catalog/csv-format';
import { eurosToCents } from '../../../common/money';
import type { Db } from '../../db/client';
import { productVariants } from '../../db/schema';
import { listAdminProducts } from './admin-service';

const PAGE = 100;

/**
 * Every product the list's filters match (all pages, in the list's order) as the products CSV.
 * The list's own query gives the filters and the order, so the export is exactly what staff see.
 */
export async function exportProductsCsv(db: Db, filters: ProductCsvExportQuery): Promise<string> {
  const products: CsvExportProduct[] = [];
  for (let page = 1; ; page++) {
    const { data, last_page: lastPage } = await listAdminProducts(db, { ...filters, page, per_page: PAGE });
    const ids = data.map((p) => p.id);
    // The variant's own price (null: the product's), which the list's reply folds into the price it sells at.
    const variants = ids.length ? await db.select().from(productVariants).where(inArray(productVariants.productId, ids)).orderBy(asc(productVariants.sortOrder), asc(productVariants.id)) : [];
    for (const p of data) {
      products.push({
        sku: p.sku,
        name: p.name,
        slug: p.slug,
        brand: p.brand?.slug ?? null,
        category: p.category?.slug ?? null,
        priceCents: eurosToCents(p.price),
        salePriceCents: p.sale_price == null ? null : eurosToCents(p.sale_price),
        status: p.status,
        visibility: p.visibility,
        isFeatured: p.is_featured,
        stock: p.stock_quantity,
        shortDescription: p.short_description ?? null,
        description: p.description ?? null,
        tags: p.tags,
        variants: variants
          .filter((v) => v.productId === p.id)
          .map((v) => ({ sku: v.sku, size: v.size, colorName: v.colorName, colorHex: v.colorHex, stock: v.stock, priceCents: v.priceCents })),
      });
    }
    if (page >= lastPage) break;
  }
  return stringifyProductCsv(products);
}

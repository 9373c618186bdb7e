import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { PRODUCT_STATUSES, PRODUCT_VISIBILITIES, type ProductStatus, type ProductVisibility } from './publishing';
import { hasInvisibleChars, INVISIBLE_CHARS_MESSAGE } from '../text/invisible-chars';
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_MAX_ROWS,
  PRODUCT_CSV_PRODUCT_COLUMNS,
  PRODUCT_CSV_VARIANT_COLUMNS,
  type ProductCsvColumn,
  type ProductCsvProductColumn,
} from './csv-columns';

/**
 * Reading and writing the products CSV (columns in `csv-columns.ts`). Reading turns the file into
 * products with their variants and the mistakes a file can have on its own (a price that is not a
 * number, a row that disagrees with the product's other rows); the rules of a product (lengths,
 * sale price under the price, unique SKUs…) are the product form's, checked by the import service
 * on what this returns. Uses the CSV library, so it runs on the server (and in tests).
 */

/** A mistake of the file: its row (the header is row 1, as a spreadsheet numbers them), column and message. */
export interface CsvRowError {
  line: number;
  column: string | null;
  message: string;
}

export interface CsvVariant {
  line: number;
  sku: string;
  size: string;
  color_name: string;
  color_hex: string;
  stock: number;
  /** null: the product's price. */
  price: number | null;
}

/** What a product's columns say; a column the file does not have, or an empty required cell, is left out (unchanged). */
export interface CsvProductFields {
  name?: string;
  slug?: string;
  brand?: string;
  category?: string;
  price?: number;
  sale_price?: number | null;
  status?: ProductStatus;
  visibility?: ProductVisibility;
  is_featured?: boolean;
  stock?: number;
  short_description?: string | null;
  description?: string | null;
  tags?: string[];
}

export interface CsvProduct {
  sku: string;
  /** The product's rows, the first one first. */
  lines: number[];
  fields: CsvProductFields;
  variants: CsvVariant[];
}

export interface ParsedProductCsv {
  /** The columns the file has, in its order. */
  columns: ProductCsvColumn[];
  /** Data rows read (empty rows not counted). */
  rows: number;
  products: CsvProduct[];
  errors: CsvRowError[];
}

const STATUS_WORDS: Record<string, ProductStatus> = { activo: 'active', borrador: 'draft', archivado: 'archived' };
const VISIBILITY_WORDS: Record<string, ProductVisibility> = { oculto: 'hidden' };
const YES = new Set(['sí', 'si', 'true', '1', 'yes', 'x']);
const NO = new Set(['no', 'false', '0']);

/** `;` or `,`: whichever the header uses more (`;` when tied, as Spanish Excel writes). */
export function detectDelimiter(text: string): ';' | ',' {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const semicolons = firstLine.split(';').length - 1;
  const commas = firstLine.split(',').length - 1;
  return commas > semicolons ? ',' : ';';
}

/** Euros as a person writes them: 29,95 · 29.95 · 30 · 29,95 € (no thousands separator). */
export function parseEuros(text: string): number | null {
  const clean = text.replace(/\s|€/g, '');
  if (!/^\d{1,9}([.,]\d+)?$/.test(clean)) return null;
  return Number(clean.replace(',', '.'));
}

/** 29.9 → '29,90' (the export writes Spanish decimals). */
export function formatCsvEuros(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

function parseWholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

type Cells = Partial<Record<ProductCsvColumn, string>>;

/** The product's columns of a row, read; a cell that cannot be read is an error of that row and column. */
function readProductCells(cells: Cells, line: number, errors: CsvRowError[]): CsvProductFields {
  const fields: CsvProductFields = {};
  const fail = (column: string, message: string) => errors.push({ line, column, message });
  const text = (column: ProductCsvProductColumn) => cells[column];
  const filled = (column: ProductCsvProductColumn) => {
    const value = text(column);
    return value === undefined || value === '' ? undefined : value;
  };

  if (filled('name') !== undefined) fields.name = filled('name');
  if (filled('slug') !== undefined) fields.slug = filled('slug');
  if (filled('brand') !== undefined) fields.brand = filled('brand');
  if (filled('category') !== undefined) fields.category = filled('category');
  const price = filled('price');
  if (price !== undefined) {
    const euros = parseEuros(price);
    if (euros === null) fail('price', 'El precio debe ser un número en euros, por ejemplo 29,95.');
    else fields.price = euros;
  }
  const sale = text('sale_price');
  if (sale !== undefined) {
    const euros = sale === '' ? null : parseEuros(sale);
    if (sale !== '' && euros === null) fail('sale_price', 'El precio rebajado debe ser un número en euros, por ejemplo 19,95.');
    else fields.sale_price = euros;
  }
  const status = filled('status')?.toLowerCase();
  if (status !== undefined) {
    const value = (PRODUCT_STATUSES as readonly string[]).includes(status) ? (status as ProductStatus) : STATUS_WORDS[status];
    if (!value) fail('status', 'El estado debe ser active, draft o archived.');
    else fields.status = value;
  }
  const visibility = filled('visibility')?.toLowerCase();
  if (visibility !== undefined) {
    const value = (PRODUCT_VISIBILITIES as readonly string[]).includes(visibility) ? (visibility as ProductVisibility) : VISIBILITY_WORDS[visibility];
    if (!value) fail('visibility', 'La visibilidad debe ser visible o hidden.');
    else fields.visibility = value;
  }
  const featured = filled('is_featured')?.toLowerCase();
  if (featured !== undefined) {
    if (YES.has(featured)) fields.is_featured = true;
    else if (NO.has(featured)) fields.is_featured = false;
    else fail('is_featured', 'Destacado debe ser sí o no.');
  }
  const stock = filled('stock');
  if (stock !== undefined) {
    const n = parseWholeNumber(stock);
    if (n === null) fail('stock', 'El stock debe ser un número entero, sin decimales.');
    else fields.stock = n;
  }
  for (const column of ['short_description', 'description'] as const) {
    const value = text(column);
    if (value !== undefined) fields[column] = value === '' ? null : value;
  }
  const tags = text('tags');
  if (tags !== undefined) fields.tags = tags.split('|').map((t) => t.trim()).filter(Boolean);
  return fields;
}

function readVariant(cells: Cells, line: number, errors: CsvRowError[]): CsvVariant | null {
  const before = errors.length;
  const fail = (column: string, message: string) => errors.push({ line, column, message });
  const stockText = cells.variant_stock ?? '';
  let stock = 0;
  if (stockText === '') fail('variant_stock', 'El stock de la variante es obligatorio.');
  else {
    const n = parseWholeNumber(stockText);
    if (n === null) fail('variant_stock', 'El stock de la variante debe ser un número entero, sin decimales.');
    else stock = n;
  }
  const priceText = cells.variant_price ?? '';
  const price = priceText === '' ? null : parseEuros(priceText);
  if (priceText !== '' && price === null) fail('variant_price', 'El precio de la variante debe ser un número en euros, por ejemplo 29,95.');
  if (errors.length > before) return null;
  return { line, sku: cells.variant_sku ?? '', size: cells.size ?? '', color_name: cells.color_name ?? '', color_hex: cells.color_hex ?? '', stock, price };
}

/** Parses a products CSV (BOM or not, `;` or `,`); reports every mistake of the file, row by row. */
export function parseProductCsv(input: string): ParsedProductCsv {
  const result: ParsedProductCsv = { columns: [], rows: 0, products: [], errors: [] };
  const { errors } = result;
  let records: string[][];
  try {
    records = parse(input, { delimiter: detectDelimiter(input), bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
  } catch (err) {
    const line = err instanceof CsvError && typeof (err as unknown as { lines?: number }).lines === 'number' ? (err as unknown as { lines: number }).lines : 1;
    const quote = err instanceof CsvError && /quote/i.test(err.code) ? ': revisa las comillas (un campo abierto con " debe cerrarse con ")' : '';
    errors.push({ line, column: null, message: `El archivo no se puede leer como CSV${quote}.` });
    return result;
  }
  const header = records[0]?.map((h) => h.trim().toLowerCase()) ?? [];
  if (header.length === 0 || header.every((h) => h === '')) {
    errors.push({ line: 1, column: null, message: 'El archivo está vacío: la primera fila debe ser la cabecera con los nombres de las columnas.' });
    return result;
  }
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const seen = new Set<string>();
  header.forEach((name, index) => {
    if (!known.has(name)) errors.push({ line: 1, column: name || `columna ${index + 1}`, message: `Columna desconocida «${name}». Las columnas admitidas son: ${PRODUCT_CSV_COLUMNS.join(', ')}.` });
    else if (seen.has(name)) errors.push({ line: 1, column: name, message: `La columna ${name} está repetida.` });
    seen.add(name);
  });
  if (!seen.has('sku')) errors.push({ line: 1, column: 'sku', message: 'Falta la columna sku: cada fila se identifica por el SKU del producto.' });
  if (errors.length) return result;
  result.columns = header as ProductCsvColumn[];
  const hasVariantColumns = PRODUCT_CSV_VARIANT_COLUMNS.some((c) => seen.has(c));

  const dataRows = records.slice(1).map((record, i) => ({ record, line: i + 2 })).filter(({ record }) => record.some((cell) => cell.trim() !== ''));
  result.rows = dataRows.length;
  if (dataRows.length === 0) {
    errors.push({ line: 2, column: null, message: 'El archivo no tiene ninguna fila de productos debajo de la cabecera.' });
    return result;
  }
  if (dataRows.length > PRODUCT_CSV_MAX_ROWS) {
    errors.push({ line: 1, column: null, message: `El archivo tiene ${dataRows.length} filas; se importan como máximo ${PRODUCT_CSV_MAX_ROWS} de una vez. Divídelo en varios archivos.` });
    return result;
  }

  const bySku = new Map<string, { product: CsvProduct; raw: Cells; withoutVariant: number | null }>();
  for (const { record, line } of dataRows) {
    if (record.length !== header.length) {
      errors.push({ line, column: null, message: `La fila tiene ${record.length} columnas y la cabecera ${header.length}: revisa los separadores y las comillas.` });
      continue;
    }
    const cells: Cells = {};
    header.forEach((name, i) => (cells[name as ProductCsvColumn] = record[i]!.trim()));
    // The one rule of free text (issue 33): the file bypasses the request guard, so its cells are checked here.
    header.forEach((name, i) => {
      if (hasInvisibleChars(record[i]!)) errors.push({ line, column: name, message: INVISIBLE_CHARS_MESSAGE });
    });
    const sku = cells.sku ?? '';
    if (sku === '') {
      errors.push({ line, column: 'sku', message: 'El SKU del producto es obligatorio.' });
      continue;
    }
    const key = sku.toLowerCase();
    const isVariantRow = hasVariantColumns && PRODUCT_CSV_VARIANT_COLUMNS.some((c) => (cells[c] ?? '') !== '');
    const entry = bySku.get(key);
    if (!entry) {
      const before = errors.length;
      const fields = readProductCells(cells, line, errors);
      const product: CsvProduct = { sku, lines: [line], fields, variants: [] };
      bySku.set(key, { product, raw: cells, withoutVariant: isVariantRow ? null : line });
      result.products.push(product);
      if (errors.length > before && !isVariantRow) continue;
    } else {
      entry.product.lines.push(line);
      // Product columns are repeated on each variant row: they must say the same thing.
      for (const column of PRODUCT_CSV_PRODUCT_COLUMNS) {
        if (column === 'sku' || cells[column] === undefined || cells[column] === entry.raw[column]) continue;
        errors.push({ line, column, message: `No coincide con la fila ${entry.product.lines[0]} del mismo producto (${sku}): las columnas del producto se repiten igual en cada variante.` });
      }
      if (!isVariantRow || entry.withoutVariant !== null) {
        errors.push({ line, column: 'variant_sku', message: `El producto ${sku} aparece en varias filas: con variantes, cada fila lleva su variante (variant_sku, size, color_name…).` });
        continue;
      }
    }
    if (isVariantRow) {
      const variant = readVariant(cells, line, errors);
      if (variant) bySku.get(key)!.product.variants.push(variant);
    }
  }
  return result;
}

/** One product as the export writes it: its variants with their own price (null: the product's). */
export interface CsvExportProduct {
  sku: string;
  name: string;
  slug: string;
  brand: string | null;
  category: string | null;
  priceCents: number;
  salePriceCents: number | null;
  status: string;
  visibility: string;
  isFeatured: boolean;
  stock: number;
  shortDescription: string | null;
  description: string | null;
  tags: string[];
  variants: { sku: string; size: string; colorName: string; colorHex: string; stock: number; priceCents: number | null }[];
}

/** The export's rows: one a variant, the product's columns on each (one row with empty variant columns when it has none). */
export function productCsvRecords(products: readonly CsvExportProduct[]): string[][] {
  const rows: string[][] = [];
  for (const p of products) {
    const productCells = [
      p.sku,
      p.name,
      p.slug,
      p.brand ?? '',
      p.category ?? '',
      formatCsvEuros(p.priceCents),
      p.salePriceCents == null ? '' : formatCsvEuros(p.salePriceCents),
      p.status,
      p.visibility,
      p.isFeatured ? 'sí' : 'no',
      String(p.stock),
      p.shortDescription ?? '',
      p.description ?? '',
      p.tags.join('|'),
    ];
    if (p.variants.length === 0) rows.push([...productCells, '', '', '', '', '', '']);
    for (const v of p.variants) {
      rows.push([...productCells, v.sku, v.size, v.colorName, v.colorHex, String(v.stock), v.priceCents == null ? '' : formatCsvEuros(v.priceCents)]);
    }
  }
  return rows;
}

/** The export file: UTF-8 with a BOM (Excel then reads the accents), `;`-separated as Spanish Excel expects, CRLF. */
export function stringifyProductCsv(products: readonly CsvExportProduct[]): string {
  return stringify([[...PRODUCT_CSV_COLUMNS], ...productCsvRecords(products)], { bom: true, delimiter: ';', record_delimiter: 'windows' });
}

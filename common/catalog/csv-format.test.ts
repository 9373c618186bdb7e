import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_MAX_ROWS, PRODUCT_CSV_TEMPLATE, productCsvFileName } from './csv-columns';
import { INVISIBLE_CHARS_MESSAGE } from '../text/invisible-chars';
import { detectDelimiter, parseEuros, parseProductCsv, productCsvRecords, stringifyProductCsv, type CsvExportProduct } from './csv-format';

const HEADER = PRODUCT_CSV_COLUMNS.join(';');
const row = (cells: Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>, sep = ';') => PRODUCT_CSV_COLUMNS.map((c) => cells[c] ?? '').join(sep);
const base = { sku: 'P-1', name: 'Camisa', brand: 'ruediverso', category: 'camisas', price: '49,90', status: 'active', visibility: 'visible', is_featured: 'no' };
const variant = (sku: string, size: string) => ({ variant_sku: sku, size, color_name: 'Arena', color_hex: '#D8C3A5', variant_stock: '4' });

const product: CsvExportProduct = {
  sku: 'P-1',
  name: 'Camisa; de "lino"',
  slug: 'camisa',
  brand: 'ruediverso',
  category: 'camisas',
  priceCents: 4990,
  salePriceCents: 3995,
  status: 'active',
  visibility: 'visible',
  isFeatured: true,
  stock: 7,
  shortDescription: null,
  description: 'Primera línea\nsegunda línea',
  tags: ['lino', 'verano'],
  variants: [
    { sku: 'P-1-M', size: 'M', colorName: 'Arena', colorHex: '#D8C3A5', stock: 4, priceCents: null },
    { sku: 'P-1-L', size: 'L', colorName: 'Arena', colorHex: '#D8C3A5', stock: 3, priceCents: 5200 },
  ],
};

describe('products CSV', () => {
  it('detects the separator from the header', () => {
    expect(detectDelimiter('sku;name;price\n')).toBe(';');
    expect(detectDelimiter('\uFEFFsku,name,price\n')).toBe(',');
    expect(detectDelimiter('sku\n')).toBe(';');
  });

  it('reads euros with a comma or a point, and refuses anything else', () => {
    expect(parseEuros('29,95')).toBe(29.95);
    expect(parseEuros('29.95')).toBe(29.95);
    expect(parseEuros('30')).toBe(30);
    expect(parseEuros('29,95 €')).toBe(29.95);
    expect(parseEuros('1.234,56')).toBeNull();
    expect(parseEuros('-3')).toBeNull();
    expect(parseEuros('gratis')).toBeNull();
  });

  it('exports with a BOM, `;`, Spanish decimals, quoted fields and one row a variant; and reads its own export back', () => {
    const text = stringifyProductCsv([product]);
    expect(text.startsWith('\uFEFFsku;name;slug;')).toBe(true);
    expect(text).toContain('"Camisa; de ""lino"""');
    expect(text).toContain(';49,90;39,95;');
    const parsed = parseProductCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.rows).toBe(2);
    expect(parsed.products).toEqual([
      {
        sku: 'P-1',
        lines: [2, 3],
        fields: {
          name: 'Camisa; de "lino"',
          slug: 'camisa',
          brand: 'ruediverso',
          category: 'camisas',
          price: 49.9,
          sale_price: 39.95,
          status: 'active',
          visibility: 'visible',
          is_featured: true,
          stock: 7,
          short_description: null,
          description: 'Primera línea\nsegunda línea',
          tags: ['lino', 'verano'],
        },
        variants: [
          { line: 2, sku: 'P-1-M', size: 'M', color_name: 'Arena', color_hex: '#D8C3A5', stock: 4, price: null },
          { line: 3, sku: 'P-1-L', size: 'L', color_name: 'Arena', color_hex: '#D8C3A5', stock: 3, price: 52 },
        ],
      },
    ]);
  });

  it('writes a product without variants as one row with empty variant columns', () => {
    expect(productCsvRecords([{ ...product, variants: [] }])[0]!.slice(-6)).toEqual(['', '', '', '', '', '']);
  });

  it('reads a comma-separated file without BOM, point decimals and a quoted field with newlines', () => {
    const text = [PRODUCT_CSV_COLUMNS.join(','), row({ ...base, price: '12.5', description: '"Dos\nlíneas, con coma"', ...variant('V-1', 'S') }, ',')].join('\n');
    const parsed = parseProductCsv(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.products[0]!.fields).toMatchObject({ price: 12.5, description: 'Dos\nlíneas, con coma' });
  });

  it('takes only some columns: the others are left as they are', () => {
    const parsed = parseProductCsv('sku;price\nP-1;19,90\n');
    expect(parsed.errors).toEqual([]);
    expect(parsed.products).toEqual([{ sku: 'P-1', lines: [2], fields: { price: 19.9 }, variants: [] }]);
  });

  it('reports every bad row with its row number, column and a Spanish message', () => {
    const text = [
      HEADER,
      row({ ...base, sku: 'A', price: 'diez', ...variant('A-S', 'S') }),
      row({ ...base, sku: 'A', price: 'diez', ...variant('A-M', 'M'), variant_stock: '2,5' }),
      row({ ...base, sku: '', ...variant('X', 'S') }),
      '',
      row({ ...base, sku: 'B', status: 'vendido', is_featured: 'quizá', ...variant('B-S', 'S') }),
      row({ ...base, sku: 'B', name: 'Otra', ...variant('B-M', 'M') }),
      row({ ...base, sku: 'C' }),
      row({ ...base, sku: 'C' }),
      'D;solo dos',
    ].join('\r\n');
    const { errors } = parseProductCsv(text);
    expect(errors).toEqual([
      { line: 2, column: 'price', message: 'El precio debe ser un número en euros, por ejemplo 29,95.' },
      { line: 3, column: 'variant_stock', message: 'El stock de la variante debe ser un número entero, sin decimales.' },
      { line: 4, column: 'sku', message: 'El SKU del producto es obligatorio.' },
      { line: 6, column: 'status', message: 'El estado debe ser active, draft o archived.' },
      { line: 6, column: 'is_featured', message: 'Destacado debe ser sí o no.' },
      expect.objectContaining({ line: 7, column: 'name', message: expect.stringContaining('No coincide con la fila 6') }),
      expect.objectContaining({ line: 7, column: 'status' }),
      expect.objectContaining({ line: 7, column: 'is_featured' }),
      expect.objectContaining({ line: 9, column: 'variant_sku', message: expect.stringContaining('aparece en varias filas') }),
      { line: 10, column: null, message: 'La fila tiene 2 columnas y la cabecera 20: revisa los separadores y las comillas.' },
    ]);
  });

  it('refuses a cell with a bidi control or a zero-width character, as the API refuses free text with one (the file’s BOM is no cell)', () => {
    const text = `\uFEFF${[HEADER, row({ ...base, name: 'Camisa\u202E', description: 'Lino\u200B suave', tags: 'lino, 👩‍💻' })].join('\r\n')}`;
    const { errors } = parseProductCsv(text);
    expect(errors).toEqual([
      { line: 2, column: 'name', message: INVISIBLE_CHARS_MESSAGE },
      { line: 2, column: 'description', message: INVISIBLE_CHARS_MESSAGE },
    ]);
  });

  it('refuses an unknown or repeated column, a missing sku column, an empty file, an open quote and too many rows', () => {
    expect(parseProductCsv('sku;precio\n').errors[0]).toMatchObject({ line: 1, column: 'precio', message: expect.stringContaining('Columna desconocida «precio»') });
    expect(parseProductCsv('sku;sku\nA;A\n').errors[0]).toMatchObject({ column: 'sku', message: 'La columna sku está repetida.' });
    expect(parseProductCsv('name;price\nA;1\n').errors[0]).toMatchObject({ column: 'sku', message: expect.stringContaining('Falta la columna sku') });
    expect(parseProductCsv('').errors[0]!.message).toContain('El archivo está vacío');
    expect(parseProductCsv('sku;name\n').errors[0]!.message).toContain('no tiene ninguna fila');
    expect(parseProductCsv('sku;name\nA;"sin cerrar\n').errors[0]!.message).toContain('revisa las comillas');
    const many = ['sku', ...Array.from({ length: PRODUCT_CSV_MAX_ROWS + 1 }, (_, i) => `P-${i}`)].join('\n');
    expect(parseProductCsv(many).errors).toEqual([{ line: 1, column: null, message: expect.stringContaining(`como máximo ${PRODUCT_CSV_MAX_ROWS}`) }]);
  });

  it('offers a template that is its own valid example', () => {
    const parsed = parseProductCsv(PRODUCT_CSV_TEMPLATE);
    expect(parsed.errors).toEqual([]);
    expect(parsed.products).toHaveLength(1);
    expect(parsed.products[0]!.variants).toHaveLength(2);
    expect(parse(PRODUCT_CSV_TEMPLATE, { delimiter: ';', bom: true })[0]).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(productCsvFileName(new Date('2026-11-24T10:00:00Z'))).toBe('productos-2026-11-24.csv');
  });
});

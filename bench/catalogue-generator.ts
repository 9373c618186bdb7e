/**
 * Bench only: a large, varied catalogue for measuring search and listing (issue 14, "search p95 < 20 ms
 * on 100 000 generated products"). Never used by the app or the seed.
 *
 *   node --import tsx bench/catalogue-generator.ts --count=100000 [--seed=1]
 *
 * writes to DATABASE_URL when set, else to the PGlite database of DATA_DIR (default ./data), migrating
 * it first. Products are Spanish garment names (type × adjective × material, some with a colour) of the
 * demo seed's brands and categories, with variants (sizes, colours, stock), tags and descriptions.
 */
import { eq, like, sql } from 'drizzle-orm';
import { pathToFileURL } from 'node:url';
import { slugify } from '../common/catalog/input-rules';
import type { Db } from '../server/db/client';
import { brands, categories, products, productVariants, type NewProductRow } from '../server/db/schema';
import { SEED_BRANDS } from '../server/seed/catalog/brands';
import { SEED_CATEGORIES } from '../server/seed/catalog/categories';

export interface GenerateOptions {
  /** Same seed, same catalogue (default 1). */
  seed?: number;
  /** Products per INSERT statement (default 1000). */
  batchSize?: number;
  /** Called after each batch with the number of products inserted so far. */
  onProgress?: (done: number) => void;
}

export interface GeneratedCatalogue {
  products: number;
  variants: number;
  /** Every generated SKU starts with this (a second run continues the numbering). */
  skuPrefix: string;
}

type Gender = 'm' | 'f';
interface GarmentType {
  name: string;
  gender: Gender;
  plural?: boolean;
}

const TYPES: Record<string, GarmentType[]> = {
  camisas: [
    { name: 'Camisa', gender: 'f' },
    { name: 'Blusa', gender: 'f' },
    { name: 'Sobrecamisa', gender: 'f' },
    { name: 'Camisola', gender: 'f' },
  ],
  camisetas: [
    { name: 'Camiseta', gender: 'f' },
    { name: 'Polo', gender: 'm' },
    { name: 'Top', gender: 'm' },
    { name: 'Camiseta de tirantes', gender: 'f' },
  ],
  pantalones: [
    { name: 'Pantalón', gender: 'm' },
    { name: 'Vaquero', gender: 'm' },
    { name: 'Chino', gender: 'm' },
    { name: 'Bermuda', gender: 'f' },
    { name: 'Falda', gender: 'f' },
    { name: 'Jogger', gender: 'm' },
  ],
  vestidos: [
    { name: 'Vestido', gender: 'm' },
    { name: 'Mono', gender: 'm' },
    { name: 'Pichi', gender: 'm' },
    { name: 'Vestido camisero', gender: 'm' },
  ],
  chaquetas: [
    { name: 'Chaqueta', gender: 'f' },
    { name: 'Abrigo', gender: 'm' },
    { name: 'Blazer', gender: 'f' },
    { name: 'Parka', gender: 'f' },
    { name: 'Cazadora', gender: 'f' },
    { name: 'Gabardina', gender: 'f' },
    { name: 'Chaleco', gender: 'm' },
  ],
  sudaderas: [
    { name: 'Sudadera', gender: 'f' },
    { name: 'Jersey', gender: 'm' },
    { name: 'Cárdigan', gender: 'm' },
    { name: 'Sudadera con capucha', gender: 'f' },
  ],
  accesorios: [
    { name: 'Bolso', gender: 'm' },
    { name: 'Gorra', gender: 'f' },
    { name: 'Bufanda', gender: 'f' },
    { name: 'Cinturón', gender: 'm' },
    { name: 'Gorro', gender: 'm' },
    { name: 'Pañuelo', gender: 'm' },
    { name: 'Mochila', gender: 'f' },
    { name: 'Calcetines', gender: 'm', plural: true },
  ],
  calzado: [
    { name: 'Zapatillas', gender: 'f', plural: true },
    { name: 'Botas', gender: 'f', plural: true },
    { name: 'Mocasines', gender: 'm', plural: true },
    { name: 'Sandalias', gender: 'f', plural: true },
    { name: 'Botines', gender: 'm', plural: true },
    { name: 'Alpargatas', gender: 'f', plural: true },
  ],
};

/** Adjectives in their masculine singular; `inflect` agrees them with the garment. */
const ADJECTIVES = [
  'clásico', 'amplio', 'ligero', 'básico', 'reciclado', 'elástico', 'esencial', 'urbano', 'térmico', 'acolchado',
  'estampado', 'lavado', 'cómodo', 'recto', 'ajustado', 'fluido', 'suave', 'impermeable', 'oversize', 'cruzado',
  'bordado', 'rayado', 'liso', 'vintage', 'deportivo', 'elegante', 'sostenible', 'reversible', 'entallado', 'tejido',
];

const MATERIALS: { name: string; fibres: [string, number][] }[] = [
  { name: 'de lino', fibres: [['Lino europeo', 100]] },
  { name: 'de algodón orgánico', fibres: [['Algodón orgánico', 100]] },
  { name: 'de denim reciclado', fibres: [['Algodón reciclado', 80], ['Algodón orgánico', 18], ['Elastano', 2]] },
  { name: 'de lana merino', fibres: [['Lana merino', 100]] },
  { name: 'de lana reciclada', fibres: [['Lana reciclada', 70], ['Poliéster reciclado', 30]] },
  { name: 'de pana', fibres: [['Algodón reciclado', 70], ['Algodón orgánico', 30]] },
  { name: 'de franela', fibres: [['Algodón orgánico', 100]] },
  { name: 'de punto', fibres: [['Algodón orgánico', 85], ['Poliéster reciclado', 15]] },
  { name: 'de piel vegana', fibres: [['Poliuretano de base vegetal', 100]] },
  { name: 'de tencel', fibres: [['Lyocell TENCEL', 100]] },
  { name: 'de seda', fibres: [['Seda', 100]] },
  { name: 'de popelín', fibres: [['Algodón orgánico', 100]] },
  { name: 'de felpa', fibres: [['Algodón orgánico', 85], ['Poliéster reciclado', 15]] },
  { name: 'de cáñamo', fibres: [['Cáñamo', 55], ['Algodón orgánico', 45]] },
  { name: 'técnico', fibres: [['Poliéster reciclado', 64], ['Viscosa ECOVERO', 33], ['Elastano', 3]] },
];

/** The demo seed's colour names. */
const COLOURS: [string, string][] = [
  ['Negro', '#222222'], ['Blanco roto', '#F4F1EA'], ['Arena', '#D8C7A8'], ['Tabaco', '#7E4015'],
  ['Mostaza', '#FFC629'], ['Oliva', '#789904'], ['Caqui', '#5D6339'], ['Marino', '#00263E'],
  ['Azul cielo', '#5B89B4'], ['Azul noche', '#1C355E'], ['Azul real', '#273480'], ['Carbón', '#53575A'],
  ['Gris perla', '#D9D8D6'], ['Teja', '#B4532A'], ['Índigo', '#2E3A63'], ['Crudo', '#EDE6D6'], ['Burdeos', '#6B1E2E'],
];

const FEATURES = [
  'bolsillos de verdad', 'costuras reforzadas', 'botones de corozo', 'cierre magnético oculto', 'cuello reforzado',
  'tejido que no se arruga', 'patronaje inclusivo de la 34 a la 58', 'forro de algodón', 'cremallera reciclada',
  'puños elásticos', 'capucha ajustable', 'cintura regulable', 'acabado antibolitas', 'teñido de bajo impacto',
];
const ORIGINS = ['Portugal', 'España', 'Italia', 'Marruecos'];
const WORKSHOPS = ['un taller de Oporto', 'Guimarães', 'un taller de Lavapiés', 'Elche', 'Almansa', 'Barcelos', 'Valencia'];
const OCCASIONS = ['la oficina', 'el fin de semana', 'el entretiempo', 'viajar', 'el día a día', 'una boda de día', 'el invierno'];
const EXTRA_TAGS = ['novedad', 'básico', 'colección 2025', 'edición limitada', 'vegano', 'hecho en España', 'unisex'];

function sizesFor(category: string, brandSlug: string): string[] {
  if (category === 'accesorios') return ['Única'];
  if (category === 'calzado') return ['37', '38', '39', '40', '41', '42', '43', '44'];
  return brandSlug === 'divergente' ? ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] : ['XS', 'S', 'M', 'L', 'XL'];
}

/** The adjective agreeing with the garment ('ligero' → 'ligeras' for 'Zapatillas'). */
function inflect(adjective: string, { gender, plural }: GarmentType): string {
  let word = adjective;
  if (gender === 'f' && word.endsWith('o')) word = `${word.slice(0, -1)}a`;
  if (!plural || word === 'oversize' || word === 'vintage') return word;
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  // 'esencial' → 'esenciales', 'cómodo' handled above; drop a final accent in 'ón' words (none here).
  return `${word}es`;
}

/** A small deterministic generator (mulberry32). */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

const VARIANT_COLUMNS = 7;
/** PostgreSQL takes at most 65 535 parameters a statement. */
const MAX_PARAMS = 60_000;

/** The demo seed's brands and categories (created without pictures when missing): slug → id. */
async function ensureBrandsAndCategories(db: Db) {
  await db.insert(brands).values(SEED_BRANDS).onConflictDoNothing();
  await db
    .insert(categories)
    .values(SEED_CATEGORIES.map((c, index) => ({ name: c.name, slug: c.slug, description: c.description, sortOrder: index })))
    .onConflictDoNothing();
  const brandRows = await db.select({ id: brands.id, slug: brands.slug, name: brands.name }).from(brands);
  const categoryRows = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const seedBrands = SEED_BRANDS.map((b) => brandRows.find((row) => row.slug === b.slug)!);
  const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
  return { seedBrands, categoryIds };
}

/**
 * Inserts `count` listed-looking products (about 97 % active and visible) with their variants, in one
 * transaction, a batch of multi-row INSERTs at a time; the search document triggers fill as for any insert.
 */
export async function generateProducts(db: Db, count: number, options: GenerateOptions = {}): Promise<GeneratedCatalogue> {
  const random = prng(options.seed ?? 1);
  const batchSize = options.batchSize ?? 1000;
  const now = Date.now();
  const TWO_YEARS = 2 * 365 * 86_400_000;
  let variantTotal = 0;

  return db.transaction(async (tx) => {
    const { seedBrands, categoryIds } = await ensureBrandsAndCategories(tx as unknown as Db);
    // A second run goes on numbering after the first (SKUs and slugs are unique).
    const [{ existing }] = (await tx
      .select({ existing: sql<number>`count(*)::int` })
      .from(products)
      .where(like(products.sku, 'GEN-%'))) as [{ existing: number }];
    const categorySlugs = SEED_CATEGORIES.map((c) => c.slug);

    for (let start = 0; start < count; start += batchSize) {
      const rows: NewProductRow[] = [];
      const variantsOf: { size: string; colorName: string; colorHex: string; stock: number }[][] = [];
      for (let i = start; i < Math.min(count, start + batchSize); i++) {
        const n = existing + i + 1;
        const brand = random.pick(seedBrands);
        const category = random.pick(categorySlugs);
        const type = random.pick(TYPES[category]!);
        const adjective = inflect(random.pick(ADJECTIVES), type);
        const material = random.pick(MATERIALS);
        const materialName = material.name.startsWith('de ') ? material.name : inflect(material.name, type);
        const colours = [...new Set(Array.from({ length: 1 + random.int(3) }, () => random.pick(COLOURS)))];
        const withColour = random.next() < 0.4;
        const name = `${type.name} ${adjective} ${materialName}${withColour ? ` ${colours[0]![0].toLowerCase()}` : ''}`;
        const code = `GEN-${category.slice(0, 3).toUpperCase()}-${String(n).padStart(6, '0')}`;
        const allSizes = sizesFor(category, brand.slug);
        const first = random.int(Math.max(1, allSizes.length - 2));
        const sizes = allSizes.slice(first, first + 3 + random.int(allSizes.length));
        const soldOut = random.next() < 0.06;
        const variants = colours.flatMap(([colorName, colorHex]) =>
          sizes.map((size) => ({ size, colorName, colorHex, stock: soldOut || random.next() < 0.12 ? 0 : 1 + random.int(25) })),
        );
        const price = 990 + random.int(190) * 100;
        const feature = random.pick(FEATURES);
        const occasion = random.pick(OCCASIONS);
        const tags = [brand.name, category, material.fibres[0]![0].split(' ')[0]!.toLowerCase()];
        if (random.next() < 0.3) tags.push(random.pick(EXTRA_TAGS));
        rows.push({
          name,
          slug: `${slugify(name)}-${n}`,
          sku: code,
          brandId: brand.id,
          categoryId: categoryIds.get(category)!,
          shortDescription: `${type.name} ${materialName} con ${feature}, para ${occasion}.`,
          description:
            `${type.name} ${adjective} ${materialName} de ${brand.name}, cosido en ${random.pick(WORKSHOPS)}. ` +
            `Lleva ${feature} y ${random.pick(FEATURES)}. Pensado para ${occasion}; combina con ${random.pick(COLOURS)[0].toLowerCase()} ` +
            `y ${random.pick(COLOURS)[0].toLowerCase()}. Composición: ${material.fibres.map(([f, p]) => `${p} % ${f.toLowerCase()}`).join(', ')}.`,
          priceCents: price,
          salePriceCents: random.next() < 0.25 ? Math.floor(price * (0.6 + random.next() * 0.3)) : null,
          isFeatured: random.next() < 0.05,
          condition: random.next() < 0.95 ? 'new' : random.pick(['used', 'refurbished', 'damaged']),
          stockQuantity: variants.reduce((sum, v) => sum + v.stock, 0),
          tags,
          status: random.next() < 0.98 ? 'active' : random.pick(['draft', 'archived']),
          visibility: random.next() < 0.99 ? 'visible' : 'hidden',
          passport: {
            composition: material.fibres.map(([fibre, percent]) => ({ fibre, percent })),
            country_of_manufacture: random.pick(ORIGINS),
            certifications: [],
            care_instructions: ['Lavar a 30 °C con colores similares', 'No usar secadora'],
          },
          createdAt: new Date(now - random.next() * TWO_YEARS),
        });
        variantsOf.push(variants);
      }
      const inserted = await tx.insert(products).values(rows).returning({ id: products.id, sku: products.sku });
      const idOf = new Map(inserted.map((row) => [row.sku, row.id]));
      const variantRows = rows.flatMap((row, index) =>
        variantsOf[index]!.map((v, sortOrder) => ({
          productId: idOf.get(row.sku)!,
          size: v.size,
          colorName: v.colorName,
          colorHex: v.colorHex,
          sku: `${row.sku}-${slugify(v.colorName).slice(0, 6).toUpperCase()}-${slugify(v.size).toUpperCase()}`,
          stock: v.stock,
          sortOrder,
        })),
      );
      const perStatement = Math.floor(MAX_PARAMS / VARIANT_COLUMNS);
      for (let at = 0; at < variantRows.length; at += perStatement) {
        await tx.insert(productVariants).values(variantRows.slice(at, at + perStatement));
      }
      variantTotal += variantRows.length;
      options.onProgress?.(Math.min(count, start + batchSize));
    }
    return { products: count, variants: variantTotal, skuPrefix: 'GEN-' };
  });
}

function argument(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length);
}

async function main() {
  const { openPglite, openPostgres } = await import('../server/db/client');
  const { migrateDatabase } = await import('../server/db/migrate');
  const count = Number(argument('count') ?? '100000');
  const seed = Number(argument('seed') ?? '1');
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive integer');
  const url = process.env.DATABASE_URL;
  const database = url ? openPostgres(url) : await openPglite(`${process.env.DATA_DIR ?? './data'}/pglite`);
  try {
    await migrateDatabase(database);
    const started = performance.now();
    const result = await generateProducts(database.db, count, {
      seed,
      onProgress: (done) => process.stdout.write(`\r${done} / ${count} products`),
    });
    await database.db.execute(sql`analyze`);
    const [{ total }] = (await database.db.select({ total: sql<number>`count(*)::int` }).from(products).where(eq(products.status, 'active'))) as [{ total: number }];
    console.log(
      `\n${result.products} products and ${result.variants} variants in ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.kind} (${total} active products in all)`,
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

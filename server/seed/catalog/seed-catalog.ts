import { randomBytes } from 'node:crypto';
import type { SizeGuide } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { slugify } from '../../../common/catalog/input-rules';
import { addProductImages, createProduct } from '../../api/catalog/admin-service';
import type { Db } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { SEED_BRANDS } from './brands';
import { SEED_CATEGORIES } from './categories';
import { SEED_PRODUCTS, type SeedProduct } from './products-data';
import { categoryTilePicture, isFeaturedSeedProduct, productPictures, readSeedPictureManifest, seedPictureReader } from './seed-pictures';

/** A small deterministic PRNG (mulberry32), so every fresh store gets the same catalogue. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sizesFor(category: string, brand: 'rd' | 'dv'): string[] {
  if (category === 'accesorios') return ['Única'];
  if (category === 'calzado') return ['37', '38', '39', '40', '41', '42', '43', '44'];
  return brand === 'dv' ? ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'] : ['XS', 'S', 'M', 'L', 'XL'];
}

function sizeGuideFor(category: string, sizes: string[]): SizeGuide | null {
  const letter = (i: number, base: number, step: number) => Math.round((base + i * step) * 10) / 10;
  switch (category) {
    case 'camisas':
    case 'camisetas':
    case 'sudaderas':
    case 'chaquetas':
      return { unit: 'cm', columns: ['Pecho', 'Largo', 'Manga'], rows: sizes.map((size, i) => ({ size, values: [letter(i, 96, 6), letter(i, 68, 1.5), letter(i, 60, 1)] })) };
    case 'pantalones':
      return { unit: 'cm', columns: ['Cintura', 'Cadera', 'Largo de pierna'], rows: sizes.map((size, i) => ({ size, values: [letter(i, 70, 6), letter(i, 94, 6), 78] })) };
    case 'vestidos':
      return { unit: 'cm', columns: ['Pecho', 'Cintura', 'Largo'], rows: sizes.map((size, i) => ({ size, values: [letter(i, 86, 6), letter(i, 70, 6), letter(i, 104, 1)] })) };
    case 'calzado':
      return { unit: 'cm', columns: ['Largo del pie'], rows: sizes.map((size) => ({ size, values: [Math.round((Number(size) * 0.667 - 1.5) * 10) / 10] })) };
    default:
      return null;
  }
}

function certificationsFor(fibres: [string, number][]): string[] {
  const names = fibres.map(([f]) => f.toLowerCase()).join(' ');
  const certs = new Set<string>(['OEKO-TEX Standard 100']);
  if (names.includes('orgánico')) certs.add('GOTS (Global Organic Textile Standard)');
  if (names.includes('reciclad')) certs.add('GRS (Global Recycled Standard)');
  if (names.includes('lino')) certs.add('European Flax');
  if (names.includes('tencel') || names.includes('ecovero')) certs.add('EU Ecolabel');
  if (names.includes('curtido vegetal')) certs.add('Leather Working Group');
  return [...certs];
}

function careFor(fibres: [string, number][], category: string): string[] {
  const names = fibres.map(([f]) => f.toLowerCase()).join(' ');
  if (category === 'calzado' || names.includes('cuero') || names.includes('piel')) {
    return ['Limpiar con un paño húmedo', 'Secar lejos de fuentes de calor', 'Nutrir la piel con cera natural cada pocos meses'];
  }
  if (names.includes('lana') || names.includes('seda')) {
    return ['Lavar a mano o en programa de lana a 30 °C', 'No usar secadora', 'Secar en horizontal', 'Planchar a temperatura baja'];
  }
  return ['Lavar a 30 °C con colores similares', 'No usar secadora', 'Planchar a temperatura media', 'No usar lejía'];
}

function longDescription(p: SeedProduct, brandName: string): string {
  const composition = p.fibres.map(([f, n]) => `${n} % ${f.toLowerCase()}`).join(', ');
  return [
    p.short,
    p.detail,
    `Composición: ${composition}. Como todas las prendas de ${brandName}, lleva su pasaporte textil con el origen de cada material y el taller donde se cosió.`,
  ].join('\n\n');
}

export interface CatalogSeedOptions {
  storage: FileStorage;
  now: Date;
  /** Told how far the seed is, e.g. ('products', 24, 68). */
  onProgress?: (what: string, done: number, total: number) => void;
}

/**
 * Both brands, eight categories and a catalogue of 68 products (four of them second-life pieces)
 * with their pictures: drawn from garment-art beforehand (`npm run seed:pictures`) and shipped
 * in ./pictures/, copied here under fresh random storage keys.
 */
export async function seedCatalog(db: Db, options: CatalogSeedOptions): Promise<void> {
  const random = prng(20_261_122);
  const picture = seedPictureReader(await readSeedPictureManifest());
  const brandIds = new Map<string, number>();
  for (const brand of SEED_BRANDS) {
    const [row] = await db.insert(brands).values({ ...brand }).onConflictDoNothing().returning();
    const id = row?.id ?? (await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, brand.slug)))[0]!.id;
    brandIds.set(brand.slug === 'rue-diverso' ? 'rd' : 'dv', id);
  }

  const categoryIds = new Map<string, number>();
  for (const [index, category] of SEED_CATEGORIES.entries()) {
    const tile = await picture(categoryTilePicture(index).name);
    const imagePath = `categories/${category.slug}-${randomBytes(4).toString('hex')}.webp`;
    await options.storage.put(imagePath, tile.files[0]!.data);
    const [row] = await db
      .insert(categories)
      .values({ name: category.name, slug: category.slug, description: category.description, imagePath, sortOrder: index })
      .onConflictDoNothing()
      .returning();
    categoryIds.set(category.slug, row?.id ?? (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, category.slug)))[0]!.id);
  }

  const DAY = 86_400_000;
  // The second-life pieces close the list but arrived over the weeks like the rest, not all today.
  const firstSecondLife = SEED_PRODUCTS.findIndex((p) => p.condition);
  const arrivalOrder = (index: number) => (firstSecondLife < 0 || index < firstSecondLife ? index : (index - firstSecondLife) * 15 + 7.5);
  const CORE_COLLECTION_TAG = 'colección 2025';
  for (const [index, p] of SEED_PRODUCTS.entries()) {
    options.onProgress?.('products', index, SEED_PRODUCTS.length);
    const sizes = p.sizes ?? sizesFor(p.category, p.brand);
    const isSoldOut = index % 13 === 5;
    const isLowStock = !isSoldOut && index % 7 === 3;
    const skuBase = `${p.brand.toUpperCase()}-${p.category.slice(0, 3).toUpperCase()}-${String(index + 1).padStart(3, '0')}`;
    const variants = p.colors.flatMap(([colorName, colorHex], ci) =>
      sizes.map((size) => {
        let stock = Math.floor(random() * 22);
        if (isSoldOut) stock = 0;
        else if (p.sizes) stock = 1;
        else if (isLowStock) stock = random() < 0.4 ? 1 : 0;
        return { size, color_name: colorName, color_hex: colorHex, sku: `${skuBase}-${slugify(colorName).slice(0, 6).toUpperCase()}${ci}-${slugify(size).toUpperCase()}`, stock };
      }),
    );
    if (isLowStock && variants.every((v) => v.stock === 0)) variants[0]!.stock = 2;
    const isOnSale = index % 4 === 1;
    const isFeatured = isFeaturedSeedProduct(index);
    const salePrice = isOnSale ? Math.floor(p.price * (0.65 + random() * 0.2)) + 0.9 : null;
    const brandName = p.brand === 'rd' ? 'ruediverso' : 'divergente';
    const created = await createProduct(
      db,
      {
        name: p.name,
        sku: skuBase,
        brand_id: brandIds.get(p.brand)!,
        category_id: categoryIds.get(p.category)!,
        short_description: p.short,
        description: longDescription(p, brandName),
        price: p.price,
        is_featured: isFeatured,
        condition: p.condition ?? 'new',
        min_stock_level: 10,
        // The fixed popular search 'Colección 2025' (spec §3) finds the collection's core pieces.
        tags: [brandName, p.category, ...p.fibres.map(([f]) => f.split(' ')[0]!.toLowerCase()), ...(index % 3 === 0 ? [CORE_COLLECTION_TAG] : [])],
        dimensions: null,
        weight: p.category === 'calzado' ? 0.9 : p.category === 'chaquetas' ? 0.85 : 0.3,
        warranty_period: p.brand === 'rd' ? 'Reparación gratuita de costuras de por vida' : '2 años',
        passport: {
          composition: p.fibres.map(([fibre, percent]) => ({ fibre, percent })),
          country_of_manufacture: p.category === 'calzado' || index % 3 === 0 ? 'España' : 'Portugal',
          certifications: certificationsFor(p.fibres),
          care_instructions: careFor(p.fibres, p.category),
        },
        size_guide: sizeGuideFor(p.category, sizes),
        variants,
      },
      new Date(options.now.getTime() - (SEED_PRODUCTS.length - arrivalOrder(index)) * 0.85 * DAY),
    );

    // Listed at its price, then reduced, as a shop does it: the price history (issue 34) holds both, so
    // the reduction can be announced against the price before it. One put on sale from its first price could not.
    if (salePrice != null && salePrice < p.price) {
      await db.update(products).set({ salePriceCents: Math.round(salePrice * 100) }).where(eq(products.id, created.id));
    }

    const images = await Promise.all(productPictures(p, index).map(async (shot) => ({ encoded: await picture(shot.name), alt: shot.alt, colorName: shot.colorName })));
    await addProductImages(db, options.storage, created.id, images);
  }
  options.onProgress?.('products', SEED_PRODUCTS.length, SEED_PRODUCTS.length);
}

// Which pictures the demo catalogue shows, and what each one is drawn from. Pure data: the seed
// reads the shipped files by these names (server/seed/catalog/pictures/, drawn by
// `npm run seed:pictures`), the drawing command and its freshness test draw or hash them.
// Only a type comes from garment-art: the seed never draws.
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { slugify } from '../../../common/catalog/input-rules';
import type { EncodedImage } from '../../api/catalog/product-images';
import type { GarmentArtOptions } from '../garment-art';
import { SEED_CATEGORIES } from './categories';
import { SEED_PRODUCTS, type SeedProduct } from './products-data';

export const SEED_PICTURES_DIR = fileURLToPath(new URL('./pictures/', import.meta.url));
export const SEED_PICTURES_MANIFEST = 'manifest.json';
export const SEED_PICTURES_COMMAND = 'npm run seed:pictures';

/** Every drawing is rendered this wide (800×1000 viewBox), the largest product image width. */
export const SEED_PICTURE_SOURCE_WIDTH = 1024;
/** Category tiles are stored as one WebP of this width. */
export const CATEGORY_TILE = { width: 640, quality: 78 } as const;

export interface SeedPicture {
  /** Stable file name stem: `{name}-{width}.webp` in SEED_PICTURES_DIR. */
  name: string;
  use: 'category' | 'product';
  art: GarmentArtOptions;
}

export interface SeedProductPicture extends SeedPicture {
  use: 'product';
  alt: string;
  colorName: string;
}

/** One line of the manifest the drawing command writes. */
export interface SeedPictureEntry {
  name: string;
  widths: number[];
  /** The widest stored copy's size. */
  width: number;
  height: number;
  /** sha256 of what it was drawn from (server/seed/catalog/seed-picture-art.ts). */
  inputHash: string;
}

export interface SeedPictureManifest {
  command: string;
  pictures: SeedPictureEntry[];
}

const BACKDROPS = { rd: ['#F3EDE4', '#EFE7DA', '#E9E4D8'], dv: ['#E9EEF5', '#EEF1F6', '#E4E9F0'] };
const ACCENTS = { rd: '#FFC629', dv: '#5B89B4' };

/** Featured products: shown on the home page, and with a picture of their second colour. */
export const isFeaturedSeedProduct = (index: number) => index % 6 === 0 || index % 11 === 2;

export function categoryTilePicture(index: number): SeedPicture {
  const category = SEED_CATEGORIES[index]!;
  const odd = index % 2 === 1;
  return {
    name: `category-${category.slug}`,
    use: 'category',
    art: {
      kind: category.kind,
      style: index % 3,
      color: odd ? '#1C355E' : '#7E4015',
      accent: odd ? '#5B89B4' : '#FFC629',
      background: odd ? '#E9EEF5' : '#F3EDE4',
      view: 'front',
      seed: index + 1,
    },
  };
}

/** A product's pictures in their order: the main colour, the second colour (featured only), the fabric. */
export function productPictures(p: SeedProduct, index: number): SeedProductPicture[] {
  const kind = SEED_CATEGORIES.find((c) => c.slug === p.category)!.kind;
  const base = `product-${slugify(p.name)}`;
  const look = { kind, style: p.style, accent: ACCENTS[p.brand], background: BACKDROPS[p.brand][index % 3]! };
  const [main, second] = p.colors;
  const pictures: SeedProductPicture[] = [
    { name: `${base}-front`, use: 'product', art: { ...look, color: main![1], view: 'front', seed: index + 1 }, alt: `${p.name} en color ${main![0].toLowerCase()}`, colorName: main![0] },
    { name: `${base}-detail`, use: 'product', art: { ...look, color: main![1], view: 'detail', seed: index + 101 }, alt: `Detalle del tejido de ${p.name.toLowerCase()}`, colorName: main![0] },
  ];
  if (second && isFeaturedSeedProduct(index)) {
    pictures.splice(1, 0, { name: `${base}-front-2`, use: 'product', art: { ...look, color: second[1], view: 'front', seed: index + 51 }, alt: `${p.name} en color ${second[0].toLowerCase()}`, colorName: second[0] });
  }
  return pictures;
}

/** Every picture the catalogue seed asks for, category tiles first. */
export function allSeedPictures(): SeedPicture[] {
  return [...SEED_CATEGORIES.map((_, i) => categoryTilePicture(i)), ...SEED_PRODUCTS.flatMap((p, i) => productPictures(p, i))];
}

export const seedPictureFile = (name: string, width: number) => `${name}-${width}.webp`;

const stale = (what: string) => new Error(`${what}: the shipped seed pictures are missing or out of date, run \`${SEED_PICTURES_COMMAND}\``);

export async function readSeedPictureManifest(dir = SEED_PICTURES_DIR): Promise<SeedPictureManifest> {
  let text: string;
  try {
    text = await fs.readFile(`${dir}/${SEED_PICTURES_MANIFEST}`, 'utf8');
  } catch {
    throw stale(`${dir}/${SEED_PICTURES_MANIFEST}`);
  }
  return JSON.parse(text) as SeedPictureManifest;
}

/** The shipped pictures, read on demand: each one's stored widths, already encoded. */
export function seedPictureReader(manifest: SeedPictureManifest, dir = SEED_PICTURES_DIR) {
  const entries = new Map(manifest.pictures.map((entry) => [entry.name, entry]));
  return async (name: string): Promise<EncodedImage> => {
    const entry = entries.get(name);
    if (!entry) throw stale(`picture ${name} is not in the manifest`);
    const files = await Promise.all(
      entry.widths.map(async (width) => {
        const file = `${dir}/${seedPictureFile(name, width)}`;
        const data = await fs.readFile(file).catch(() => {
          throw stale(file);
        });
        return { width, data };
      }),
    );
    return { files, width: entry.width, height: entry.height };
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productImageWidths } from '../../api/catalog/product-images';
import { SEED_CATEGORIES } from './categories';
import { SEED_PRODUCTS } from './products-data';
import { seedPictureInputHash, seedPictureRecipe } from './seed-picture-art';
import {
  allSeedPictures,
  CATEGORY_TILE,
  categoryTilePicture,
  productPictures,
  SEED_PICTURE_SOURCE_WIDTH,
  SEED_PICTURES_COMMAND,
  SEED_PICTURES_DIR,
  SEED_PICTURES_MANIFEST,
  seedPictureFile,
  type SeedPictureManifest,
} from './seed-pictures';

// The demo catalogue's pictures are drawn once by `npm run seed:pictures` and shipped; these
// checks hash what would be drawn now (SVG and encoding, no rendering) against what was shipped.
const RERUN = `run \`${SEED_PICTURES_COMMAND}\` and commit server/seed/catalog/pictures/`;
const manifest = JSON.parse(fs.readFileSync(path.join(SEED_PICTURES_DIR, SEED_PICTURES_MANIFEST), 'utf8')) as SeedPictureManifest;
const shipped = new Map(manifest.pictures.map((entry) => [entry.name, entry]));
const pictures = allSeedPictures();

/** Width and height from a WebP file's header (lossy VP8 is what sharp writes for these). */
function webpSize(data: Buffer): { width: number; height: number } | null {
  if (data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8X') return { width: data.readUIntLE(24, 3) + 1, height: data.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

describe('shipped seed pictures', () => {
  it('names each picture the seed asks for once: every category tile, two or three a product', () => {
    expect(new Set(pictures.map((p) => p.name)).size).toBe(pictures.length);
    expect(pictures.filter((p) => p.use === 'category')).toHaveLength(SEED_CATEGORIES.length);
    SEED_PRODUCTS.forEach((p, i) => expect(productPictures(p, i).length).toBeGreaterThanOrEqual(2));
    expect(categoryTilePicture(0).name).toBe('category-camisas');
  });

  it(`has every picture in the manifest, drawn from what garment-art and the catalogue draw now (else ${RERUN})`, () => {
    const missing = pictures.filter((p) => !shipped.has(p.name)).map((p) => p.name);
    expect(missing, `pictures missing from the shipped set: ${RERUN}`).toEqual([]);
    const stale = pictures.filter((p) => shipped.get(p.name)!.inputHash !== seedPictureInputHash(p)).map((p) => p.name);
    expect(stale, `pictures drawn from older inputs (garment-art, products-data, categories or the image encoding changed): ${RERUN}`).toEqual([]);
    const unused = manifest.pictures.map((e) => e.name).filter((name) => !pictures.some((p) => p.name === name));
    expect(unused, `pictures the catalogue no longer shows: ${RERUN}`).toEqual([]);
  });

  it(`ships each stored width as a WebP of that width, and nothing else (else ${RERUN})`, () => {
    for (const picture of pictures) {
      const entry = shipped.get(picture.name)!;
      const widths = seedPictureRecipe(picture).widths;
      expect(entry.widths, picture.name).toEqual(widths);
      expect(entry.width, picture.name).toBe(widths[widths.length - 1]);
      expect(entry.height, picture.name).toBe(Math.round((entry.width * 1000) / 800));
      for (const width of entry.widths) {
        const file = path.join(SEED_PICTURES_DIR, seedPictureFile(picture.name, width));
        expect(fs.existsSync(file), `${file} is missing: ${RERUN}`).toBe(true);
        expect(webpSize(fs.readFileSync(file)), file).toEqual({ width, height: Math.round((width * 1000) / 800) });
      }
    }
    const files = new Set([SEED_PICTURES_MANIFEST, ...manifest.pictures.flatMap((e) => e.widths.map((w) => seedPictureFile(e.name, w)))]);
    expect(fs.readdirSync(SEED_PICTURES_DIR).filter((f) => !files.has(f)), `stray files: ${RERUN}`).toEqual([]);
  });

  it('stores product pictures at the widths an uploaded 1024-px picture gets, tiles at the tile width', () => {
    expect(seedPictureRecipe(pictures.find((p) => p.use === 'product')!).widths).toEqual(productImageWidths(SEED_PICTURE_SOURCE_WIDTH));
    expect(seedPictureRecipe(pictures.find((p) => p.use === 'category')!).widths).toEqual([CATEGORY_TILE.width]);
  });
});

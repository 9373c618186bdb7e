// What a shipped seed picture is drawn from: its SVG and the way it is rendered and encoded.
// Used by the drawing command (scripts/draw-seed-pictures.ts) and its freshness test, never by
// the seed at run time.
import { createHash } from 'node:crypto';
import { PRODUCT_IMAGE_QUALITY, productImageWidths } from '../../api/catalog/product-images';
import { garmentSvg, type GarmentArtOptions } from '../garment-art';
import { CATEGORY_TILE, SEED_PICTURE_SOURCE_WIDTH, type SeedPicture } from './seed-pictures';

/** librsvg reads the SVG at this density before the render is resized to the source width. */
export const SEED_PICTURE_DENSITY = 96;

export function seedPictureSvg(art: GarmentArtOptions): string {
  // The soft-fold blurs and film grain cost librsvg seconds per picture and barely show at
  // product sizes, so the seed pictures are drawn without them.
  return garmentSvg(art)
    .replace(/<rect[^>]*filter="url\(#[^"]*-grain\)"[^>]*\/>/g, '')
    .replace(/ filter="url\(#[^"]*-(blur|blurS)\)"/g, '');
}

/** How a picture becomes its stored files: the same encoding an uploaded product image gets, or the category tile's. */
export function seedPictureRecipe(picture: SeedPicture) {
  const render = { density: SEED_PICTURE_DENSITY, width: SEED_PICTURE_SOURCE_WIDTH };
  return picture.use === 'product'
    ? { render, widths: productImageWidths(SEED_PICTURE_SOURCE_WIDTH), webpQuality: PRODUCT_IMAGE_QUALITY }
    : { render, widths: [CATEGORY_TILE.width], webpQuality: CATEGORY_TILE.quality };
}

/** sha256 of everything a picture's files depend on; the manifest keeps it to tell a stale picture. */
export function seedPictureInputHash(picture: SeedPicture, svg = seedPictureSvg(picture.art)): string {
  return createHash('sha256')
    .update(JSON.stringify(seedPictureRecipe(picture)))
    .update('\n')
    .update(svg)
    .digest('hex');
}

import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { FileStorage } from '../../storage/file-storage';
import { ValidationError } from '../errors';

export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1024, 1600];
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif', 'svg']);
const MAX_PIXELS = 50_000_000;

export interface StoredImage {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
}

/**
 * Decodes an upload (its bytes decide, never its name), and stores WebP copies at a few widths,
 * metadata stripped, under a fresh random key.
 */
export async function storeProductImage(storage: FileStorage, productId: number, data: Buffer, field = 'images'): Promise<StoredImage> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ValidationError({ [field]: ['El archivo no es una imagen válida (JPG, PNG, WebP, AVIF, GIF o SVG).'] });
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new ValidationError({ [field]: ['El archivo no es una imagen válida (JPG, PNG, WebP, AVIF, GIF o SVG).'] });
  }
  if (meta.width < 200 || meta.height < 200) {
    throw new ValidationError({ [field]: ['La imagen debe medir al menos 200 × 200 px.'] });
  }
  const base = sharp(data, { limitInputPixels: MAX_PIXELS, density: meta.format === 'svg' ? 144 : undefined }).rotate();
  const source = await base.toBuffer({ resolveWithObject: true });
  const sourceWidth = source.info.width;
  const widths = PRODUCT_IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(sourceWidth);
  const storageKey = `products/${productId}/${randomBytes(8).toString('hex')}`;
  let height = source.info.height;
  for (const width of widths) {
    const { data: out, info } = await sharp(source.data).resize({ width }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    await storage.put(`${storageKey}-${width}.webp`, out);
    if (width === widths[widths.length - 1]) height = info.height;
  }
  return { storageKey, widths, width: widths[widths.length - 1]!, height };
}

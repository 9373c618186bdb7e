import { randomBytes } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import type { FileStorage } from '../../storage/file-storage';
import { ValidationError } from '../errors';

export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1024, 1600];
/** Raster photos only (what the admin form offers); sharp names AVIF 'heif'. SVG is XML, not a photo. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const MAX_PIXELS = 50_000_000;
const NOT_AN_IMAGE = 'El archivo no es una imagen válida (JPG, PNG, WebP, AVIF o GIF).';

/** Where one width of a stored picture lives: `{storageKey}-{width}.webp`. */
export const imageFileKey = (storageKey: string, width: number) => `${storageKey}-${width}.webp`;

/** Removes every width of a stored picture; a file that cannot be removed is reported, not thrown. */
export async function removeImageFiles(
  storage: FileStorage,
  image: { storageKey: string; widths: readonly number[] },
  onFileError: (key: string, err: unknown) => void = () => {},
) {
  await Promise.all(
    image.widths.map((width) => {
      const key = imageFileKey(image.storageKey, width);
      return storage.remove(key).catch((err: unknown) => onFileError(key, err));
    }),
  );
}

export interface StoredImage {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
}

/** Reads the whole picture, not only its header: a truncated or corrupt file is a 422 here, not a 500 later. */
async function decode(data: Buffer, field: string) {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new ValidationError({ [field]: [NOT_AN_IMAGE] });
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new ValidationError({ [field]: [NOT_AN_IMAGE] });
  }
  if (meta.width < 200 || meta.height < 200) {
    throw new ValidationError({ [field]: ['La imagen debe medir al menos 200 × 200 px.'] });
  }
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new ValidationError({ [field]: ['La imagen es demasiado grande: como máximo 50 megapíxeles.'] });
  }
  try {
    return await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'warning' }).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    throw new ValidationError({ [field]: ['La imagen está dañada o incompleta y no se puede leer.'] });
  }
}

/**
 * Decodes an upload (its bytes decide, never its name), and stores WebP copies at a few widths,
 * metadata stripped, under a fresh random key.
 */
export async function storeProductImage(storage: FileStorage, productId: number, data: Buffer, field = 'images'): Promise<StoredImage> {
  const source = await decode(data, field);
  const sourceWidth = source.info.width;
  const widths = PRODUCT_IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  if (widths.length === 0) widths.push(sourceWidth);
  const storageKey = `products/${productId}/${randomBytes(8).toString('hex')}`;
  let height = source.info.height;
  const written: number[] = [];
  try {
    for (const width of widths) {
      const { data: out, info } = await sharp(source.data).resize({ width }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      await storage.put(imageFileKey(storageKey, width), out);
      written.push(width);
      if (width === widths[widths.length - 1]) height = info.height;
    }
  } catch (err) {
    await removeImageFiles(storage, { storageKey, widths: written });
    throw err;
  }
  return { storageKey, widths, width: widths[widths.length - 1]!, height };
}

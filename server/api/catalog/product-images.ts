import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { decodeImage } from '../../images/decode-image';
import type { FileStorage } from '../../storage/file-storage';

export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1024, 1600];
const MAX_PIXELS = 50_000_000;
const MIN_SIDE = 200;

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

/**
 * Decodes an upload (its bytes decide, never its name), and stores WebP copies at a few widths,
 * metadata stripped, under a fresh random key.
 */
export async function storeProductImage(storage: FileStorage, productId: number, data: Buffer, field = 'images'): Promise<StoredImage> {
  const source = await decodeImage(data, { field, maxPixels: MAX_PIXELS, minSide: MIN_SIDE });
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

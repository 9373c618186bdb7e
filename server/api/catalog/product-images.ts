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

/** A picture already encoded at its stored widths, not yet stored. */
export interface EncodedImage {
  /** One WebP a width, narrowest first. */
  files: { width: number; data: Buffer }[];
  /** The widest copy's size. */
  width: number;
  height: number;
}

export const PRODUCT_IMAGE_QUALITY = 80;

/** The widths a picture `sourceWidth` pixels wide is stored at: those not wider than it, or its own. */
export function productImageWidths(sourceWidth: number): number[] {
  const widths = PRODUCT_IMAGE_WIDTHS.filter((w) => w <= sourceWidth);
  return widths.length > 0 ? widths : [sourceWidth];
}

/**
 * Decodes an upload (its bytes decide, never its name), and encodes WebP copies at a few widths,
 * metadata stripped.
 */
export async function encodeProductImage(data: Buffer, field = 'images'): Promise<EncodedImage> {
  const source = await decodeImage(data, { field, maxPixels: MAX_PIXELS, minSide: MIN_SIDE });
  const files: EncodedImage['files'] = [];
  let height = source.info.height;
  for (const width of productImageWidths(source.info.width)) {
    const { data: out, info } = await sharp(source.data).resize({ width }).webp({ quality: PRODUCT_IMAGE_QUALITY }).toBuffer({ resolveWithObject: true });
    files.push({ width, data: out });
    height = info.height;
  }
  return { files, width: files[files.length - 1]!.width, height };
}

/** Stores an encoded picture's widths under a fresh random key; on a failure none of them stays. */
export async function storeEncodedImage(storage: FileStorage, productId: number, image: EncodedImage): Promise<StoredImage> {
  const storageKey = `products/${productId}/${randomBytes(8).toString('hex')}`;
  const written: number[] = [];
  try {
    for (const { width, data } of image.files) {
      await storage.put(imageFileKey(storageKey, width), data);
      written.push(width);
    }
  } catch (err) {
    await removeImageFiles(storage, { storageKey, widths: written });
    throw err;
  }
  return { storageKey, widths: image.files.map((f) => f.width), width: image.width, height: image.height };
}

/** An upload, decoded, encoded at a few widths and stored under a fresh random key. */
export async function storeProductImage(storage: FileStorage, productId: number, data: Buffer, field = 'images'): Promise<StoredImage> {
  return storeEncodedImage(storage, productId, await encodeProductImage(data, field));
}

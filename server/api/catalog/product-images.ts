import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { decodeImage } from '../../images/decode-image';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productImages } from '../../db/schema';
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
 * metadata stripped. `widestOnly`: just the widest copy — the narrower ones are drawn from it
 * afterwards by a job (`drawImageVariants`), so the upload answers sooner.
 */
export async function encodeProductImage(data: Buffer, field = 'images', { widestOnly = false } = {}): Promise<EncodedImage> {
  const source = await decodeImage(data, { field, maxPixels: MAX_PIXELS, minSide: MIN_SIDE });
  const files: EncodedImage['files'] = [];
  let height = source.info.height;
  const widths = productImageWidths(source.info.width);
  for (const width of widestOnly ? widths.slice(-1) : widths) {
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

/** An upload, decoded, encoded at a few widths (or only the widest) and stored under a fresh random key. */
export async function storeProductImage(storage: FileStorage, productId: number, data: Buffer, field = 'images', options: { widestOnly?: boolean } = {}): Promise<StoredImage> {
  return storeEncodedImage(storage, productId, await encodeProductImage(data, field, options));
}

/**
 * The narrower widths of a stored picture that only has its widest (an upload with a job queue),
 * drawn from that copy and added to the row. Safe to run twice or at once (the same files, the
 * same widths); a picture removed meanwhile leaves nothing behind. Returns the widths added.
 */
export async function drawImageVariants(db: Db, storage: FileStorage, imageId: number): Promise<number[]> {
  const [image] = await db.select().from(productImages).where(eq(productImages.id, imageId));
  if (!image) return [];
  const widest = Math.max(...image.widths);
  const missing = productImageWidths(image.width).filter((width) => !image.widths.includes(width));
  if (missing.length === 0) return [];
  const source = await storage.get(imageFileKey(image.storageKey, widest));
  if (!source) throw new Error(`The widest copy of image ${imageId} is missing from storage.`);
  const bytes = Buffer.from(await new Response(source.body).arrayBuffer());
  for (const width of missing) {
    const out = await sharp(bytes).resize({ width }).webp({ quality: PRODUCT_IMAGE_QUALITY }).toBuffer();
    await storage.put(imageFileKey(image.storageKey, width), out);
  }
  const widths = [...new Set([...image.widths, ...missing])].sort((a, b) => a - b);
  const updated = await db.update(productImages).set({ widths }).where(eq(productImages.id, imageId)).returning({ id: productImages.id });
  if (updated.length === 0) await removeImageFiles(storage, { storageKey: image.storageKey, widths: missing });
  return missing;
}

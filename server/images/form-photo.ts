import sharp from 'sharp';
import { ValidationError } from '../errors';
import { decodeImage } from './decode-image';

// The optional photo of a form (a support message, a review): decoded whole (a truncated or
// corrupt file is a 422 on `photo`), at most 1600 px a side, WebP without metadata.

const PHOTO_MAX_SIDE = 1600;
const PHOTO_MAX_PIXELS = 40_000_000;

export interface FormPhoto {
  data: Buffer;
  width: number;
  height: number;
}

export async function processFormPhoto(upload: Buffer): Promise<FormPhoto> {
  const source = await decodeImage(upload, { field: 'photo', maxPixels: PHOTO_MAX_PIXELS });
  // rotate(): a phone's picture is stored upright (its EXIF orientation applied), then the metadata goes.
  const { data, info } = await sharp(source.data)
    .rotate()
    .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The photo, if one was sent, with its 422 kept beside the form's other refusals (`errors`). */
export async function readFormPhoto(upload: Buffer | undefined, errors: Record<string, string[]>): Promise<FormPhoto | null> {
  if (!upload) return null;
  try {
    return await processFormPhoto(upload);
  } catch (err) {
    if (err instanceof ValidationError && err.errors) {
      Object.assign(errors, err.errors);
      return null;
    }
    throw err;
  }
}

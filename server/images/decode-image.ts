import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { ValidationError } from '../errors';

/** Raster photos only; sharp names AVIF 'heif'. SVG is XML, not a photo. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const NOT_AN_IMAGE = 'El archivo no es una imagen válida (JPG, PNG, WebP, AVIF o GIF).';

export interface DecodeRules {
  /** The form field a refusal is reported on. */
  field: string;
  maxPixels: number;
  /** The shortest side accepted, in pixels. */
  minSide?: number;
}

export interface DecodedImage {
  data: Buffer;
  info: OutputInfo;
}

/**
 * Reads an upload's whole picture, not only its header (its bytes decide, never its name or
 * type): a truncated or corrupt file is a 422 on `field` here, never a 500 later. The result is
 * upright (EXIF orientation applied) and ready for resizing.
 */
export async function decodeImage(data: Buffer, { field, maxPixels, minSide = 1 }: DecodeRules): Promise<DecodedImage> {
  const refuse = (message: string) => new ValidationError({ [field]: [message] });
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: maxPixels }).metadata();
  } catch {
    throw refuse(NOT_AN_IMAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw refuse(NOT_AN_IMAGE);
  if (meta.width < minSide || meta.height < minSide) throw refuse(`La imagen debe medir al menos ${minSide} × ${minSide} px.`);
  if (meta.width * meta.height > maxPixels) {
    throw refuse(`La imagen es demasiado grande: como máximo ${Math.round(maxPixels / 1_000_000)} megapíxeles.`);
  }
  try {
    return await sharp(data, { limitInputPixels: maxPixels, failOn: 'warning' }).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    throw refuse('La imagen está dañada o incompleta y no se puede leer.');
  }
}

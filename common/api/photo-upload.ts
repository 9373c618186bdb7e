import type { UploadSpec } from './contract';

/**
 * The optional photo of a form (a support message, a review): the profile photo's rules — JPG, PNG,
 * WebP, AVIF or GIF, read whole and re-encoded by the server. A photo well over the limit is still
 * read and answered per field (422), not cut off unread.
 */
export function optionalPhotoUpload(description: string) {
  return {
    field: 'photo',
    maxFiles: 1,
    optional: true,
    formMaxBytes: 12 * 1024 * 1024,
    description,
    missingMessage: 'Elige una imagen.',
    messages: { tooBig: (maxMegabytes: number) => `La foto no puede superar ${maxMegabytes} MB.` },
  } as const satisfies UploadSpec;
}

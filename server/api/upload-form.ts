import type { Context } from 'hono';
import type { UploadedFile, UploadSpec } from '../../common/api/contract';
import { z } from '../../common/zod';
import { ValidationError } from './errors';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A multipart upload: the files of one field, checked for count and size and read in full. */
export const uploadForm = {
  /** The form as the OpenAPI document shows it. */
  documentSchema(upload: UploadSpec) {
    const file = z.string().meta({ format: 'binary', description: upload.description });
    return z.object({ [upload.field]: upload.maxFiles > 1 ? z.array(file).max(upload.maxFiles) : file });
  },

  /** The key a 422 names: the field without its `[]`. */
  errorField(upload: UploadSpec): string {
    return upload.field.replace(/\[\]$/, '');
  },

  /** What a file over the limit, or a form too big to read, is told. */
  tooBigMessage(upload: UploadSpec, maxBytes: number, fileName?: string): string {
    const own = upload.messages?.tooBig?.(megabytes(maxBytes), fileName);
    if (own) return own;
    return fileName ? `${fileName}: cada archivo puede ocupar como máximo ${megabytes(maxBytes)} MB.` : 'Los archivos son demasiado grandes.';
  },

  async read(c: Context, upload: UploadSpec, maxBytes: number): Promise<UploadedFile[]> {
    const form = await c.req.parseBody({ all: true }).catch(() => null);
    const raw = [upload.field, ...(upload.aliases ?? [])].flatMap((name) => {
      const value = form ? (Object.hasOwn(form, name) ? form[name] : undefined) : undefined;
      return Array.isArray(value) ? value : value === undefined ? [] : [value];
    });
    const files = raw.filter((f): f is File => f instanceof File && f.size > 0);
    const field = uploadForm.errorField(upload);
    if (files.length === 0) throw new ValidationError({ [field]: [upload.missingMessage] });
    if (files.length > upload.maxFiles) {
      const own = upload.messages?.tooMany?.(upload.maxFiles);
      throw new ValidationError({ [field]: [own ?? (upload.maxFiles === 1 ? 'Envía un solo archivo.' : `Como máximo ${upload.maxFiles} archivos a la vez.`)] });
    }
    const tooBig = files.find((f) => f.size > maxBytes);
    if (tooBig) throw new ValidationError({ [field]: [uploadForm.tooBigMessage(upload, maxBytes, tooBig.name)] });
    return Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, data: Buffer.from(await f.arrayBuffer()) })));
  },
};

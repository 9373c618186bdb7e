import type { Context } from 'hono';
import type { UploadedFile, UploadSpec } from '../../common/api/contract';
import { CONTROL_CHARS } from '../../common/query-params';
import { hasInvisibleChars } from '../../common/text/invisible-chars';
import { z } from '../../common/zod';
import { fieldErrorMap, ValidationError, zodErrorsToMap } from '../errors';
import { textRefusal } from './request-guard';

/** Names that would reach an object's prototype rather than a field (as the request guard refuses them). */
const RESERVED_NAMES = new Set(['__proto__', 'prototype']);

/** A form read whole: its files, and its other fields as the endpoint's body validated them. */
export interface ReadForm {
  files: UploadedFile[];
  body: unknown;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A multipart upload: the files of one field, checked for count and size and read in full. */
export const uploadForm = {
  /** The form as the OpenAPI document shows it. */
  documentSchema(upload: UploadSpec, body?: z.ZodType) {
    const file = z.string().meta({ format: 'binary', description: upload.description });
    const files = upload.maxFiles > 1 ? z.array(file).max(upload.maxFiles) : file;
    // The file field first: a reader of the document (the fuzz test) takes it for the form's file.
    const fields = body instanceof z.ZodObject ? (body.shape as z.ZodRawShape) : {};
    return z.object({ [upload.field]: upload.optional ? files.optional() : files, ...fields });
  },

  /** How much of a form is read before it is refused unread with a 413. */
  formMaxBytes(upload: UploadSpec, maxBytes: number): number {
    return Math.max(upload.formMaxBytes ?? 0, maxBytes * upload.maxFiles + 256 * 1024);
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
    return (await uploadForm.readForm(c, upload, maxBytes)).files;
  },

  /**
   * The files and, when the endpoint has a `body`, the form's other fields validated by it: every
   * problem of the form (a file too big, an empty message) in one 422, per field.
   */
  async readForm(c: Context, upload: UploadSpec, maxBytes: number, body?: z.ZodType): Promise<ReadForm> {
    const form = await c.req.parseBody({ all: true }).catch(() => null);
    const fileNames = [upload.field, ...(upload.aliases ?? [])];
    const raw = fileNames.flatMap((name) => {
      const value = form ? (Object.hasOwn(form, name) ? form[name] : undefined) : undefined;
      return Array.isArray(value) ? value : value === undefined ? [] : [value];
    });
    const files = raw.filter((f): f is File => f instanceof File && f.size > 0);
    const field = uploadForm.errorField(upload);
    const errors = fieldErrorMap();
    if (files.length === 0 && !upload.optional) errors[field] = [upload.missingMessage];
    else if (files.length > upload.maxFiles) {
      const own = upload.messages?.tooMany?.(upload.maxFiles);
      errors[field] = [own ?? (upload.maxFiles === 1 ? 'Envía un solo archivo.' : `Como máximo ${upload.maxFiles} archivos a la vez.`)];
    } else {
      const tooBig = files.find((f) => f.size > maxBytes);
      if (tooBig) errors[field] = [uploadForm.tooBigMessage(upload, maxBytes, tooBig.name)];
    }
    let parsed: unknown;
    if (body) {
      const texts: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(form ?? {})) {
        if (fileNames.includes(name)) continue;
        if (RESERVED_NAMES.has(name) || CONTROL_CHARS.test(name) || hasInvisibleChars(name)) {
          (errors[name] ??= []).push('Nombre de campo no admitido.');
          continue;
        }
        // A file sent under a text field's name is no text: the body's schema refuses it.
        const values = (Array.isArray(value) ? value : [value]).map((v) => (typeof v === 'string' ? v : '[archivo]'));
        texts[name] = values.length === 1 ? values[0]! : values;
        const refusal = values.map((v) => textRefusal(v, name)).find((r) => r !== null);
        if (refusal) (errors[name] ??= []).push(refusal);
      }
      const result = body.safeParse(texts);
      if (result.success) parsed = result.data;
      else for (const [name, messages] of Object.entries(zodErrorsToMap(result.error))) if (!errors[name]) errors[name] = messages;
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const read = await Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, data: Buffer.from(await f.arrayBuffer()) })));
    return { files: read, body: parsed };
  },
};

import type { MiddlewareHandler } from 'hono';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const MIN_BYTES = 1024;

/** The content codings an Accept-Encoding header accepts (those not given q=0), lower-cased. */
export function acceptedEncodings(acceptEncoding: string | undefined): string[] {
  if (!acceptEncoding) return [];
  return acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase() ?? '');
}

/** The coding this server answers with for an Accept-Encoding header: brotli, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/**
 * Whole bytes compressed at once, as the streaming compressor would (for answers kept compressed),
 * in a buffer of their own size: zlib's sync functions answer a view into their 16 KiB output chunk
 * when the result fits in one, and a kept 2 KiB answer would hold the whole chunk (issue 24).
 */
export function compressBytes(bytes: Uint8Array, encoding: 'br' | 'gzip'): Uint8Array<ArrayBuffer> {
  const out =
    encoding === 'br'
      ? zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } })
      : zlib.gzipSync(bytes, { level: GZIP_LEVEL });
  return ownBytes(out);
}

/** `view`'s bytes in an ArrayBuffer of exactly their size (a copy unless the view already spans its whole buffer). */
export function ownBytes(view: Uint8Array): Uint8Array<ArrayBuffer> {
  if (view.byteOffset === 0 && view.byteLength === view.buffer.byteLength && view.buffer instanceof ArrayBuffer) {
    return new Uint8Array(view.buffer, 0, view.byteLength);
  }
  return new Uint8Array(view);
}

/**
 * Brotli or gzip for text responses. Every write is flushed so streamed SSR HTML reaches the
 * browser as React produces it rather than when the compressor's buffer fills.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // Status and headers first: reading the body makes the server's light response a whole one.
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const res = c.res;
    if (res.status === 204 || res.status === 304 || res.headers.has('Content-Encoding')) return;
    const type = res.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(type)) return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    if (!res.body) return;

    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: GZIP_LEVEL });
    const source = Readable.fromWeb(res.body as unknown as NodeWebReadableStream);
    const body = Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream;
    source.on('error', (err) => compressor.destroy(err));

    const headers = new Headers(res.headers);
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    // Other bytes than the ones the strong tag names: the tag becomes weak (If-None-Match still matches it).
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    headers.append('Vary', 'Accept-Encoding');
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    // Hono copies the replaced response's headers back in, Content-Length (of the raw file) with them.
    c.res.headers.delete('Content-Length');
  };
}

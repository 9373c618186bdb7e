import type { MiddlewareHandler } from 'hono';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/** The content codings an Accept-Encoding header accepts (those not given q=0), lower-cased. */
export function acceptedEncodings(acceptEncoding: string | undefined): string[] {
  if (!acceptEncoding) return [];
  return acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase() ?? '');
}

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

/**
 * Brotli or gzip for text responses. Every write is flushed so streamed SSR HTML reaches the
 * browser as React produces it rather than when the compressor's buffer fills.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || c.req.method === 'HEAD' || res.status === 204 || res.status === 304) return;
    if (res.headers.has('Content-Encoding')) return;
    const type = res.headers.get('Content-Type') ?? '';
    if (!COMPRESSIBLE.test(type)) return;
    const length = Number(res.headers.get('Content-Length') ?? NaN);
    if (Number.isFinite(length) && length < MIN_BYTES) return;
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;

    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({
            flush: zlib.constants.BROTLI_OPERATION_FLUSH,
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
          })
        : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
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

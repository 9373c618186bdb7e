/**
 * The script-free twin of the app (issue 23's yardstick): a proxy in its own process in front of the
 * app that answers every page's HTML with each `<script>` element (inline and external, JSON ones
 * too) and each `<link rel="modulepreload">` removed, the rest byte for byte as the app sent it;
 * every other answer (CSS, fonts, images, API, redirects, 304) passes through unchanged. What such a
 * page scores in Lighthouse is the best this content can score: no script to fetch, parse or run.
 *
 *   node --import tsx bench/script-free-proxy.ts http://127.0.0.1:<app port>
 * prints `listening <port>` once ready.
 *
 * The request goes to the app with the browser's own headers (Accept-Encoding included, Host left as
 * the proxy's so the app's absolute addresses point at the twin). An HTML answer is read whole,
 * decoded (the app answers brotli or gzip), stripped and compressed again with the same coding at the
 * app's own levels (server/http/compression.ts); its Content-Length is set, its ETag dropped (the
 * bytes are no longer the app's), every other header kept. Reading it whole means the twin sends its
 * HTML at once rather than streamed: a few milliseconds against the twin, never for it.
 */
import http from 'node:http';
import zlib from 'node:zlib';

/** Every `<script …>…</script>` (React Router's inline scripts never contain `</script`: it escapes it). */
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload["']?[^>]*>/gi;

/** The same HTML without scripts and module preloads, and how many of each went. */
function stripScripts(html: string): { html: string; scripts: number; modulePreloads: number } {
  let scripts = 0;
  let modulePreloads = 0;
  const out = html
    .replace(SCRIPT, () => {
      scripts++;
      return '';
    })
    .replace(MODULE_PRELOAD, () => {
      modulePreloads++;
      return '';
    });
  return { html: out, scripts, modulePreloads };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function decode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === '' || encoding === 'identity') return body;
  throw new Error(`the app answered an HTML coding the twin cannot read: ${encoding}`);
}

/** The app's own levels (brotli 5, gzip 6), so the twin's HTML is as large as the app's would be. */
function encode(body: Buffer, encoding: string): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.gzipSync(body, { level: 6 });
  if (encoding === 'deflate') return zlib.deflateSync(body);
  return body;
}

function headerPairs(rawHeaders: string[], drop: Set<string>): string[] {
  const pairs: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (!HOP_BY_HOP.has(name.toLowerCase()) && !drop.has(name.toLowerCase())) pairs.push(name, rawHeaders[i + 1]!);
  }
  return pairs;
}

const target = process.argv[2];
if (!target) throw new Error('usage: script-free-proxy.ts <app base URL>');
const app = new URL(target);

const agent = new http.Agent({ keepAlive: true });
const server = http.createServer((req, res) => {
  const upstream = http.request(
    {
      host: app.hostname,
      port: app.port,
      method: req.method,
      path: req.url,
      headers: headerPairs(req.rawHeaders, new Set()),
      agent,
    },
    (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      if (!type.startsWith('text/html') || req.method === 'HEAD' || answer.statusCode === 304) {
        res.writeHead(answer.statusCode ?? 502, headerPairs(answer.rawHeaders, new Set()));
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        try {
          const encoding = String(answer.headers['content-encoding'] ?? '').trim().toLowerCase();
          const stripped = stripScripts(decode(Buffer.concat(chunks), encoding).toString('utf8'));
          const body = encode(Buffer.from(stripped.html, 'utf8'), encoding);
          const headers = headerPairs(answer.rawHeaders, new Set(['content-length', 'etag']));
          headers.push('Content-Length', String(body.length), 'X-Bench-Removed', `${stripped.scripts} scripts, ${stripped.modulePreloads} modulepreloads`);
          res.writeHead(answer.statusCode ?? 200, headers);
          res.end(body);
        } catch (error) {
          res.writeHead(502, { 'Content-Type': 'text/plain' });
          res.end(`script-free proxy: ${(error as Error).message}`);
        }
      });
      answer.on('error', () => res.destroy());
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end(`script-free proxy: ${error.message}`);
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 5_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));


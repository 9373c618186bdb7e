import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';
import { ROUTE_MODULES_PENDING_FLAG, ROUTE_MODULES_READY_EVENT } from './scripts-after-paint';

/**
 * Issue 36: a page's scripts are fetched once its largest image has been painted (decision record 23).
 *
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for the client entry and every module
 * of the matched routes, and a module script whose static imports fetch the route modules at once. Even
 * at Low priority those 12–20 files share a phone's slow link with the page's largest image, and a
 * browser (Lighthouse's simulation likewise) paints that image only after the scripts that ended before
 * it. This rewrites the document as the server streams it:
 * - the module preloads are dropped;
 * - React Router's module script waits, before anything is fetched, until every `fetchpriority="high"`
 *   image of the page (the largest one: the hero, the first cards, the product's picture) has loaded
 *   and the page has painted (at the latest {@link GATE_LIMIT_MS} after it starts). It then adds the
 *   same preloads, so the files still come side by side instead of one import after another, and the route modules as module script elements: unlike a preload or an
 *   `import()`, those hold the page's `load` event until they have run, and they are added in the task
 *   of the last image's `load` (before the page's own), so a shopper acting right after `load` finds
 *   the page hydrated, as before. Then it imports the route modules and the entry as React Router does.
 *   Those imports are separate, so the client entry (which every route module imports) runs before
 *   React Router has their namespaces: a flag tells it to wait for an event the script sends once they
 *   are handed over (app/entry.client.tsx).
 * Every control already works without JavaScript (forms post, disclosures are `<details>`), so the
 * page is usable while it waits. A module script React Router writes differently is left as it is.
 */
export const GATE_LIMIT_MS = 6_000;

const ROUTE_MODULES_MARK = 'window.__reactRouterRouteModules';
const NAMESPACE_IMPORT = /^[ \t]*import \* as ([A-Za-z_$][\w$]*) from ("[^"\n]+");[ \t]*$/gm;
const BARE_IMPORT = /(^|[;\n])[ \t]*import ("[^"\n]+");?/g;
const STATIC_IMPORT_LEFT = /(^|[;\n])[ \t]*import[ \t]*[^\s(]/;

/**
 * The gate: opens once the page has painted (its first contentful paint; a frame where the browser does
 * not time paints) and its high-priority images have loaded. When an image is the last to come, it opens
 * in that image's `load` task, before the page's own `load` event.
 */
const GATE = `await new Promise((open) => {
  let opened = false;
  const go = () => { if (!opened) { opened = true; open(); } };
  const timed = typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  let framed = false;
  const painted = () => (timed ? performance.getEntriesByName('first-contentful-paint').length > 0 : framed);
  const waiting = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((image) => !image.complete);
  let left = waiting.length;
  const check = () => { if (left === 0 && painted()) go(); };
  const done = () => { left -= 1; check(); };
  for (const image of waiting) { image.addEventListener('load', done, { once: true }); image.addEventListener('error', done, { once: true }); }
  if (!timed) requestAnimationFrame(() => setTimeout(() => { framed = true; check(); }, 0));
  else if (!painted()) new PerformanceObserver((list, observer) => { if (painted()) { observer.disconnect(); check(); } }).observe({ type: 'paint' });
  check();
  setTimeout(go, ${GATE_LIMIT_MS});
});`;

/**
 * React Router's module script, its imports made after the gate. `preloads` are the module preloads
 * the document no longer carries (entry first). Null when the script is not React Router's or is
 * written in a shape this does not know (then the document keeps it untouched).
 */
export function deferRouterModuleScript(body: string, preloads: readonly string[]): string | null {
  if (!body.includes(ROUTE_MODULES_MARK)) return null;
  const names: string[] = [];
  const urls: string[] = [];
  let rest = body.replace(NAMESPACE_IMPORT, (_line, name: string, url: string) => {
    names.push(name);
    urls.push(url);
    return '';
  });
  const bare: string[] = [];
  rest = rest.replace(BARE_IMPORT, (_match, before: string, url: string) => {
    bare.push(url);
    return before;
  });
  if (STATIC_IMPORT_LEFT.test(rest)) return null;
  const preload = preloads.length
    ? `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }\n`
    : '';
  // A module script element, unlike a preload or an import(), holds the page's load event until its
  // module has run: a shopper who acts right after \`load\` finds the page hydrated, as before.
  const holdLoad = urls.length
    ? `for (const src of [${urls.join(', ')}]) { const script = document.createElement('script'); script.type = 'module'; script.src = src; document.head.append(script); }\n`
    : '';
  const imports = [...urls, ...bare].map((url) => `import(${url})`).join(', ');
  const bindings = names.length ? `const [${names.join(', ')}] = ` : '';
  const pending = `window.${ROUTE_MODULES_PENDING_FLAG}`;
  return [
    GATE,
    `${preload}${holdLoad}${pending} = true;`,
    // A file that cannot be fetched (offline, blocked) leaves the page as the server drew it, every
    // control working without JavaScript, as a failed static import did; not an uncaught error.
    'try {',
    `${bindings}await Promise.all([${imports}]);`,
    rest.trim(),
    `${pending} = false;`,
    `window.dispatchEvent(new Event(${JSON.stringify(ROUTE_MODULES_READY_EVENT)}));`,
    '} catch {}',
  ].join('\n');
}

const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

function hrefOf(tag: string): string | null {
  return /\bhref="([^"]+)"/.exec(tag)?.[1] ?? null;
}

/**
 * The document's text with the module preloads dropped (their addresses added to `preloads`) and React
 * Router's module script deferred. Only complete tags are passed here (see {@link ScriptsAfterPaint}).
 */
export function rewriteDocumentPart(html: string, preloads: string[]): string {
  const withoutPreloads = html.replace(PRELOAD_LINK, (tag) => {
    const href = hrefOf(tag);
    if (href && !preloads.includes(href)) preloads.push(href);
    return '';
  });
  return withoutPreloads.replace(MODULE_SCRIPT, (whole, attributes: string, body: string) => {
    if (!/\btype="module"/.test(attributes) || /\bsrc=/.test(attributes)) return whole;
    const deferred = deferRouterModuleScript(body, preloads);
    return deferred === null ? whole : `<script${attributes}>${deferred}</script>`;
  });
}

/** Where the text can be cut without splitting a tag or an open `<script>` element. */
function safeEnd(text: string): number {
  let end = text.length;
  const lastOpen = text.lastIndexOf('<');
  if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) end = lastOpen;
  const lastScript = text.lastIndexOf('<script', end);
  if (lastScript !== -1 && text.indexOf('</script>', lastScript) === -1) end = Math.min(end, lastScript);
  return end;
}

/** The server's HTML stream, rewritten as it passes (tags split across chunks are held until whole). */
export class ScriptsAfterPaint extends Transform {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private readonly preloads: string[] = [];

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    const end = safeEnd(this.pending);
    if (end > 0) {
      this.push(rewriteDocumentPart(this.pending.slice(0, end), this.preloads));
      this.pending = this.pending.slice(end);
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    const rest = this.pending + this.decoder.end();
    this.pending = '';
    if (rest) this.push(rewriteDocumentPart(rest, this.preloads));
    callback();
  }
}

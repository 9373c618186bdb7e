import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { ScriptsAfterPaint, deferRouterModuleScript, rewriteDocumentPart } from './scripts-after-paint.server';

// React Router 7's module script as `<Scripts>` writes it (lazy route discovery: no manifest import).
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-C.js", "imports": [], "css": [] }
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;

const DOCUMENT = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/root-A.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/home-B.js" nonce="n0"/>',
  '<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="n0"/>',
  '</head><body><h1>Moda sostenible: algodón, lino y cáñamo</h1>',
  '<script type="application/ld+json" nonce="n0">{"name":"Tienda Diverso"}</script>',
  '<script nonce="n0">window.__reactRouterContext = {};</script>',
  `<script nonce="n0" type="module" async="">${ROUTER_SCRIPT}</script>`,
  '<script type="module" src="/assets/error-reports.js" async=""></script>',
  '</body></html>',
].join('');

describe('deferRouterModuleScript', () => {
  it('imports the route modules and the entry only after the gate, with the preloads added first', () => {
    const deferred = deferRouterModuleScript(ROUTER_SCRIPT, ['/assets/entry.client-C.js', '/assets/root-A.js'])!;
    expect(deferred).not.toMatch(/^\s*import \* as/m);
    const gate = deferred.indexOf('await new Promise');
    const preloads = deferred.indexOf("link.rel = 'modulepreload'");
    const imports = deferred.indexOf('const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/home-B.js")]);');
    const entry = deferred.indexOf('import("/assets/entry.client-C.js");');
    expect(gate).toBe(0);
    expect(preloads).toBeGreaterThan(gate);
    expect(imports).toBeGreaterThan(preloads);
    // React Router's own lines follow unchanged, the entry last.
    expect(deferred.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')).toBeGreaterThan(imports);
    expect(entry).toBeGreaterThan(imports);
    // The entry, run by the first route module, waits for the namespaces to be handed over.
    expect(deferred.indexOf('window.__routeModulesPending = true;')).toBeLessThan(imports);
    expect(deferred.indexOf('window.__routeModulesPending = false;')).toBeGreaterThan(entry);
    expect(deferred.trimEnd().endsWith('window.dispatchEvent(new Event("routemodulesready"));\n} catch {}')).toBe(true);
    expect(deferred).toContain('["/assets/entry.client-C.js","/assets/root-A.js"]');
    expect(deferred).toContain('img[fetchpriority="high"]');
    // The route modules as script elements too: those hold the page's load event until they ran.
    expect(deferred).toContain('for (const src of ["/assets/root-A.js", "/assets/home-B.js"])');
    expect(deferred.indexOf("script.type = 'module'")).toBeLessThan(imports);
  });

  it('turns a bare import (the manifest, when routes are not discovered lazily) into one after the gate too', () => {
    const script = ROUTER_SCRIPT.replace(/^;/, 'import "/assets/manifest-D.js";');
    const deferred = deferRouterModuleScript(script, [])!;
    expect(deferred).toContain('import("/assets/manifest-D.js")');
    expect(deferred).not.toMatch(/(^|[;\n])\s*import\s+"/);
    expect(deferred).not.toContain("link.rel = 'modulepreload'");
  });

  it('leaves any other module script, and a shape it does not know, alone', () => {
    expect(deferRouterModuleScript('import { a } from "/x.js"; a();', [])).toBeNull();
    expect(deferRouterModuleScript(`import { b } from "/y.js";\n${ROUTER_SCRIPT}`, [])).toBeNull();
  });
});

describe('the document as it streams', () => {
  const rewrittenWhole = () => rewriteDocumentPart(DOCUMENT, []);

  it('drops the module preloads and defers React Router script, leaving every other element as it was', () => {
    const html = rewrittenWhole();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>');
    expect(html).toContain('<script type="application/ld+json" nonce="n0">{"name":"Tienda Diverso"}</script>');
    expect(html).toContain('<script nonce="n0">window.__reactRouterContext = {};</script>');
    expect(html).toContain('<script type="module" src="/assets/error-reports.js" async=""></script>');
    expect(html).toContain('<script nonce="n0" type="module" async="">await new Promise');
    // Each preload once, in the document's order.
    expect(html).toContain('["/assets/entry.client-C.js","/assets/root-A.js","/assets/home-B.js"]');
  });

  it('gives the same document however the server splits it, multi-byte letters included', async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (const size of [1, 7, 64, 500]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      const out = await text(Readable.from(chunks).pipe(new ScriptsAfterPaint()));
      expect(out, `chunks of ${size} B`).toBe(rewrittenWhole());
    }
  });
});

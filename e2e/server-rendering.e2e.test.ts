import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { APP_NAME } from '@common/constants';
import { setupSite } from './harness';

const site = setupSite();

function scriptTags(html: string) {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
}

function cspNonce(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
  return scriptSrc?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}

describe('the home page without JavaScript', () => {
  test("is complete HTML: the title 'Tienda Diverso', a header, main content and a footer", async () => {
    const response = await site.fetch('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain(`<title>${APP_NAME}</title>`);
    expect(html).toMatch(/<html[^>]*\blang="es"/);
    expect(html).toMatch(/<header\b[^>]*>[\s\S]*<\/header>/);
    expect(html).toMatch(/<main\b[^>]*>[\s\S]*<\/main>/);
    expect(html).toMatch(/<footer\b[^>]*>[\s\S]*<\/footer>/);
  });

  test('a browser with JavaScript switched off gets the same page: title, header, main and footer', async () => {
    const { page } = await site.open('/', { javaScriptEnabled: false });
    await expect(page.title()).resolves.toBe(APP_NAME);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
  });
});

describe('Content-Security-Policy', () => {
  test('the page carries a CSP whose script-src allows only its own origin and a per-request nonce', async () => {
    const first = await site.fetch('/');
    const second = await site.fetch('/');
    await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}'(;|$)/);
    expect(csp).not.toContain("'unsafe-inline' 'nonce");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(cspNonce(first)).not.toBe(cspNonce(second));
  });

  test('every script in the HTML carries the nonce of its own response', async () => {
    const response = await site.fetch('/');
    const nonce = cspNonce(response);
    const html = await response.text();
    const scripts = scriptTags(html);
    expect(nonce).toBeTruthy();
    // The appearance bootstrap, the router context and the module entry at least.
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/\son(click|load|error|submit)=/i);
  });

  test('the browser refuses an inline script without the nonce', async () => {
    const opened = await site.open('/');
    const ran = await opened.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => opened.problems.cspViolations.length).toBe(1);
    expect(opened.problems.cspViolations[0]).toMatch(/^script-src/);
    // Provoked on purpose above: not a problem of the page.
    opened.problems.cspViolations.length = 0;
    opened.allowConsoleErrors(/Content Security Policy/);
  });
});

describe('hashed assets under /assets/', () => {
  async function referencedAssets() {
    const html = await (await site.fetch('/')).text();
    const assets = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    // Largest first, so the first one is surely big enough to be compressed.
    const size = (asset: string) => fs.statSync(path.join(site.buildDir, 'client', asset)).size;
    return assets.sort((a, b) => size(b) - size(a));
  }

  test('are cached for a year as immutable and sent brotli-compressed when the browser accepts br', async () => {
    let compressed = 0;
    for (const asset of await referencedAssets()) {
      const onDisk = fs.readFileSync(path.join(site.buildDir, 'client', asset));
      const response = await site.fetch(asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      // fetch has decoded any brotli stream: it must be the built file, byte for byte.
      expect(body.equals(onDisk), `${asset} decodes to the built file`).toBe(true);
      // Below 1 KiB compression costs more than it saves, so those go out as they are.
      if (onDisk.length >= 1024) {
        expect(response.headers.get('content-encoding'), asset).toBe('br');
        expect(response.headers.get('vary') ?? '', asset).toMatch(/accept-encoding/i);
        compressed += 1;
      }
    }
    expect(compressed).toBeGreaterThan(0);
  });

  test('are sent as they are to a client that accepts no compression', async () => {
    const [asset] = await referencedAssets();
    const response = await site.fetch(asset!, { headers: { 'Accept-Encoding': 'identity' } });
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  test('an asset that does not exist answers 404 and is not cached as immutable', async () => {
    const response = await site.fetch('/assets/does-not-exist-0000.js');
    await response.arrayBuffer();
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEFAULT_STORE_ORIGIN, setStoreOrigin, storeOriginFrom } from '../http/public-origin';
import { absoluteUrl, escapeHtml, renderMail, spanishDateTime } from './render';

describe('mail rendering', () => {
  afterEach(() => setStoreOrigin(DEFAULT_STORE_ORIGIN));

  it('escapes every piece of text in the HTML and keeps the plain text readable', () => {
    const { html, text } = renderMail({
      title: 'Aviso <importante>',
      paragraphs: ['Hola, <script>alert(1)</script> & "amigas":'],
      action: { label: 'Ver "mi" cuenta', path: '/user/security' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hola, &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;amigas&quot;:');
    expect(html).toContain('<title>Aviso &lt;importante&gt;</title>');
    expect(html).toContain('href="http://localhost:3000/user/security"');
    expect(html).toContain('Ver &quot;mi&quot; cuenta');
    expect(text).toContain('Hola, <script>alert(1)</script> & "amigas":');
    expect(text).toContain('Ver "mi" cuenta: http://localhost:3000/user/security');
  });

  it('links to the public origin PUBLIC_URL names', () => {
    setStoreOrigin(storeOriginFrom(loadConfig({ PUBLIC_URL: 'https://tienda.example/' })));
    const { html, text } = renderMail({
      title: 'Tu carrito',
      paragraphs: ['Te lo guardamos.'],
      action: { label: 'Ver mi carrito', path: '/checkout' },
      optOut: { label: 'No quiero más recordatorios', path: '/baja?token=abc' },
    });
    expect(html).toContain('href="https://tienda.example/checkout"');
    expect(html).toContain('href="https://tienda.example/baja?token=abc"');
    expect(text).toContain('Ver mi carrito: https://tienda.example/checkout');
    expect(text).toContain('No quiero más recordatorios: https://tienda.example/baja?token=abc');
    expect(`${html}${text}`).not.toMatch(/localhost|tiendadiverso/);
  });

  it("without PUBLIC_URL, links to the instance's own address", () => {
    setStoreOrigin(storeOriginFrom(loadConfig({ PORT: '8080' })));
    expect(renderMail({ title: 't', paragraphs: [], action: { label: 'Entrar', path: '/login' } }).text).toContain('Entrar: http://localhost:8080/login');
    setStoreOrigin(storeOriginFrom(loadConfig({ HOST: '192.168.1.20', PORT: '3000' })));
    expect(absoluteUrl('/login')).toBe('http://192.168.1.20:3000/login');
  });

  it('links only to paths of the store', () => {
    expect(() => renderMail({ title: 't', paragraphs: [], action: { label: 'x', path: '//evil.example/a' } })).toThrow();
    expect(() => renderMail({ title: 't', paragraphs: [], action: { label: 'x', path: 'https://evil.example/' } })).toThrow();
    expect(() => renderMail({ title: 't', paragraphs: [], action: { label: 'x', path: '/\\evil.example/a' } })).toThrow();
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });

  it('writes times as read in Spain', () => {
    expect(spanishDateTime(new Date('2026-11-24T10:05:00Z'))).toBe('24 de noviembre de 2026 a las 11:05 (hora peninsular)');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMail, spanishDateTime } from './render';

describe('mail rendering', () => {
  it('escapes every piece of text in the HTML and keeps the plain text readable', () => {
    const { html, text } = renderMail({
      title: 'Aviso <importante>',
      paragraphs: ['Hola, <script>alert(1)</script> & "amigas":'],
      action: { label: 'Ver "mi" cuenta', path: '/user/security' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hola, &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;amigas&quot;:');
    expect(html).toContain('<title>Aviso &lt;importante&gt;</title>');
    expect(html).toContain('href="https://tiendadiverso.es/user/security"');
    expect(html).toContain('Ver &quot;mi&quot; cuenta');
    expect(text).toContain('Hola, <script>alert(1)</script> & "amigas":');
    expect(text).toContain('Ver "mi" cuenta: https://tiendadiverso.es/user/security');
  });

  it('links only to paths of the store', () => {
    expect(() => renderMail({ title: 't', paragraphs: [], action: { label: 'x', path: '//evil.example/a' } })).toThrow();
    expect(() => renderMail({ title: 't', paragraphs: [], action: { label: 'x', path: 'https://evil.example/' } })).toThrow();
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });

  it('writes times as read in Spain', () => {
    expect(spanishDateTime(new Date('2026-11-24T10:05:00Z'))).toBe('24 de noviembre de 2026 a las 11:05 (hora peninsular)');
  });
});

import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipWithNonce, plainWithNonce, spliceHtml } from './spliced-html';

const MARKER = 'MARKERa1b2c3d4e5f6a7b8c9d0';
const NOISE = randomBytes(2000).toString('base64');

function page(nonce: string) {
  // Repetitive text around the holes, so the compressor would love to refer across them.
  const filler = 'Camiseta de algodón orgánico · 19,95 € · '.repeat(400);
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${filler}<script nonce="${nonce}">b("${nonce}")</script>${filler}${NOISE}</body></html>`;
}

describe('a page spliced at its nonce', () => {
  it('gives back the page with any nonce, plain and as gzip', () => {
    const kept = spliceHtml(Buffer.from(page(MARKER)), MARKER);
    expect(kept.pieces).toHaveLength(4);
    for (const nonce of ['r4nd0m+/nonceValue==', 'x', 'otro0000000000000000000=']) {
      const expected = page(nonce);
      expect(plainWithNonce(kept, nonce).toString()).toBe(expected);
      // gunzipSync checks the CRC-32 and the length in the trailer.
      expect(zlib.gunzipSync(gzipWithNonce(kept, nonce)).toString()).toBe(expected);
    }
  });

  it('compresses: the gzip answer is a fraction of the page', () => {
    const kept = spliceHtml(Buffer.from(page(MARKER)), MARKER);
    const gz = gzipWithNonce(kept, 'n0nce');
    expect(gz.byteLength).toBeLessThan(plainWithNonce(kept, 'n0nce').byteLength / 3);
  });

  it('a page without the marker is one piece', () => {
    const kept = spliceHtml(Buffer.from('<p>sin scripts</p>'), MARKER);
    expect(kept.pieces).toHaveLength(1);
    expect(zlib.gunzipSync(gzipWithNonce(kept, 'n')).toString()).toBe('<p>sin scripts</p>');
  });
});

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
    const kept = spliceHtml(Buffer.from(page(MARKER)), MARKER, 24);
    expect(kept.pieces).toHaveLength(4);
    for (const nonce of ['r4nd0m+/nonceValue==1234', 'otro00000000000000000000', 'MARKERa1b2c3d4e5f6a7b8c9']) {
      const expected = page(nonce);
      expect(plainWithNonce(kept, nonce).toString()).toBe(expected);
      // gunzipSync checks the CRC-32 and the length in the trailer.
      expect(zlib.gunzipSync(gzipWithNonce(kept, nonce)!).toString()).toBe(expected);
    }
  });

  it('stays exact on random pages whose text looks like the nonces around it', () => {
    for (let round = 0; round < 40; round++) {
      const nonces = [randomBytes(16).toString('base64'), randomBytes(16).toString('base64')];
      const chunks = Array.from({ length: 1 + (round % 7) }, () => randomBytes(50 + (round * 97) % 3000).toString('base64'));
      // Text that repeats the nonce (the first) and parts of it right after each hole.
      const render = (nonce: string) => chunks.map((c) => `${c}${nonces[0]!.slice(0, 9)}<script nonce="${nonce}">${c.slice(0, 40)}`).join('');
      const kept = spliceHtml(Buffer.from(render(MARKER)), MARKER, 24);
      expect(zlib.gunzipSync(gzipWithNonce(kept, nonces[1]!)!).toString()).toBe(render(nonces[1]!));
      expect(zlib.gunzipSync(gzipWithNonce(kept, nonces[0]!)!).toString()).toBe(render(nonces[0]!));
    }
  });

  it('keeps its deflated pieces in one buffer of their size, not in zlib\'s 16 KiB chunks', () => {
    const kept = spliceHtml(Buffer.from(page(MARKER)), MARKER, 24);
    const buffers = new Set(kept.deflated!.map((piece) => piece.buffer));
    expect(buffers.size).toBe(1);
    expect([...buffers][0]!.byteLength).toBe(kept.deflated!.reduce((sum, piece) => sum + piece.byteLength, 0));
  });

  it('compresses about as well as gzip of the whole page', () => {
    const nonce = 'r4nd0m+/nonceValue==1234';
    const kept = spliceHtml(Buffer.from(page(MARKER)), MARKER, 24);
    const whole = zlib.gzipSync(page(nonce), { level: 6 }).byteLength;
    expect(gzipWithNonce(kept, nonce)!.byteLength).toBeLessThan(whole * 1.05);
  });

  it('gives no gzip for a nonce of another length, or for a page holding a NUL byte: plain bytes then', () => {
    const kept = spliceHtml(Buffer.from(page(MARKER)), MARKER, 24);
    expect(gzipWithNonce(kept, 'corto')).toBeNull();
    const odd = spliceHtml(Buffer.from(`<p nonce="${MARKER}">\0</p>`), MARKER, 1);
    expect(gzipWithNonce(odd, 'n')).toBeNull();
    expect(plainWithNonce(odd, 'n').toString()).toBe('<p nonce="n">\0</p>');
  });

  it('a page without the marker is one piece', () => {
    const kept = spliceHtml(Buffer.from('<p>sin scripts</p>'), MARKER, 1);
    expect(kept.pieces).toHaveLength(1);
    expect(zlib.gunzipSync(gzipWithNonce(kept, 'n')!).toString()).toBe('<p>sin scripts</p>');
  });
});

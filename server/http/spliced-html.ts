import zlib from 'node:zlib';

/**
 * A rendered page kept with a hole wherever its CSP nonce goes, so each answer gets a fresh nonce
 * without rendering again, as plain bytes or gzip, and without compressing again.
 *
 * gzip: each piece between two holes is deflated on its own, ending in a sync flush (byte aligned,
 * not final), with the text before it as its dictionary, the holes in that dictionary filled with
 * NUL bytes. A page has no NUL (PostgreSQL text cannot hold one), so no back-reference ever lands
 * in a hole, and with holes as long as the nonce every distance is right whatever nonce fills
 * them. An answer is the pieces with the nonce between them as stored (uncompressed) deflate
 * blocks, in a gzip header and a trailer whose CRC-32 covers this answer's bytes: a CRC pass, no
 * compression. Brotli cannot be spliced this way (its distance state runs across meta-blocks).
 */
export interface SplicedHtml {
  /** The page's bytes between the holes (one more piece than holes). */
  pieces: Buffer[];
  /** The same pieces deflated, for nonces of `nonceLength` bytes; null for a page holding a NUL byte. */
  deflated: Buffer[] | null;
  nonceLength: number;
  /** Bytes held: pieces and deflated pieces. */
  size: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** Deflate looks back 32 KiB at most. */
const WINDOW = 32 * 1024;

/** Cuts `html` at every `marker` (the nonce it was rendered with) and deflates the pieces for nonces of `nonceLength` bytes. */
export function spliceHtml(html: Buffer, marker: string, nonceLength: number): SplicedHtml {
  const pieces: Buffer[] = [];
  const needle = Buffer.from(marker);
  let from = 0;
  for (let at = html.indexOf(needle, from); at !== -1; at = html.indexOf(needle, from)) {
    pieces.push(html.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(html.subarray(from));
  const deflated = html.includes(0) ? null : deflatePieces(pieces, nonceLength);
  const size = [...pieces, ...(deflated ?? [])].reduce((sum, b) => sum + b.byteLength, 0);
  return { pieces, deflated, nonceLength, size };
}

function deflatePieces(pieces: Buffer[], nonceLength: number): Buffer[] {
  const hole = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  const deflated = pieces.map((piece, i) => {
    const last = i === pieces.length - 1;
    const out = zlib.deflateRawSync(piece, {
      level: 6,
      finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
      ...(before.byteLength > 0 ? { dictionary: before } : {}),
    });
    if (!last) {
      const seen = Buffer.concat([before, piece, hole]);
      before = seen.subarray(Math.max(0, seen.byteLength - WINDOW));
    }
    return out;
  });
  // Kept in one buffer of their exact size: each answer of deflateRawSync is a view into a 16 KiB
  // chunk, so a page's twenty short pieces would hold 320 KiB for a few hundred bytes (issue 24).
  const kept = Buffer.alloc(deflated.reduce((sum, b) => sum + b.byteLength, 0));
  let at = 0;
  return deflated.map((out) => {
    out.copy(kept, at);
    at += out.byteLength;
    return kept.subarray(at - out.byteLength, at);
  });
}

/** The page with `nonce` in every hole. */
export function plainWithNonce(page: SplicedHtml, nonce: string): Buffer {
  return Buffer.concat(interleave(page.pieces, Buffer.from(nonce)));
}

/** The page with `nonce` in every hole, as a gzip member; null when it cannot be spliced (a NUL in the page, another nonce length). */
export function gzipWithNonce(page: SplicedHtml, nonce: string): Buffer | null {
  const value = Buffer.from(nonce);
  if (!page.deflated || value.byteLength !== page.nonceLength || value.byteLength > 0xffff) return null;
  const stored = Buffer.alloc(5 + value.byteLength);
  // BFINAL=0, BTYPE=00 (stored), then LEN and its one's complement, little-endian.
  stored.writeUInt8(0, 0);
  stored.writeUInt16LE(value.byteLength, 1);
  stored.writeUInt16LE(~value.byteLength & 0xffff, 3);
  value.copy(stored, 5);

  let crc = 0;
  let length = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      crc = zlib.crc32(value, crc);
      length += value.byteLength;
    }
    crc = zlib.crc32(piece, crc);
    length += piece.byteLength;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, ...interleave(page.deflated, stored), trailer]);
}

function interleave(parts: Buffer[], between: Buffer): Buffer[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [between, part]));
}

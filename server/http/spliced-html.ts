import zlib from 'node:zlib';

/**
 * A rendered page kept with a hole wherever its CSP nonce goes, so each answer gets a fresh nonce
 * without rendering again, as plain bytes or gzip, and without compressing again.
 *
 * gzip: each piece between two nonces is deflated on its own and ends with a full flush (byte
 * aligned, history reset, not final), so later pieces never refer back into the nonce. An answer
 * is the pieces with the nonce between them as a stored (uncompressed) deflate block, the last
 * piece closing the stream, inside a gzip header and a trailer whose CRC-32 covers this answer's
 * bytes (a CRC pass, no compression). Brotli cannot be spliced this way: its window and distance
 * state run across meta-blocks.
 */
export interface SplicedHtml {
  /** The page's bytes between the nonce holes (one more piece than holes). */
  pieces: Buffer[];
  /** The same pieces deflated (raw deflate, every one but the last ending in a full flush). */
  deflated: Buffer[];
  /** Bytes held: pieces and deflated pieces. */
  size: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** Cuts `html` at every `marker` (the nonce it was rendered with) and deflates the pieces. */
export function spliceHtml(html: Buffer, marker: string): SplicedHtml {
  const pieces: Buffer[] = [];
  const needle = Buffer.from(marker);
  let from = 0;
  for (let at = html.indexOf(needle, from); at !== -1; at = html.indexOf(needle, from)) {
    pieces.push(html.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(html.subarray(from));
  const deflated = pieces.map((piece, i) =>
    zlib.deflateRawSync(piece, {
      level: 6,
      finishFlush: i === pieces.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
    }),
  );
  const size = [...pieces, ...deflated].reduce((sum, b) => sum + b.byteLength, 0);
  return { pieces, deflated, size };
}

/** The page with `nonce` in every hole. */
export function plainWithNonce(page: SplicedHtml, nonce: string): Buffer {
  return Buffer.concat(interleave(page.pieces, Buffer.from(nonce)));
}

/** The page with `nonce` in every hole, as a gzip member. */
export function gzipWithNonce(page: SplicedHtml, nonce: string): Buffer {
  const value = Buffer.from(nonce);
  if (value.byteLength > 0xffff) throw new RangeError('nonce too long for a stored block');
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

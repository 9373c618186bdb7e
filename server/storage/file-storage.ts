import { createHash } from 'node:crypto';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

/** One stored file as read back: its bytes as a stream, with what the answer's headers need. */
export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  size: number | null;
  etag: string | null;
}

/**
 * Where uploaded and generated files live: this machine's disk by default (`DATA_DIR/storage`), or a
 * bucket of any S3-compatible service when `STORAGE_URL` is set (s3-file-storage.ts), so that every
 * instance of the store sees the same files. Keys are the file's path under the root, never chosen
 * by a visitor (random names, safeKey below).
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  has(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Local folder to serve /storage/* from, when the storage is on this disk. */
  readonly localRoot: string | null;
  /** Every stored file with its size and a fingerprint (the backups' manifest of files). */
  list?(): AsyncIterable<StoredFileEntry>;
}

/** A stored file as listed: on disk its SHA-256, in a bucket the service's ETag (an MD5 for most objects). */
export interface StoredFileEntry {
  key: string;
  size: number;
  sha256?: string;
  etag?: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..') && !key.includes('//');
}

export function safeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  return key;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The media type a stored file is served with, from its extension (the stores only write these). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

export function createLocalFileStorage(root: string): FileStorage {
  fsSync.mkdirSync(root, { recursive: true });
  const fileOf = (key: string) => path.join(root, safeKey(key));
  return {
    kind: 'local',
    localRoot: root,
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, data);
      await fs.rename(partial, file);
    },
    async get(key) {
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) return null;
      return {
        body: Readable.toWeb(fsSync.createReadStream(file)) as ReadableStream<Uint8Array>,
        size: stat.size,
        etag: `"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`,
      };
    },
    async has(key) {
      return (await fs.stat(fileOf(key)).catch(() => null))?.isFile() ?? false;
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async *list() {
      for await (const key of localKeys(root)) {
        const file = fileOf(key);
        const hash = createHash('sha256');
        let size = 0;
        try {
          for await (const chunk of fsSync.createReadStream(file) as AsyncIterable<Buffer>) {
            hash.update(chunk);
            size += chunk.length;
          }
        } catch (error) {
          // Removed while being listed: not part of the store any more.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
          throw error;
        }
        yield { key, size, sha256: hash.digest('hex') };
      }
    },
  };
}

/** Every file under a local storage root, as keys (for the copy to a bucket). */
export async function* localKeys(root: string, under = ''): AsyncGenerator<string> {
  const entries = await fs.readdir(path.join(root, under), { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* localKeys(root, key);
    else if (entry.isFile() && !entry.name.endsWith('.partial') && isSafeKey(key)) yield key;
  }
}

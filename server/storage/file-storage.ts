import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; local disk by default, swappable for object storage. */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  remove(key: string): Promise<void>;
  /** Local folder to serve /storage/* from, when the storage is on this disk. */
  readonly localRoot: string | null;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

function resolveKey(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return path.join(root, key);
}

export function createLocalFileStorage(root: string): FileStorage {
  fsSync.mkdirSync(root, { recursive: true });
  return {
    localRoot: root,
    async put(key, data) {
      const file = resolveKey(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async remove(key) {
      await fs.rm(resolveKey(root, key), { force: true });
    },
  };
}

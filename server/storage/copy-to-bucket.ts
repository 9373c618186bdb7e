import fs from 'node:fs/promises';
import path from 'node:path';
import { localKeys, type FileStorage } from './file-storage';

export interface CopyReport {
  copied: number;
  alreadyThere: number;
}

/**
 * Copies every file of a local storage folder to a bucket, skipping those the bucket already has
 * (stored files never change under the same name), so running it again copies only what is new.
 */
export async function copyLocalFilesToBucket(
  localRoot: string,
  bucket: FileStorage,
  onFile: (key: string, copied: boolean) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, alreadyThere: 0 };
  for await (const key of localKeys(localRoot)) {
    const copied = !(await bucket.has(key));
    if (copied) await bucket.put(key, await fs.readFile(path.join(localRoot, key)));
    report[copied ? 'copied' : 'alreadyThere'] += 1;
    onFile(key, copied);
  }
  return report;
}

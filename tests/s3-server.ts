import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { FileStorage } from '../server/storage/file-storage';
import { createS3FileStorage } from '../server/storage/s3-file-storage';

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** A FileStorage on this bucket, under `prefix`. */
  storage(prefix?: string): FileStorage;
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process (s3rver, from the npm registry: no download, no
 * Docker), on a free port of 127.0.0.1, with one empty bucket; its files in a temporary folder.
 */
export async function startTestBucket(bucket = 'tienda-fotos'): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'td-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as unknown as { port: number };
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    storage: (prefix = '') =>
      createS3FileStorage({ bucket, prefix, endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

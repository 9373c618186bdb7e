import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../tests/s3-server';
import { copyLocalFilesToBucket } from './copy-to-bucket';

let bucket: TestBucket;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'td-copy-'));
beforeAll(async () => {
  bucket = await startTestBucket();
  fs.mkdirSync(path.join(root, 'products/12'), { recursive: true });
  fs.writeFileSync(path.join(root, 'products/12/abc-320.webp'), 'small');
  fs.writeFileSync(path.join(root, 'products/12/abc-640.webp'), 'bigger');
  fs.writeFileSync(path.join(root, 'products/12/abc-640.webp.123.partial'), 'half');
});
afterAll(async () => {
  await bucket.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('copies every local file once: a second run copies only what is new', async () => {
  const storage = bucket.storage('tienda');
  expect(await copyLocalFilesToBucket(root, storage)).toEqual({ copied: 2, alreadyThere: 0 });
  expect(await new Response((await storage.get('products/12/abc-640.webp'))!.body).text()).toBe('bigger');
  expect(await storage.has('products/12/abc-640.webp.123.partial')).toBe(false);

  fs.writeFileSync(path.join(root, 'products/12/def-320.webp'), 'new');
  expect(await copyLocalFilesToBucket(root, storage)).toEqual({ copied: 1, alreadyThere: 2 });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../tests/factories';
import { startTestBucket, type TestBucket } from '../../tests/s3-server';
import { createTestApp } from '../../tests/test-app';
import { createTestDatabase, seedEssentials, type TestDatabase } from '../../tests/test-database';

// Issue 24: two instances of the store on one database and one bucket. A photo uploaded through
// one is served by the other (on local disks it answered 404 there).
describe('stored files in a bucket, shared by two instances', () => {
  let testDb: TestDatabase;
  let bucket: TestBucket;
  let first: ReturnType<typeof createTestApp>;
  let second: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    [testDb, bucket] = await Promise.all([createTestDatabase(), startTestBucket()]);
    await seedEssentials(testDb.database);
    first = createTestApp(testDb.database, { storage: bucket.storage('tienda') });
    second = createTestApp(testDb.database, { storage: bucket.storage('tienda') });
  });
  afterAll(async () => {
    await Promise.all([testDb.cleanup(), bucket.close()]);
  });

  it('serves from the second instance the profile photo uploaded through the first, cached for good', async () => {
    const { auth } = await createUser(testDb.database.db);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2F4A3A' } }).png().toBuffer();
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(png)], 'yo.png', { type: 'image/png' }));
    const uploaded = await first.request('/api/user/profile/photo', { method: 'POST', body: form, headers: auth });
    expect(uploaded.status).toBe(200);
    const url: string = (await uploaded.json()).data.profile_photo_url;
    expect(url).toMatch(/^\/storage\/avatars\/\d+-[0-9a-f]+\.webp$/);

    const served = await second.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 256 });

    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await first.request(url, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);

    // Removed through the second, gone for both.
    expect((await second.request('/api/user/profile/photo', { method: 'DELETE', headers: auth })).status).toBe(200);
    expect((await first.request(url)).status).toBe(404);
  });

  it('answers 404 for a file that is not there or a path that is not a key', async () => {
    for (const path of ['/storage/avatars/nada.webp', '/storage/..%2Fsecreto', '/storage/%E0%A4%A.webp', '/storage/A.webp']) {
      const res = await second.request(path);
      expect(res.status, path).toBe(404);
    }
  });
});

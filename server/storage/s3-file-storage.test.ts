import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../tests/s3-server';
import { parseStorageUrl } from './s3-file-storage';

describe('parseStorageUrl', () => {
  it('reads the bucket and the folder inside it', () => {
    expect(parseStorageUrl('s3://tienda-fotos')).toEqual({ bucket: 'tienda-fotos', prefix: '' });
    expect(parseStorageUrl('s3://tienda-fotos/produccion/v1/')).toEqual({ bucket: 'tienda-fotos', prefix: 'produccion/v1' });
  });

  it('refuses what is not an s3:// address of a valid bucket', () => {
    for (const url of ['https://tienda-fotos', 's3://', 's3://UPPER', 's3://a', 's3://fotos/con espacio', 'fotos/x']) {
      expect(parseStorageUrl(url), url).toBeNull();
    }
  });
});

describe('a bucket as file storage (S3 API)', () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket();
  });
  afterAll(() => bucket.close());

  it('stores, reads back, answers whether a file is there and removes it', async () => {
    const storage = bucket.storage('tienda');
    await storage.put('avatars/7-abc.webp', Buffer.from('RIFF-webp'));
    expect(await storage.has('avatars/7-abc.webp')).toBe(true);
    const file = await storage.get('avatars/7-abc.webp');
    expect(file?.size).toBe(9);
    expect(file?.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(await new Response(file!.body).text()).toBe('RIFF-webp');
    await storage.remove('avatars/7-abc.webp');
    expect(await storage.has('avatars/7-abc.webp')).toBe(false);
    expect(await storage.get('avatars/7-abc.webp')).toBeNull();
  });

  it('keeps each prefix apart in the same bucket', async () => {
    await bucket.storage('a').put('logo.png', Buffer.from('a'));
    expect(await bucket.storage('b').has('logo.png')).toBe(false);
    expect(await bucket.storage('').has('a/logo.png')).toBe(true);
  });

  it('refuses a key that could leave its folder', async () => {
    const storage = bucket.storage('tienda');
    for (const key of ['../secreto.png', 'a//b.png', '/abs.png', 'Mayus.png']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

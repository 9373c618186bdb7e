import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../tests/s3-server';
import { loadConfig } from '../config';
import { backupDestinationFrom, bucketDestination, folderDestination } from './backup-destination';
import { libpqConnection } from './postgres-tools';

describe('where backups go', () => {
  it('a folder by default, DATA_DIR/backups, or BACKUP_DIR', () => {
    expect(backupDestinationFrom(loadConfig({ DATA_DIR: '/srv/tienda' }))).toMatchObject({ kind: 'folder', where: '/srv/tienda/backups' });
    expect(backupDestinationFrom(loadConfig({ BACKUP_DIR: '/mnt/copias' }))).toMatchObject({ kind: 'folder', where: '/mnt/copias' });
  });

  it('a private bucket with BACKUP_URL, reached with the storage keys, never inside the public files', () => {
    const config = loadConfig({ BACKUP_URL: 's3://copias-tienda/diarias', STORAGE_ENDPOINT: 'http://minio:9000', STORAGE_ACCESS_KEY_ID: 'id', STORAGE_SECRET_ACCESS_KEY: 'secreto' });
    expect(backupDestinationFrom(config)).toMatchObject({ kind: 'bucket', where: 's3://copias-tienda/diarias' });
    expect(() => loadConfig({ STORAGE_URL: 's3://tienda/files', BACKUP_URL: 's3://tienda/files/backups' })).toThrow(/BACKUP_URL: must not be inside STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: 's3://tienda', BACKUP_URL: 's3://tienda/backups' })).toThrow(/BACKUP_URL/);
    expect(loadConfig({ STORAGE_URL: 's3://tienda/files', BACKUP_URL: 's3://tienda/backups' }).BACKUP_URL).toBe('s3://tienda/backups');
  });

  it('a folder writes aside and renames, lists only finished files and keeps them to its owner', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'td-dest-'));
    try {
      const destination = folderDestination(root);
      await destination.putText('tienda-diverso-2026-11-29T0300Z.json', '{}');
      fs.writeFileSync(path.join(root, 'tienda-diverso-2026-11-29T0400Z.backup.123.partial'), 'x');
      expect(await destination.list()).toEqual([{ name: 'tienda-diverso-2026-11-29T0300Z.json', bytes: 2 }]);
      expect(fs.statSync(path.join(root, 'tienda-diverso-2026-11-29T0300Z.json')).mode & 0o077).toBe(0);
      expect(await destination.getText('nada.json')).toBeNull();
      await expect(destination.putText('../fuera.json', '{}')).rejects.toThrow(/Not a backup file name/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('a private bucket as the destination (S3 API)', () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await startTestBucket('copias-tienda');
  });
  afterAll(() => bucket.close());

  it('stores, lists, reads back and removes backups under its prefix, apart from the files beside it', async () => {
    const settings = { bucket: bucket.bucket, endpoint: bucket.endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
    const destination = bucketDestination({ ...settings, prefix: 'diarias' });
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'td-dest-s3-'));
    try {
      fs.writeFileSync(path.join(work, 'archive'), 'PGDMP-datos');
      await destination.putFile('tienda-diverso-2026-11-29T0300Z.backup', path.join(work, 'archive'));
      await destination.putText('tienda-diverso-2026-11-29T0300Z.json', '{"format":1}');
      await bucketDestination({ ...settings, prefix: 'otras' }).putText('tienda-diverso-2026-11-28T0300Z.json', '{}');
      expect((await destination.list()).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'tienda-diverso-2026-11-29T0300Z.backup', bytes: 11 },
        { name: 'tienda-diverso-2026-11-29T0300Z.json', bytes: 12 },
      ]);
      expect(await destination.getText('tienda-diverso-2026-11-29T0300Z.json')).toBe('{"format":1}');
      expect(await destination.getFile('tienda-diverso-2026-11-29T0300Z.backup', path.join(work, 'back'))).toBe(true);
      expect(fs.readFileSync(path.join(work, 'back'), 'utf8')).toBe('PGDMP-datos');
      expect(await destination.getText('nada.json')).toBeNull();
      await destination.remove('tienda-diverso-2026-11-29T0300Z.json');
      expect((await destination.list()).map((f) => f.name)).toEqual(['tienda-diverso-2026-11-29T0300Z.backup']);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  });

  it("the files' bucket lists its keys with their sizes and ETags, for the manifest", async () => {
    const storage = bucket.storage('fotos');
    await storage.put('products/camisa.webp', Buffer.from('una foto'));
    const listed = [];
    for await (const entry of storage.list!()) listed.push(entry);
    expect(listed).toEqual([{ key: 'products/camisa.webp', size: 8, etag: expect.stringMatching(/^[0-9a-f]+$/) }]);
  });
});

describe('pg_dump and pg_restore get the password in PGPASSWORD, never on the command line', () => {
  it('takes the password out of the address and translates ssl=true', () => {
    expect(libpqConnection('postgres://tienda:s3cr%40to@db:5432/tienda?ssl=true')).toEqual({
      dbname: 'postgres://tienda@db:5432/tienda?sslmode=require',
      env: { PGPASSWORD: 's3cr@to' },
    });
    expect(libpqConnection('postgres://postgres@127.0.0.1:5432/test')).toEqual({ dbname: 'postgres://postgres@127.0.0.1:5432/test', env: {} });
  });
});

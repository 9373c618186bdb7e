import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, expect, test } from 'vitest';
import { IMMUTABLE, mountStaticFiles, PUBLIC_FILE_CACHE } from './static-files';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.mkdirSync(path.join(clientDir, 'images'));
fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.css'), 'body{}');
fs.writeFileSync(path.join(clientDir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

const app = new Hono();
mountStaticFiles(app, clientDir);
app.get('*', (c) => c.text('page'));

test('hashed build assets are immutable for a year', async () => {
  const response = await app.request('/assets/app-abc123.css');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
});

test('unhashed public files are kept a day and revalidated in the background for a week', async () => {
  const response = await app.request('/images/logo.svg');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE);
  expect(PUBLIC_FILE_CACHE).toBe('public, max-age=86400, stale-while-revalidate=604800');
});

test('a missing file falls through uncached, and a missing asset is a 404', async () => {
  const page = await app.request('/store');
  expect(await page.text()).toBe('page');
  expect(page.headers.get('cache-control')).toBeNull();
  const asset = await app.request('/assets/missing-000.js');
  expect(asset.status).toBe(404);
  expect(asset.headers.get('cache-control') ?? '').not.toContain('immutable');
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_MAX_BYTES } from '../common/constants';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives working defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', LOG_LEVEL: 'info', SEED_DEMO_DATA: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('reads PORT, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/td',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      SEED_DEMO_DATA: 'false',
    });
    expect(config).toMatchObject({ PORT: 8080, dataDir: '/tmp/td', DATABASE_URL: 'postgres://u@db:5432/shop', SEED_DEMO_DATA: false });
  });

  it('allows 5 MB uploads by default, the same limit the pages check before uploading', () => {
    expect(DEFAULT_UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(loadConfig({}).UPLOAD_MAX_BYTES).toBe(DEFAULT_UPLOAD_MAX_BYTES);
  });

  it('reads PUBLIC_URL as an origin and RENDER_CACHE as a switch, on by default', () => {
    expect(loadConfig({}).PUBLIC_URL).toBeUndefined();
    expect(loadConfig({}).RENDER_CACHE).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://tienda.example/', RENDER_CACHE: 'false' })).toMatchObject({ PUBLIC_URL: 'https://tienda.example', RENDER_CACHE: false });
    expect(() => loadConfig({ PUBLIC_URL: 'https://tienda.example/shop' })).toThrowError(/PUBLIC_URL: must be an origin/);
    expect(() => loadConfig({ PUBLIC_URL: 'tienda.example' })).toThrowError(ConfigError);
  });

  it('bounds each in-memory cache at 32 MB and the embedded database\'s buffers at 32MB unless told', () => {
    expect(loadConfig({})).toMatchObject({ CACHE_MAX_MB: 32, PGLITE_SHARED_BUFFERS: '32MB' });
    expect(loadConfig({ CACHE_MAX_MB: '8', PGLITE_SHARED_BUFFERS: '128MB' })).toMatchObject({ CACHE_MAX_MB: 8, PGLITE_SHARED_BUFFERS: '128MB' });
    expect(() => loadConfig({ CACHE_MAX_MB: '0' })).toThrow(/CACHE_MAX_MB/);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '32' })).toThrow(/PGLITE_SHARED_BUFFERS: must be a size such as 32MB/);
  });

  it("keeps the VERI*FACTU records in the outbox by default; sending them to the AEAT needs the company's certificate", () => {
    expect(loadConfig({}).FISCAL_SUBMITTER).toBe('outbox');
    expect(() => loadConfig({ FISCAL_SUBMITTER: 'aeat' })).toThrow(/AEAT_PFX_FILE/);
    expect(loadConfig({ FISCAL_SUBMITTER: 'aeat', AEAT_PFX_FILE: '/etc/tienda/empresa.p12', AEAT_PFX_PASSWORD: 'x' }).FISCAL_SUBMITTER).toBe('aeat');
    expect(() => loadConfig({ FISCAL_SUBMITTER: 'aeat', AEAT_CERT_FILE: 'c.pem', AEAT_KEY_FILE: 'k.pem', AEAT_ENDPOINT: 'http://aeat.example' })).toThrow(/AEAT_ENDPOINT/);
  });

  it('keeps files on this disk by default; STORAGE_URL names a bucket, and the other STORAGE_ settings need it', () => {
    expect(loadConfig({}).STORAGE_URL).toBeUndefined();
    const config = loadConfig({
      STORAGE_URL: 's3://tienda-fotos/produccion',
      STORAGE_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_ACCESS_KEY_ID: 'clave',
      STORAGE_SECRET_ACCESS_KEY: 'secreto',
      STORAGE_PUBLIC_URL: 'https://cdn.tienda.example/fotos',
    });
    expect(config).toMatchObject({ STORAGE_URL: 's3://tienda-fotos/produccion', STORAGE_REGION: 'us-east-1' });
    expect(() => loadConfig({ STORAGE_URL: 'https://tienda-fotos' })).toThrow(/STORAGE_URL: must be s3:\/\/bucket/);
    expect(() => loadConfig({ STORAGE_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/STORAGE_ENDPOINT: is only used with STORAGE_URL/);
    expect(() => loadConfig({ STORAGE_URL: 's3://fotos', STORAGE_ACCESS_KEY_ID: 'clave' })).toThrow(/go together/);
    expect(() => loadConfig({ STORAGE_URL: 's3://fotos', STORAGE_PUBLIC_URL: 'http://cdn.example' })).toThrow(/STORAGE_PUBLIC_URL: must be an https/);
  });

  it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set; the token is a long secret, the port not the store\'s', () => {
    const config = loadConfig({});
    expect(config.METRICS_TOKEN).toBeUndefined();
    expect(config.METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a1'.repeat(16), METRICS_PORT: '9464' })).toMatchObject({ METRICS_TOKEN: 'a1'.repeat(16), METRICS_PORT: 9464 });
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN: must be 24 to 200/);
    expect(() => loadConfig({ METRICS_TOKEN: `${'a'.repeat(30)} b` })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must be another port than PORT/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('stops with a message naming every wrong value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEFAULT_STORE_ORIGIN, absoluteUrl, instanceOrigin, setStoreOrigin, storeOrigin, storeOriginFrom } from './public-origin';

describe("the store's public origin", () => {
  afterEach(() => setStoreOrigin(DEFAULT_STORE_ORIGIN));

  it('is PUBLIC_URL when set, else the address the instance listens on', () => {
    expect(storeOriginFrom(loadConfig({ PUBLIC_URL: 'https://tienda.example', PORT: '8080' }))).toBe('https://tienda.example');
    expect(storeOriginFrom(loadConfig({}))).toBe('http://localhost:3000');
    expect(storeOriginFrom(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }))).toBe('http://localhost:8080');
    expect(storeOriginFrom(loadConfig({ HOST: '::', PORT: '8080' }))).toBe('http://localhost:8080');
    expect(storeOriginFrom(loadConfig({ HOST: '127.0.0.1', PORT: '4000' }))).toBe('http://127.0.0.1:4000');
    expect(instanceOrigin('::1', 3000)).toBe('http://[::1]:3000');
    expect(instanceOrigin('tienda.lan', 80)).toBe('http://tienda.lan');
  });

  it('is http://localhost:3000 until it is set, and the base of absoluteUrl once set', () => {
    expect(storeOrigin()).toBe('http://localhost:3000');
    expect(absoluteUrl('/api/payments/redsys/notification')).toBe('http://localhost:3000/api/payments/redsys/notification');
    setStoreOrigin('https://tienda.example/');
    expect(storeOrigin()).toBe('https://tienda.example');
    expect(absoluteUrl('/checkout/ok?order=TD-2026-000001')).toBe('https://tienda.example/checkout/ok?order=TD-2026-000001');
  });

  it('takes only an origin, and makes addresses only of paths of the store', () => {
    expect(() => setStoreOrigin('https://tienda.example/shop')).toThrow();
    expect(() => setStoreOrigin('ftp://tienda.example')).toThrow();
    expect(() => setStoreOrigin('tienda.example')).toThrow();
    for (const path of ['checkout', '//evil.example/a', '/\\evil.example/a', 'https://evil.example/']) expect(() => absoluteUrl(path), path).toThrow();
  });
});

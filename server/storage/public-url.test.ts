import { afterEach, expect, it } from 'vitest';
import { publicFileUrl, setPublicStorageBase } from './public-url';

afterEach(() => setPublicStorageBase(undefined));

it('links stored files at /storage/ here, or at STORAGE_PUBLIC_URL when it is set', () => {
  expect(publicFileUrl('avatars/1-ab.webp')).toBe('/storage/avatars/1-ab.webp');
  setPublicStorageBase('https://cdn.tienda.example/fotos/');
  expect(publicFileUrl('avatars/1-ab.webp')).toBe('https://cdn.tienda.example/fotos/avatars/1-ab.webp');
  setPublicStorageBase(undefined);
  expect(publicFileUrl('avatars/1-ab.webp')).toBe('/storage/avatars/1-ab.webp');
});

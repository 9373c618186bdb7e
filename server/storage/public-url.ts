/** Files in storage are served by this process under /storage/{key}. */
export const PUBLIC_STORAGE_PREFIX = '/storage/';

let publicBase = PUBLIC_STORAGE_PREFIX;

/**
 * Pages link stored files at `STORAGE_PUBLIC_URL` when it is set (a CDN or the bucket's own public
 * address), else at /storage/ here. Set once at start (server/start.ts) from the configuration, like
 * the logger's level: every presenter reads the same base without carrying it.
 */
export function setPublicStorageBase(base: string | undefined): void {
  publicBase = base ? `${base.replace(/\/+$/, '')}/` : PUBLIC_STORAGE_PREFIX;
}

export function publicFileUrl(key: string): string {
  return `${publicBase}${key}`;
}

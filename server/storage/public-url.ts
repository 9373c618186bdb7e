/** Files in storage are served under /storage/{key}. */
export const PUBLIC_STORAGE_PREFIX = '/storage/';

export function publicFileUrl(key: string): string {
  return `${PUBLIC_STORAGE_PREFIX}${key}`;
}

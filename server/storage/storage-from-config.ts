import path from 'node:path';
import type { Config } from '../config';
import { createLocalFileStorage, type FileStorage } from './file-storage';
import { setPublicStorageBase } from './public-url';
import { createS3FileStorage, parseStorageUrl } from './s3-file-storage';

type StorageConfig = Pick<
  Config,
  | 'dataDir'
  | 'STORAGE_URL'
  | 'STORAGE_ENDPOINT'
  | 'STORAGE_REGION'
  | 'STORAGE_ACCESS_KEY_ID'
  | 'STORAGE_SECRET_ACCESS_KEY'
  | 'STORAGE_FORCE_PATH_STYLE'
  | 'STORAGE_PUBLIC_URL'
>;

/** The local folder files live in without STORAGE_URL (and the source of `npm run storage:migrate`). */
export function localStorageRoot(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'storage');
}

/** The bucket STORAGE_URL names, or null without one. */
export function bucketStorageFrom(config: StorageConfig): FileStorage | null {
  const location = config.STORAGE_URL ? parseStorageUrl(config.STORAGE_URL) : null;
  if (!location) return null;
  return createS3FileStorage({
    ...location,
    endpoint: config.STORAGE_ENDPOINT,
    region: config.STORAGE_REGION,
    accessKeyId: config.STORAGE_ACCESS_KEY_ID,
    secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY,
    forcePathStyle: config.STORAGE_FORCE_PATH_STYLE ?? Boolean(config.STORAGE_ENDPOINT),
  });
}

/** The storage this instance uses, and where its pages link the files. */
export function fileStorageFrom(config: StorageConfig): FileStorage {
  setPublicStorageBase(config.STORAGE_PUBLIC_URL);
  return bucketStorageFrom(config) ?? createLocalFileStorage(localStorageRoot(config));
}

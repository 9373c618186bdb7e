import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { parseStorageUrl } from '../storage/s3-file-storage';

/** A file in the backups' place. */
export interface BackupFile {
  name: string;
  bytes: number;
}

/**
 * Where backups go: a folder (BACKUP_DIR, by default DATA_DIR/backups) or a private bucket of any
 * S3-compatible service (BACKUP_URL=s3://bucket/prefix, reached with the STORAGE_ENDPOINT, region
 * and keys of the file storage). Never the public files' bucket prefix: /storage/* serves that.
 */
export interface BackupDestination {
  readonly kind: 'folder' | 'bucket';
  /** Where, for people: the folder's path or s3://bucket/prefix (no keys). */
  readonly where: string;
  /** Copies a local file in under `name` (written aside and renamed in a folder). */
  putFile(name: string, file: string): Promise<void>;
  putText(name: string, text: string): Promise<void>;
  /** The file's bytes into the local `file`; false when there is none under `name`. */
  getFile(name: string, file: string): Promise<boolean>;
  getText(name: string): Promise<string | null>;
  list(): Promise<BackupFile[]>;
  remove(name: string): Promise<void>;
}

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

function safeName(name: string): string {
  if (!SAFE_NAME.test(name)) throw new Error(`Not a backup file name: ${name}`);
  return name;
}

export function folderDestination(root: string): BackupDestination {
  const fileOf = (name: string) => path.join(root, safeName(name));
  const writeAside = async (name: string, write: (partial: string) => Promise<void>) => {
    // Backups hold the whole store: readable by the store's own user only.
    await fs.mkdir(root, { recursive: true, mode: 0o700 });
    const partial = `${fileOf(name)}.${process.pid}.partial`;
    try {
      await write(partial);
      await fs.rename(partial, fileOf(name));
    } finally {
      await fs.rm(partial, { force: true });
    }
  };
  return {
    kind: 'folder',
    where: root,
    putFile: (name, file) =>
      writeAside(name, async (partial) => {
        await fs.copyFile(file, partial);
        await fs.chmod(partial, 0o600);
      }),
    putText: (name, text) => writeAside(name, (partial) => fs.writeFile(partial, text, { mode: 0o600 })),
    async getFile(name, file) {
      try {
        await fs.copyFile(fileOf(name), file);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async getText(name) {
      return fs.readFile(fileOf(name), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async list() {
      const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
      const files: BackupFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || !SAFE_NAME.test(entry.name) || entry.name.endsWith('.partial')) continue;
        const stat = await fs.stat(path.join(root, entry.name)).catch(() => null);
        if (stat) files.push({ name: entry.name, bytes: stat.size });
      }
      return files;
    },
    async remove(name) {
      await fs.rm(fileOf(name), { force: true });
    },
  };
}

export interface BucketSettings {
  bucket: string;
  prefix: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

export function bucketDestination(settings: BucketSettings, client?: S3Client): BackupDestination {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => (settings.prefix ? `${settings.prefix}/${safeName(name)}` : safeName(name));
  const get = async (name: string) => {
    try {
      return await s3.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  };
  return {
    kind: 'bucket',
    where: `s3://${Bucket}${settings.prefix ? `/${settings.prefix}` : ''}`,
    async putFile(name, file) {
      const { size } = await fs.stat(file);
      await s3.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: fsSync.createReadStream(file), ContentLength: size, ContentType: 'application/octet-stream' }));
    },
    async putText(name, text) {
      await s3.send(new PutObjectCommand({ Bucket, Key: keyOf(name), Body: text, ContentType: 'application/json' }));
    },
    async getFile(name, file) {
      const object = await get(name);
      if (!object?.Body) return false;
      await pipeline(object.Body as Readable, fsSync.createWriteStream(file));
      return true;
    },
    async getText(name) {
      const object = await get(name);
      return object?.Body ? object.Body.transformToString('utf8') : null;
    },
    async list() {
      const files: BackupFile[] = [];
      const under = settings.prefix ? `${settings.prefix}/` : '';
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: under, Delimiter: '/', ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(under.length) ?? '';
          if (SAFE_NAME.test(name)) files.push({ name, bytes: object.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files;
    },
    async remove(name) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
  };
}

export type BackupConfig = Pick<
  Config,
  'dataDir' | 'BACKUP_DIR' | 'BACKUP_URL' | 'STORAGE_ENDPOINT' | 'STORAGE_REGION' | 'STORAGE_ACCESS_KEY_ID' | 'STORAGE_SECRET_ACCESS_KEY' | 'STORAGE_FORCE_PATH_STYLE'
>;

/** BACKUP_URL's bucket when set, else the folder BACKUP_DIR (default DATA_DIR/backups). */
export function backupDestinationFrom(config: BackupConfig): BackupDestination {
  const location = config.BACKUP_URL ? parseStorageUrl(config.BACKUP_URL) : null;
  if (location) {
    return bucketDestination({
      ...location,
      endpoint: config.STORAGE_ENDPOINT,
      region: config.STORAGE_REGION,
      accessKeyId: config.STORAGE_ACCESS_KEY_ID,
      secretAccessKey: config.STORAGE_SECRET_ACCESS_KEY,
      forcePathStyle: config.STORAGE_FORCE_PATH_STYLE ?? Boolean(config.STORAGE_ENDPOINT),
    });
  }
  return folderDestination(path.resolve(config.BACKUP_DIR ?? path.join(config.dataDir, 'backups')));
}

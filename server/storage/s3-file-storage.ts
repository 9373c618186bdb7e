import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMMUTABLE } from '../http/static-files';
import { contentTypeOf, safeKey, type FileStorage } from './file-storage';

export interface S3StorageSettings {
  bucket: string;
  /** Folder inside the bucket ('' for its root), without slashes at either end. */
  prefix: string;
  /** An S3-compatible service's address (R2, MinIO, Ceph…); unset, AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (MinIO, Ceph and most self-hosted services) instead of in the host name. */
  forcePathStyle: boolean;
}

/** `s3://bucket/some/prefix` → bucket and prefix, or null when the address is not one. */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9/_.-]+$/.test(prefix)) return null;
  return { bucket: match[1]!, prefix };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * The files in a bucket of any S3-compatible service, through the official AWS SDK. Checksums are
 * only sent where S3 requires them: several compatible services refuse the SDK's newer default.
 */
export function createS3FileStorage(settings: S3StorageSettings, client?: S3Client): FileStorage {
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
  const objectKey = (key: string) => (settings.prefix ? `${settings.prefix}/${safeKey(key)}` : safeKey(key));
  return {
    kind: 's3',
    localRoot: null,
    async put(key, data) {
      await s3.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(key) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: object.ContentLength ?? null,
          etag: object.ETag ?? null,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async *list() {
      const under = settings.prefix ? `${settings.prefix}/` : '';
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: under, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(under.length) ?? '';
          if (key) yield { key, size: object.Size ?? 0, ...(object.ETag ? { etag: object.ETag.replaceAll('"', '') } : {}) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage } from './storage.ts';

/** An S3-compatible store (AWS S3, Cloudflare R2, MinIO …), read from STORAGE_URL (see storage-config.ts). */
export interface S3Settings {
  bucket: string;
  /** Put before every key ("" or "spanner/"), so one bucket can hold several deployments. */
  prefix: string;
  region: string;
  /** The store's address; unset: AWS S3 of `region`. */
  endpoint?: string;
  /** Address buckets as https://host/bucket rather than https://bucket.host (MinIO and other local servers). */
  forcePathStyle: boolean;
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Parts of a streamed upload: one part is held at a time, so a 1 GB file costs a part's memory, not a gigabyte. */
const PART_BYTES = 5 * 1024 * 1024;

const missing = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: R2, MinIO and older servers refuse or mishandle the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const at = (key: string) => `${settings.prefix}${key}`;
  return {
    describe: `S3 bucket ${Bucket}${settings.prefix ? `/${settings.prefix}` : ''}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: at(key), Body: body, ContentType: contentType },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      await upload.done();
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: at(key) }));
        return {
          stream: out.Body as Readable,
          contentType: out.ContentType ?? 'application/octet-stream',
          size: out.ContentLength ?? 0,
        };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async size(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: at(key) }))).ContentLength ?? 0;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: at(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

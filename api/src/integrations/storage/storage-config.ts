import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDiskStorage } from './local-disk.ts';
import { type S3Settings, s3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/**
 * STORAGE_URL, read once:
 * - unset or `file:` — the folder DATA_DIR/uploads (the default); `file:///srv/spanner/uploads` — that folder;
 * - `s3://bucket[/prefix]?region=…&endpoint=…&pathStyle=true|false` — an S3-compatible store. `region` defaults to
 *   us-east-1 (R2: `auto`); `endpoint` is the store's address (unset: AWS S3); `pathStyle` defaults to true when an
 *   endpoint is given (MinIO and other local servers), false for AWS. Credentials are never in the URL: they come
 *   from STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, else the AWS SDK's own chain (AWS_* variables, roles).
 */
export type StorageSettings = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3Settings);

export interface StorageEnv {
  STORAGE_URL?: string;
  STORAGE_ACCESS_KEY_ID?: string;
  STORAGE_SECRET_ACCESS_KEY?: string;
}

const truthy = (v: string) => ['true', '1', 'yes'].includes(v);

/** The settings STORAGE_URL names; throws a message for the configuration error list when it names nothing usable. */
export function storageSettings(env: StorageEnv, uploadDir: string): StorageSettings {
  const raw = env.STORAGE_URL;
  if (!raw || raw === 'file:') return { kind: 'local', dir: uploadDir };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('must be file:, file:///a/folder or s3://bucket?region=…&endpoint=…');
  }
  if (url.protocol === 'file:') return { kind: 'local', dir: path.resolve(fileURLToPath(url)) };
  if (url.protocol !== 's3:') throw new Error('must start with file: or s3://');
  if (url.username || url.password) throw new Error('must not hold credentials: set STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY');
  const bucket = url.hostname;
  if (!bucket) throw new Error('must name the bucket: s3://bucket');
  const prefix = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error('endpoint must be an http(s) address, e.g. http://minio:9000');
  const pathStyle = url.searchParams.get('pathStyle');
  const { STORAGE_ACCESS_KEY_ID: accessKeyId, STORAGE_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!accessKeyId !== !secretAccessKey) throw new Error('needs both STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, or neither');
  return {
    kind: 's3',
    bucket,
    prefix: prefix ? `${prefix}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    endpoint,
    forcePathStyle: pathStyle === null ? Boolean(endpoint) : truthy(pathStyle),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The storage the settings name. */
export function openStorage(settings: StorageSettings): Storage {
  return settings.kind === 'local' ? localDiskStorage(settings.dir) : s3Storage(settings);
}

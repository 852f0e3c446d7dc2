import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const storageOf = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/srv/spanner', ...env }).storage;

describe('STORAGE_URL', () => {
  it('keeps files in DATA_DIR/uploads when unset or file:, or in the folder a file: URL names', () => {
    expect(storageOf({})).toEqual({ kind: 'local', dir: '/srv/spanner/uploads' });
    expect(storageOf({ STORAGE_URL: 'file:' })).toEqual({ kind: 'local', dir: '/srv/spanner/uploads' });
    expect(storageOf({ STORAGE_URL: 'file:///mnt/files' })).toEqual({ kind: 'local', dir: '/mnt/files' });
  });

  it('names an S3-compatible store: bucket, prefix, region, endpoint, path style and the credential settings', () => {
    expect(
      storageOf({
        STORAGE_URL: 's3://spanner-files/prod?region=auto&endpoint=https://acct.r2.cloudflarestorage.com',
        STORAGE_ACCESS_KEY_ID: 'key',
        STORAGE_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'spanner-files',
      prefix: 'prod/',
      region: 'auto',
      endpoint: 'https://acct.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    // AWS itself: virtual-host addressing, and the SDK's own credentials (a role) when none are set.
    expect(storageOf({ STORAGE_URL: 's3://spanner-files?region=ap-southeast-2' })).toMatchObject({
      prefix: '',
      region: 'ap-southeast-2',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(storageOf({ STORAGE_URL: 's3://b?endpoint=http://minio:9000&pathStyle=false' })).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    ['ftp://files', 'must start with file: or s3://'],
    ['s3://key:secret@bucket', 'must not hold credentials'],
    ['s3://bucket?endpoint=minio:9000', 'endpoint must be an http(s) address'],
    ['not a url', 'must be file:, file:///a/folder or s3://bucket'],
  ])('refuses %s with a clear message', (url, message) => {
    expect(() => storageOf({ STORAGE_URL: url })).toThrow(message);
  });

  it('wants both credential settings or neither', () => {
    expect(() => storageOf({ STORAGE_URL: 's3://bucket', STORAGE_ACCESS_KEY_ID: 'key' })).toThrow(
      'needs both STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY',
    );
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

type BucketContext = { path: string; state: { vhost?: boolean }; mountPath?: string };

export interface TestS3Server {
  /** The settings that point Spanner at this server's bucket. */
  env: { STORAGE_URL: string; STORAGE_ACCESS_KEY_ID: string; STORAGE_SECRET_ACCESS_KEY: string };
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver 4, in this process, on a free port) with an empty bucket, reached through the
 * real AWS client. s3rver checks request signatures with its own key pair (S3RVER/S3RVER).
 */
export async function startS3Server(bucket = 'spanner-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'spanner-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  // The SDK signs a bucket-level request (HeadBucket, ListObjects) over the path /bucket/, while s3rver rebuilds it
  // as /bucket and answers SignatureDoesNotMatch. After s3rver's host rewriting, such a request is told to rebuild
  // it as the SDK wrote it (its virtual-host form: '/' + bucket + mount path '/'); every signature is still checked.
  const vhost = server.middleware.findIndex((m: { name: string }) => m.name === 'vhost');
  server.middleware.splice(vhost + 1, 0, async (ctx: BucketContext, next: () => Promise<void>) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) {
      ctx.state.vhost = true;
      ctx.mountPath = '/';
    }
    await next();
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      STORAGE_URL: `s3://${bucket}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1`,
      STORAGE_ACCESS_KEY_ID: 'S3RVER',
      STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
    },
    endpoint,
    bucket,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

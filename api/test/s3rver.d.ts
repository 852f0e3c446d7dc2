// The part of @20minutes/s3rver 4 (a Koa app; no types of its own) the tests use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, run in order (composed when the server starts). */
    middleware: ((ctx: never, next: () => Promise<void>) => unknown)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

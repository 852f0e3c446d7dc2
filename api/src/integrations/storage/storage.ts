import type { Readable } from 'node:stream';

/** A stored file, read as a stream (never whole into memory). */
export interface StoredFile {
  stream: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live (avatars, blog covers, job photos, email attachments): a folder of this machine by
 * default, or an S3-compatible object store (STORAGE_URL, see storage-config.ts). Keys are made by the app, never
 * by users. Every file is streamed in and out; files are served by the API after the caller's rights are checked.
 */
export interface Storage {
  /** Store `body` under `key` (replacing any file there). A stream is written as it is read. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** The size of the file under `key`, or null when there is none (the migration's "already copied" check). */
  size(key: string): Promise<number | null>;
  /** Remove the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store can be written and read (readiness); rejects with the reason otherwise. */
  check(): Promise<void>;
  /** Where the files are, for logs and the migration's output (never credentials). */
  readonly describe: string;
}

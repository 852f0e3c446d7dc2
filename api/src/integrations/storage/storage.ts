import type { Readable } from 'node:stream';

/** File storage for avatars and job photos. Local disk by default; an object store in production. */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<{ stream: Readable; contentType: string; size: number } | null>;
  delete(key: string): Promise<void>;
}

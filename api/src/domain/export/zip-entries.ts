import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

/**
 * A ZIP written while it is read (the export build reads it into storage): each entry is added once the previous one
 * is in the archive, so only one file (or one page of rows) is in memory or open at a time however large the
 * export, and a slow store slows the reads down instead of filling memory.
 */
export class ZipWriter {
  readonly archive = new ZipArchive({ zlib: { level: 6 } });
  private failure: Error | null = null;

  constructor() {
    this.archive.on('error', (error) => {
      this.failure = error;
    });
  }

  /**
   * Add one entry and wait until the archive has taken all of it. Rejects when the archive fails or is closed
   * first (the download was cancelled), so the export stops reading instead of waiting for ever.
   */
  add(name: string, source: Readable | Buffer | string): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.archive.destroyed) return Promise.reject(new Error("The export's file was closed before it was finished"));
    return new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown) => {
        this.archive.off('entry', done);
        this.archive.off('error', settle);
        this.archive.off('close', closed);
        if (error) reject(error);
        else resolve();
      };
      const done = (entry: unknown) => {
        if ((entry as { name?: string }).name === name) settle();
      };
      const closed = () => settle(new Error("The export's file was closed before it was finished"));
      this.archive.on('entry', done);
      this.archive.on('error', settle);
      this.archive.on('close', closed);
      this.archive.append(source, { name });
    });
  }

  /** Add an entry from text produced piece by piece (an async generator of CSV pages, a JSON document). */
  addGenerated(name: string, parts: AsyncIterable<string>): Promise<void> {
    return this.add(name, Readable.from(parts, { objectMode: false }));
  }

  finish(): Promise<void> {
    return this.archive.finalize();
  }
}

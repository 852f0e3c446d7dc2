import pg from 'pg';

/** Run statements on a PostgreSQL server's maintenance connection (create, copy and drop test databases). */
export async function withServer<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

import { describe, expect, it } from 'vitest';
import { whileDatabaseAway } from './wait-for-database.ts';

/** What Prisma throws when the server cut the connection under a query (as in a PostgreSQL restart). */
const cut = () => Object.assign(new Error('Connection terminated unexpectedly'), { clientVersion: '7.10.0' });
const quiet = { waitMs: 5_000, pauseMs: 1, log: () => {} };

describe('a start-up step while the database restarts', () => {
  it('runs again from the start until the database answers, and returns what it answered', async () => {
    let tries = 0;
    const answer = await whileDatabaseAway(async () => {
      tries += 1;
      if (tries < 3) throw cut();
      return 'owner found';
    }, quiet);
    expect(answer).toBe('owner found');
    expect(tries).toBe(3);
  });

  it('does not wait on a failure that is not the database being away', async () => {
    let tries = 0;
    const wrong = Object.assign(new Error('password authentication failed'), { clientVersion: '7.10.0', code: 'P1000' });
    await expect(
      whileDatabaseAway(async () => {
        tries += 1;
        throw wrong;
      }, quiet),
    ).rejects.toBe(wrong);
    expect(tries).toBe(1);
  });

  it('gives up after its time with the last failure', async () => {
    await expect(
      whileDatabaseAway(
        async () => {
          throw cut();
        },
        { ...quiet, waitMs: 0 },
      ),
    ).rejects.toThrow('Connection terminated');
  });
});

import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('counts a pool that hands out no connection in time as the database out of reach (503, not 500)', () => {
    // As Prisma passes it on when a transaction cannot start: node-postgres's own error, marked with Prisma's version.
    const poolTimeout = Object.assign(new Error('timeout exceeded when trying to connect'), { clientVersion: '7.10.0' });
    expect(isDatabaseUnavailable(poolTimeout)).toBe(true);
  });

  it('counts a transaction that could not start, or expired, while the server was busy (Prisma P2028) as an outage', () => {
    const p2028 = (message: string) => Object.assign(new Error(message), { name: 'PrismaClientKnownRequestError', code: 'P2028' });
    expect(isDatabaseUnavailable(p2028('Transaction API error: Unable to start a transaction in the given time.'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        p2028(
          'Transaction API error: Transaction already closed: A query cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms',
        ),
      ),
    ).toBe(true);
    // The same code for a transaction used after it committed is a bug, answered 500.
    expect(
      isDatabaseUnavailable(
        p2028('Transaction API error: Transaction already closed: A commit cannot be executed on a committed transaction'),
      ),
    ).toBe(false);
  });

  it('leaves other failures alone: the same words from outside Prisma, a Prisma error that is not an outage', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('Unique constraint failed'), { clientVersion: '7.10.0', code: 'P2002' }))).toBe(
      false,
    );
  });
});

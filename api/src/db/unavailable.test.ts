import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('counts a pool that hands out no connection in time as the database out of reach (503, not 500)', () => {
    // As Prisma passes it on when a transaction cannot start: node-postgres's own error, marked with Prisma's version.
    const poolTimeout = Object.assign(new Error('timeout exceeded when trying to connect'), { clientVersion: '7.10.0' });
    expect(isDatabaseUnavailable(poolTimeout)).toBe(true);
  });

  it('leaves other failures alone: the same words from outside Prisma, a Prisma error that is not an outage', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('Unique constraint failed'), { clientVersion: '7.10.0', code: 'P2002' }))).toBe(
      false,
    );
  });
});

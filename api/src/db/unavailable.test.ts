import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('counts a pool that hands out no connection in time as the database out of reach (503, not 500)', () => {
    // As Prisma passes it on when a transaction cannot start: node-postgres's own error, marked with Prisma's version.
    const poolTimeout = Object.assign(new Error('timeout exceeded when trying to connect'), { clientVersion: '7.10.0' });
    expect(isDatabaseUnavailable(poolTimeout)).toBe(true);
  });

  it('counts a transaction that outlived its time limit on a slow server as out of reach (503, not 500)', () => {
    const expired = Object.assign(
      new Error(
        'Transaction API error: A query cannot be executed on an expired transaction. The timeout for this transaction was 5000 ms, however 6110 ms passed since the start of the transaction.',
      ),
      { name: 'PrismaClientKnownRequestError', clientVersion: '7.10.0', code: 'P2028' },
    );
    expect(isDatabaseUnavailable(expired)).toBe(true);
    const transactionMisuse = Object.assign(new Error('Transaction API error: Transaction already closed'), {
      name: 'PrismaClientKnownRequestError',
      clientVersion: '7.10.0',
      code: 'P2028',
    });
    expect(isDatabaseUnavailable(transactionMisuse)).toBe(false);
  });

  it('leaves other failures alone: the same words from outside Prisma, a Prisma error that is not an outage', () => {
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('Unique constraint failed'), { clientVersion: '7.10.0', code: 'P2002' }))).toBe(
      false,
    );
  });

  it("counts node-postgres's own unmarked error for a connection the server dropped as out of reach (503, not 500)", async () => {
    // A server that takes the connection and drops it, as PostgreSQL going away mid-transaction does; Prisma's
    // adapter passes node-postgres's plain error on through an interactive transaction without its mark.
    const server = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' });
    const dropped = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    server.close();
    expect(dropped).toBeInstanceOf(Error);
    expect((dropped as Error).message).toMatch(/Connection terminated/);
    expect(isDatabaseUnavailable(dropped)).toBe(true);
    // The same words made anywhere else are not ours.
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(false);
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

// A Redis server of the test's own (redis-server as a child process, no persistence), so a test can kill and start
// it again without touching the machine's shared Redis.

export interface RedisChild {
  url: string;
  /** Kill it (SIGKILL: a crash, not a clean shutdown) and wait until it has exited. */
  kill(): Promise<void>;
  /** Start it again on the same port; resolves once it accepts connections. */
  start(): Promise<void>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startRedisChild(binary = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'): Promise<RedisChild> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const proc = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      let output = '';
      proc.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${output}`)));
      proc.once('error', reject);
    });
  const kill = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once('exit', resolve));
    proc.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start, close: kill };
}

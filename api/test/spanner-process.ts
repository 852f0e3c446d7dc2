import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

// A real Spanner process (api/src/main.ts) spawned by a test, with the environment given on top of test defaults.
// Tests wait on what it prints (`printed`), never on a guess at how long it takes.

const api = path.resolve(import.meta.dirname, '..');

export interface SpannerProcess {
  child: ChildProcess;
  /** Its base URL, once it serves. */
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Until it has printed `text`; answers the text matched. */
  printed(text: string | RegExp): Promise<string>;
  exited: Promise<number | null>;
}

/**
 * Spawn Spanner and wait until it serves: the bundle `entry` (as production runs; the API tests' global setup builds
 * one, `inject('processBundle')`), else `src/main.ts` under tsx.
 */
export async function spawnSpanner(env: Record<string, string>, entry?: string): Promise<SpannerProcess> {
  const child = spawn(process.execPath, entry ? ['--enable-source-maps', entry] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: api,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: string) => {
    output += chunk;
  };
  child.stdout?.setEncoding('utf8').on('data', append);
  child.stderr?.setEncoding('utf8').on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const printed = (text: string | RegExp) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const found = typeof text === 'string' ? output.includes(text) && text : output.match(text)?.[0];
        if (!found) return;
        child.stdout?.off('data', look);
        child.stderr?.off('data', look);
        child.off('exit', gone);
        resolve(found);
      };
      const gone = () => reject(new Error(`the process exited before printing ${text}:\n${output}`));
      child.stdout?.on('data', look);
      child.stderr?.on('data', look);
      child.once('exit', gone);
      look();
    });
  const url = (await printed(/serving on http:\/\/\S+/)).replace('serving on ', '');
  return { child, url, output: () => output, printed, exited };
}

// Browser tests drive Debian's Chromium (never a downloaded browser). Find it at CHROME_PATH or
// /usr/bin/chromium; when it is missing and we are root, install Debian's package; otherwise say how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/** The flags that keep Chromium quiet on a closed network (no background requests, updates or sync). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function ensureChromium() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (fs.existsSync(candidate)) return candidate;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH points at ${candidate}, which does not exist.`);
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("Chromium is not installed: installing Debian's chromium package…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(
    'The browser tests need Chromium. Install it with `sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());

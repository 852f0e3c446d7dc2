// Browser tests drive Debian's Chromium (never a downloaded browser): its headless shell, the build without the
// browser's windowing layers that Playwright itself prefers for headless runs — measured here, a full page load of
// the app costs about a quarter less CPU and a fresh browser context with its first load about half. Found at
// CHROME_PATH, else /usr/bin/chromium-headless-shell; when it is missing and we are root, Debian's package is installed;
// otherwise the full /usr/bin/chromium serves; with neither, the error says how to install one.
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

const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

export function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (fs.existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH points at ${process.env.CHROME_PATH}, which does not exist.`);
  }
  if (fs.existsSync(SHELL)) return SHELL;
  if (typeof process.getuid === 'function' && process.getuid() === 0) {
    console.log("Chromium's headless shell is not installed: installing Debian's chromium-headless-shell package…");
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', { stdio: 'inherit' });
    } catch (err) {
      console.log(`Installing it failed (${err.message}); looking for the full browser.`);
    }
    if (fs.existsSync(SHELL)) return SHELL;
  }
  if (fs.existsSync(FULL)) return FULL;
  throw new Error(
    'The browser tests need Chromium. Install it with `sudo apt-get install -y chromium-headless-shell`, or set CHROME_PATH to a Chromium binary.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());

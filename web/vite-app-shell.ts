import fs from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the walk below reads it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * Screens the installed app does not keep for offline use: the owner and support portals (their own sign-ins,
 * office work online). Their code still loads from the network when opened.
 */
const ONLINE_ONLY = /^src\/(?:portals\/(?:owner|support)\/|features\/(?:owner-[^/]+|support-admin|support-desk)\/)/;

/**
 * The built files the main app can load: its page (index.html) and everything it imports, statically or on
 * demand, except the portals above. The public site's browser entry and what only it loads (the REST reference's
 * renderer, megabytes of it) are not the app, so they are left out of the precache.
 */
export function appShellFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const next of chunk.imports ?? []) visit(next);
    for (const next of chunk.dynamicImports ?? []) if (!ONLINE_ONLY.test(next)) visit(next);
  };
  visit('index.html');
  return files;
}

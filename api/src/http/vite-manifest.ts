import fs from 'node:fs';
import path from 'node:path';

// The web build's manifest (WEB_DIST/.vite/manifest.json): which files a source module became, what it imports and
// its style sheets. Read by the public site (its entry's preloads) and the app page (a signed-in screen's preloads).

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest, or null when the web is not built. */
export function readManifest(webDist: string): Manifest | null {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The files the modules `keys` load — theirs and every static import's, each once, in load order — and their style sheets. */
export function filesOf(manifest: Manifest, keys: string[]): { scripts: string[]; sheets: string[] } {
  const scripts = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return { scripts: [...scripts], sheets: [...sheets] };
}

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/*.md are the reference a newcomer reads: every relative link in them must lead somewhere — the
// file, and the heading an anchor names — and every page they name in prose (`docs/<page>.md`) must exist. Reads
// files only: no database, no server.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGES = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The text outside fenced code blocks, where a link is a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 … */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = heading
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

/** Every broken reference of one page, as `page: target`. */
function brokenIn(page: string): string[] {
  const text = prose(fs.readFileSync(path.join(ROOT, page), 'utf8'));
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue; // https:, mailto: … are not ours to check
    const [file, anchor] = target.split('#');
    const resolved = file ? path.join(path.dirname(path.join(ROOT, page)), file) : path.join(ROOT, page);
    if (!fs.existsSync(resolved)) broken.push(`${page}: ${target}`);
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
      broken.push(`${page}: ${target} (no such heading)`);
    }
  }
  for (const [named] of text.matchAll(/(?<![\w/.-])docs\/[\w.-]+\.md/g)) {
    if (!fs.existsSync(path.join(ROOT, named))) broken.push(`${page}: ${named}`);
  }
  return broken;
}

describe('the docs', () => {
  it('every relative link and named page in README.md and docs/*.md resolves', () => {
    expect(PAGES.flatMap(brokenIn)).toEqual([]);
  });

  it('reads a heading the way GitHub anchors it', () => {
    expect(anchorsOf('# Adding an area\n## Where `GraphQL`’s fixed cost stops\n## Notes\n## Notes')).toEqual(
      new Set(['adding-an-area', 'where-graphqls-fixed-cost-stops', 'notes', 'notes-1']),
    );
  });
});

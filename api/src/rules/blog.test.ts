import { describe, expect, it } from 'vitest';
import {
  isPublished,
  normaliseTags,
  plainTextToHtml,
  postStatus,
  readTimeMinutes,
  SLUG_MAX,
  SLUG_PATTERN,
  slugify,
  wordCount,
} from './blog.ts';

describe('blog rules', () => {
  it('reads 200 words a minute, rounded up, at least a minute', () => {
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes('')).toBe(1);
  });

  it('counts the words of HTML, not its tags', () => {
    expect(wordCount('<p>Two <strong>words</strong></p><p>and&nbsp;more</p>')).toBe(4);
  });

  it('splits plain text into paragraphs on blank lines, single newlines as breaks, escaped', () => {
    expect(plainTextToHtml('One\nline <b>\n\n\nTwo')).toBe('<p>One<br>line &lt;b&gt;</p>\n<p>Two</p>');
  });

  it('publishes only posts whose time has come', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isPublished(null, now)).toBe(false);
    expect(isPublished(new Date('2026-01-02T00:00:00Z'), now)).toBe(false);
    expect(isPublished(new Date('2025-12-31T00:00:00Z'), now)).toBe(true);
  });

  it('makes a slug from a title: lower case, letters and digits joined by single hyphens, accents dropped', () => {
    expect(slugify('Five Tips: Quoting & Invoicing!')).toBe('five-tips-quoting-and-invoicing');
    expect(slugify("  Don't  over-service — café units ")).toBe('dont-over-service-cafe-units');
    expect(slugify('!!!')).toBe('');
    const long = slugify('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(SLUG_PATTERN.test(long)).toBe(true);
    expect(['a-b', 'a1', 'a--b', '-a', 'a-', 'A', 'a_b'].map((s) => SLUG_PATTERN.test(s))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('names a status: draft without a time, scheduled before it, published from it', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(postStatus(null, now)).toBe('draft');
    expect(postStatus(new Date('2026-01-01T00:00:01Z'), now)).toBe('scheduled');
    expect(postStatus(now, now)).toBe('published');
  });

  it('keeps tags trimmed, lower case, without blanks or repeats', () => {
    expect(normaliseTags([' Apps', 'apps', '', 'Winter '])).toEqual(['apps', 'winter']);
  });
});

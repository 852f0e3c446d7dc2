import { describe, expect, it } from 'vitest';
import { isPublished, plainTextToHtml, readTimeMinutes, wordCount } from './blog.ts';

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
});

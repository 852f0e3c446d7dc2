import { describe, expect, it } from 'vitest';
import { DESKTOP_WIDTH, matchesAtWidth, PHONE_WIDTH } from './viewport';

// The width a server render assumes answers the app's media queries as a screen of that width would.
describe('matchesAtWidth', () => {
  it("answers the design system's phone query for a phone's width and not a desktop's", () => {
    const PHONE = 'screen and (max-width: 768px)';
    expect(matchesAtWidth(PHONE, PHONE_WIDTH)).toBe(true);
    expect(matchesAtWidth(PHONE, DESKTOP_WIDTH)).toBe(false);
  });

  it('needs every width condition, and answers no for a feature it cannot know', () => {
    expect(matchesAtWidth('(min-width: 600px) and (max-width: 900px)', 800)).toBe(true);
    expect(matchesAtWidth('(min-width: 600px) and (max-width: 900px)', 390)).toBe(false);
    expect(matchesAtWidth('(prefers-reduced-motion: reduce)', 390)).toBe(false);
  });
});

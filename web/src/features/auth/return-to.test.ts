import { describe, expect, it } from 'vitest';
import { afterSignIn } from './return-to';

const member = { isOwner: false };
const owner = { isOwner: true };

describe('where sign-in leads', () => {
  it('goes back to the page that asked for sign-in', () => {
    expect(afterSignIn({ from: '/admin/blog' }, owner)).toBe('/admin/blog');
    expect(afterSignIn({ from: '/jobs?view=today' }, member)).toBe('/jobs?view=today');
  });

  it('takes the owner to their portal and a member to the dashboard otherwise', () => {
    expect(afterSignIn(null, owner)).toBe('/admin');
    expect(afterSignIn(undefined, member)).toBe('/');
  });

  it('never leaves the app or loops back to sign-in', () => {
    expect(afterSignIn({ from: '//evil.test/x' }, member)).toBe('/');
    expect(afterSignIn({ from: 'https://evil.test' }, member)).toBe('/');
    expect(afterSignIn({ from: '/auth/login' }, owner)).toBe('/admin');
    expect(afterSignIn({ from: '/login' }, member)).toBe('/');
    expect(afterSignIn({ from: 42 }, member)).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { isAppScreen } from './not-app-screens';

describe('which page loads the installed app answers from its cache', () => {
  it("answers the technician's screens with the app shell", () => {
    for (const path of [
      '/schedule',
      '/jobs',
      '/jobs/6b1f0d1e',
      '/jobs/6b1f0d1e/notes',
      '/customers/1',
      '/equipment/2',
      '/price-list',
      '/login',
    ]) {
      expect(isAppScreen(path), path).toBe(true);
    }
  });

  it('leaves the public site, the support and owner portals and the customer pages to the server', () => {
    for (const path of [
      '/blog',
      '/blog/stop-no-shows',
      '/privacy',
      '/developers',
      '/developers/rest',
      '/support',
      '/support/tickets/9',
      '/support-admin',
      '/support-admin/login',
      '/admin',
      '/admin/organisations',
      '/q/quote-token',
      '/c/confirm-token',
      '/billing/local-checkout',
      '/api/jobs',
      '/graphql',
      '/sitemap.xml',
    ]) {
      expect(isAppScreen(path), path).toBe(false);
    }
  });

  it('asks the server first for /, which is the landing page to a visitor who is not signed in', () => {
    expect(isAppScreen('/')).toBe(false);
  });

  it('does not mistake an app path that starts like a portal for the portal', () => {
    expect(isAppScreen('/administration')).toBe(true);
    expect(isAppScreen('/customers/q')).toBe(true);
  });
});

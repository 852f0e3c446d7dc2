import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMMON_FAQ, COMPARISON_FAQ } from '../content/faq';
import { LandingPage } from './LandingPage';

// The landing page promises only what Spanner does today: no accounting integration, no app in the app stores.

describe('LandingPage', () => {
  it('says what is true about accounting software, and nowhere that an integration is included', () => {
    render(<LandingPage packExpiry="never" />);
    expect(document.body.textContent).not.toMatch(/accounting integration is included/i);
    const accounting = [...COMPARISON_FAQ, ...COMMON_FAQ].find((faq) => faq.question === 'Do I still need my accounting software?');
    expect(accounting?.answer).toMatch(/does not connect to Xero or MYOB yet/);
  });

  it('installs from the browser, with the steps on Android and iPhone, and sends nobody to an app store', () => {
    render(<LandingPage packExpiry="never" />);
    const mobile = screen.getByRole('region', { name: 'Install Spanner from your browser' });
    expect(within(mobile).getByText(/Install app/)).toBeInTheDocument();
    expect(within(mobile).getByText(/Add to Home Screen/)).toBeInTheDocument();
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /apps\.apple\.com|play\.google\.com/.test(href))).toEqual([]);
    expect(document.body.textContent).not.toMatch(/App Store|Google Play|iOS and Android app/);
  });
});

import * as s from '../public.css';
import { SiteFooter, SiteHeader } from '../SiteChrome';
import { CONTACT_EMAIL, SITE_NAME } from '../site';

/** The policy's date (spec part 2 §9). */
export const PRIVACY_UPDATED = '2025-09-17';
const RETENTION_YEARS = 7;
const RESPONSE_DAYS = 30;
const MINIMUM_AGE = 13;

/** The privacy policy (/privacy): what Spanner collects, why, how long it keeps it, and people's rights. */
export function PrivacyPage() {
  return (
    <>
      <SiteHeader />
      <main id="main" className={s.narrow}>
        <article className={s.article}>
          <p>
            <a href="/">← Back to {SITE_NAME}</a>
          </p>
          <h1 className={s.pageTitle}>Privacy Policy</h1>
          <p className={s.muted}>
            Last updated <time dateTime={PRIVACY_UPDATED}>17 September 2025</time>
          </p>
          <div className={s.prose}>
            <p>
              {SITE_NAME} provides job management software to trade and field-service businesses in Australia. This policy explains how we
              handle personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles, for the businesses that
              use {SITE_NAME}, their staff, and the customers whose details they keep in it.
            </p>
            <h2>What we collect</h2>
            <ul>
              <li>Account details: your name, email address, business name, ABN, address and bank details for invoices.</li>
              <li>
                What your business enters: customers and their contact details, equipment, jobs, notes, photos, quotes, invoices and
                messages sent to customers.
              </li>
              <li>Billing details: your plan and payment history. Card numbers are handled by our payment provider, not stored by us.</li>
              <li>Technical details: sign-in records, device and browser type, and IP address, to keep accounts secure.</li>
              <li>If you subscribe to our newsletter: your email address, and when and where you gave consent.</li>
            </ul>
            <h2>How we use it</h2>
            <p>
              We use personal information to provide and support the service: to run your account, send the SMS and emails you ask us to
              send, bill your subscription, answer support requests, keep the service secure, and tell you about changes to it. We do not
              sell personal information. We send marketing email only to people who have agreed to receive it, and every such email has a
              one-click unsubscribe.
            </p>
            <h2>Who we share it with</h2>
            <p>
              We share information only with the providers that help us run {SITE_NAME} — hosting, payment processing, SMS and email
              delivery, and support tools — under contracts that protect it, or where the law requires it. Some of these providers may store
              information outside Australia; we take reasonable steps to make sure they protect it as the Australian Privacy Principles
              require.
            </p>
            <h2>How long we keep it</h2>
            <p>
              We keep your information while your account is open. After an account is deleted, we may retain records for up to{' '}
              {RETENTION_YEARS} years where we need them for tax, accounting or legal obligations, then delete them.
            </p>
            <h2>Your rights</h2>
            <p>
              You can ask to see the personal information we hold about you, ask us to correct it, or ask us to delete it. Email{' '}
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. We answer every request within {RESPONSE_DAYS} days. If you are not
              satisfied with our answer, you can complain to the Office of the Australian Information Commissioner (OAIC).
            </p>
            <h2>Children</h2>
            <p>
              {SITE_NAME} is a service for businesses and is not intended for children under {MINIMUM_AGE}. We do not knowingly collect
              personal information from children under {MINIMUM_AGE}.
            </p>
            <h2>Security</h2>
            <p>
              Information is encrypted in transit, passwords are stored only as strong one-way hashes, and access to customer data is
              limited to the staff who need it to support you.
            </p>
            <h2>Changes to this policy</h2>
            <p>
              When we change this policy we update the date at the top of this page, and tell account holders by email about any change that
              matters to them.
            </p>
          </div>
          <p>
            <a href="/">← Back to {SITE_NAME}</a>
          </p>
        </article>
      </main>
      <SiteFooter />
    </>
  );
}

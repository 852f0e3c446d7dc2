// The public pages' header and footer.
import * as s from './public.css';
import { SITE_NAME } from './site';

/** Spanner's mark: a spanner on the brand blue (decorative; the name beside it is the link's text). */
export function BrandMark() {
  return (
    <svg className={s.brandMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#2563eb" />
      <path d="M10 22l8-8m-2-4a4 4 0 1 0 6 6" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header: on the landing page its section links are in-page anchors (#features…); elsewhere they lead to the
 * landing page's sections.
 */
export function SiteHeader({ onLanding = false }: { onLanding?: boolean }) {
  const section = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  return (
    <header className={s.header}>
      <a className={s.skipLink} href="#main">
        Skip to content
      </a>
      <div className={s.headerInner}>
        <a className={s.brand} href="/">
          <BrandMark />
          {SITE_NAME}
        </a>
        <nav className={s.nav} aria-label="Main">
          <a className={s.navLink} href={section('features')}>
            Features
          </a>
          <a className={s.navLink} href={section('pricing')}>
            Pricing
          </a>
          <a className={s.navLink} href="/blog">
            Blog
          </a>
          <a className={s.navLink} href={section('faq')}>
            FAQ
          </a>
        </nav>
        <div className={s.headerActions}>
          <a className={s.navLink} href="/auth/login">
            Log in
          </a>
          <a className={`${s.button.primary} ${s.headerCta}`} href="/auth/register">
            Start free trial
          </a>
        </div>
      </div>
    </header>
  );
}

export function SiteFooter() {
  return (
    <footer className={s.footer}>
      <div className={s.footerInner}>
        <span className={s.muted}>© {SITE_NAME}. Made in Australia for trade businesses.</span>
        <nav aria-label="Footer">
          <ul className={s.footerLinks}>
            <li>
              <a href="/">Home</a>
            </li>
            <li>
              <a href="/blog">Blog</a>
            </li>
            <li>
              <a href="/privacy">Privacy Policy</a>
            </li>
            <li>
              <a href="/auth/login">Log in</a>
            </li>
            <li>
              <a href="/auth/register">Start free trial</a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

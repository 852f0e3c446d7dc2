import * as s from '../public.css';
import { SiteFooter, SiteHeader } from '../SiteChrome';
import { SITE_NAME } from '../site';

/**
 * A notice in the public site's look: what a newsletter link did or would do, with its one button. The button is a
 * plain form POST, so it works before (and without) the page's script.
 */
export function NoticePage({ title, message, button }: { title: string; message: string; button?: { label: string; action: string } }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className={s.narrow}>
        <article className={s.article}>
          <h1 className={s.pageTitle}>{title}</h1>
          <p className={s.lead}>{message}</p>
          {button && (
            <form method="post" action={button.action}>
              <button type="submit" className={s.button.primary}>
                {button.label}
              </button>
            </form>
          )}
          <p>
            <a href="/">Back to {SITE_NAME}</a> · <a href="/blog">Blog</a>
          </p>
        </article>
      </main>
      <SiteFooter />
    </>
  );
}

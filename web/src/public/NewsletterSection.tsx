import { useId } from 'react';
import { NewsletterForm } from './NewsletterForm';
import * as s from './public.css';
import { SITE_NAME } from './site';

/**
 * The newsletter block of a public page: a heading, one line on what is sent, and the form, which records `source`
 * as the form the consent came from. Plain markup and state only, so it renders on the server and hydrates as is.
 */
export function NewsletterSection({ source }: { source: 'blog' | 'blog-post' | 'landing' }) {
  const titleId = useId();
  return (
    <section className={s.newsletter} aria-labelledby={titleId}>
      <h2 id={titleId} className={s.cardTitle}>
        The {SITE_NAME} newsletter
      </h2>
      <p className={s.cardText}>Tips for running a trade business and news about {SITE_NAME}, by email.</p>
      <NewsletterForm source={source} />
    </section>
  );
}

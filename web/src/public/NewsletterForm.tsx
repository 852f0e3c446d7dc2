import { NEWSLETTER_CONSENT, newsletterTexts } from '@rules/newsletter';
import { lightTheme } from '@spanner/design-system/tokens';
import { type FormEvent, useId, useRef, useState } from 'react';
import * as css from './NewsletterForm.css';
import { subscribeToNewsletter } from './newsletter-api';
import { PublicApiError } from './public-api';

// The public newsletter form (spec part 2 §5, §7, §8), self-contained for any public page: plain fetch, its own
// styles in the design system's tokens, the consent wording the API records beside the button. Subscribing emails
// a confirm link (double opt-in); the form says so under the spec's 'Successfully subscribed!'. Rendered on the server
// and not yet hydrated (or with JavaScript off), it still works: the browser posts it and the API answers a page.

export interface NewsletterFormProps {
  /** Which form the consent came from, as the API records it ('blog', 'blog-post', 'landing'). */
  source: string;
}

type Outcome = { tone: 'success' | 'failure'; title: string; message: string } | null;

export function NewsletterForm({ source }: NewsletterFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) {
      setOutcome({ tone: 'failure', title: newsletterTexts.emailRequired, message: newsletterTexts.emailRequiredDescription });
      input.current?.focus();
      return;
    }
    setPending(true);
    setOutcome(null);
    try {
      const message = await subscribeToNewsletter(email.trim(), source);
      setOutcome({ tone: 'success', title: newsletterTexts.subscribed, message });
      setEmail('');
    } catch (err) {
      const message = err instanceof PublicApiError && err.message ? err.message : newsletterTexts.failedFallback;
      setOutcome({ tone: 'failure', title: newsletterTexts.failed, message });
      input.current?.focus();
    } finally {
      setPending(false);
    }
  }

  const failed = outcome?.tone === 'failure';
  return (
    // Without JavaScript the browser posts the form itself, and the API answers with a page.
    <form
      className={`${lightTheme} ${css.form}`}
      onSubmit={submit}
      noValidate
      aria-label="Newsletter"
      method="post"
      action="/api/public/newsletter/subscribe"
    >
      <input type="hidden" name="source" value={source} />
      <label className={css.label} htmlFor={`${id}-email`}>
        Email address
      </label>
      <div className={css.row}>
        <input
          ref={input}
          id={`${id}-email`}
          className={css.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@business.com.au"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={failed || undefined}
          aria-describedby={`${id}-consent${failed ? ` ${id}-error` : ''}`}
        />
        <button className={css.button} type="submit" disabled={pending}>
          {pending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p className={css.consent} id={`${id}-consent`}>
        {NEWSLETTER_CONSENT}
      </p>
      {/* Both regions are always in the page, so screen readers announce what is put in them: errors at once,
          success politely. */}
      <div role="alert" id={`${id}-error`}>
        {failed && <OutcomeText className={css.failure} outcome={outcome} />}
      </div>
      <div role="status">{outcome?.tone === 'success' && <OutcomeText className={css.success} outcome={outcome} />}</div>
    </form>
  );
}

function OutcomeText({ outcome, className }: { outcome: NonNullable<Outcome>; className: string }) {
  return (
    <p className={className}>
      <span className={css.messageTitle}>{outcome.title}</span> {outcome.message}
    </p>
  );
}

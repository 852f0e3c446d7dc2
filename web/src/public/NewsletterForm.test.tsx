import { NEWSLETTER_CONSENT, newsletterTexts } from '@rules/newsletter';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../lib/sent-request';
import { NewsletterForm } from './NewsletterForm';

// The public newsletter form: the spec's texts, the call it makes (plain fetch, CSRF header, the form's source),
// and what a screen reader is told.

function answering(status: number, body: unknown) {
  const fetch = vi.fn(async (_input: RequestInfo, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('NewsletterForm', () => {
  it('without JavaScript, the browser can post it: the API path and the source are in the form', () => {
    render(<NewsletterForm source="landing" />);
    const form = screen.getByRole('form', { name: 'Newsletter' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/public/newsletter/subscribe');
    expect(form).toHaveFormValues({ email: '', source: 'landing' });
  });

  it('refuses a blank email with the spec’s texts, announced, without calling the API', async () => {
    const fetch = answering(200, {});
    render(<NewsletterForm source="blog" />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent(`${newsletterTexts.emailRequired} ${newsletterTexts.emailRequiredDescription}`);
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      `${NEWSLETTER_CONSENT} ${newsletterTexts.emailRequired} ${newsletterTexts.emailRequiredDescription}`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes with the form’s source and says what happens next', async () => {
    const fetch = answering(200, { success: true, message: newsletterTexts.checkInbox });
    render(<NewsletterForm source="blog-post" />);
    await userEvent.type(screen.getByLabelText('Email address'), '  mia@example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(`${newsletterTexts.subscribed} ${newsletterTexts.checkInbox}`),
    );
    const sent = await sentRequest(...fetch.mock.calls[0]);
    expect(sent.path).toBe('/api/public/newsletter/subscribe');
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('x-spanner-csrf')).toBe('1');
    expect(sent.body).toEqual({ email: 'mia@example.test', source: 'blog-post' });
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    ['the server’s message', () => answering(429, { error: newsletterTexts.tooMany }), newsletterTexts.tooMany],
    ['“Failed to subscribe” for an answer without one', () => answering(500, 'not json'), newsletterTexts.failedFallback],
    [
      '“Failed to subscribe” when the network fails',
      () =>
        vi.stubGlobal(
          'fetch',
          vi.fn(async () => {
            throw new TypeError('Failed to fetch');
          }),
        ),
      newsletterTexts.failedFallback,
    ],
  ])('shows “Subscription failed” with %s, and keeps the email', async (_case, stub, message) => {
    stub();
    render(<NewsletterForm source="landing" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'mia@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(`${newsletterTexts.failed} ${message}`));
    expect(screen.getByLabelText('Email address')).toHaveValue('mia@example.test');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sends once while a request is under way', async () => {
    let release: (r: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetch);
    render(<NewsletterForm source="blog" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'mia@example.test{Enter}');
    expect(screen.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Email address'), '{Enter}');
    expect(fetch).toHaveBeenCalledTimes(1);
    release(new Response(JSON.stringify({ success: true, message: newsletterTexts.checkInbox })));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(newsletterTexts.subscribed));
  });
});

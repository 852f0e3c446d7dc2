import { ToastRegion, toast } from '@spanner/design-system';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../lib/sent-request';
import { renderApp, viewerMock } from '../../test-utils';
import { AssistantWidget } from './AssistantWidget';
import { AI_TEXTS, type DraftView } from './chat';

// The floating assistant (spec part 2 §2-§9): open and close, Enter and Shift+Enter, blocked sending, the history
// of 10, the spec's error texts, and the draft card.

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** fetch answering each call with the next answer; the request bodies are kept. */
function server(...answers: Answer[]) {
  const bodies: { url: string; body: Record<string, unknown> | null }[] = [];
  const fetch = vi.fn(async (input: RequestInfo, init?: RequestInit) => {
    const { path, body } = await sentRequest(input, init);
    bodies.push({ url: path, body });
    const next = await (answers.shift() ?? { status: 500, body: {} });
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return bodies;
}

const reply = (response: string, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { response, timestamp: '2026-11-24T00:00:00Z', citations: [], draft: null, ...extra },
});

async function openWidget(role: 'manager' | 'technician' = 'manager') {
  renderApp(
    <>
      <AssistantWidget />
      <ToastRegion />
    </>,
    { mocks: [viewerMock(role)] },
  );
  await userEvent.click(screen.getByRole('button', { name: 'AI Assistant' }));
  const panel = await screen.findByRole('dialog', { name: 'AI Assistant' });
  const box = within(panel).getByRole('textbox', { name: 'Message the assistant' });
  await waitFor(() => expect(box).toHaveFocus());
  return { panel, box };
}

afterEach(() => toast.clear());

describe('AssistantWidget', () => {
  it('opens with focus in the text box, closes on Escape with focus back on the button, and keeps the conversation', async () => {
    server(reply('Hello from the assistant'));
    const { box } = await openWidget();
    await userEvent.type(box, 'Hi{Enter}');
    expect(await screen.findByText('Hello from the assistant')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'AI Assistant' });
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(await screen.findByText('Hello from the assistant')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-live', 'polite');
  });

  it('sends on Enter, makes a new line on Shift+Enter, and sends the trimmed text', async () => {
    const calls = server(reply('Noted'));
    const { box } = await openWidget();
    await userEvent.type(box, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('first line\nsecond line');
    expect(calls).toHaveLength(0);
    await userEvent.type(box, '  {Enter}');
    await screen.findByText('Noted');
    expect(calls).toEqual([{ url: '/api/ai-support/chat', body: { message: 'first line\nsecond line', conversationHistory: [] } }]);
    expect(box).toHaveValue('');
  });

  it("blocks sending empty text, and anything while an answer is pending ('Thinking...')", async () => {
    let answer!: (a: { status: number; body: unknown }) => void;
    const calls = server(new Promise((resolve) => (answer = resolve)));
    const { box, panel } = await openWidget();
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(box, '   {Enter}');
    expect(calls).toHaveLength(0);
    await userEvent.type(box, 'Question one{Enter}');
    expect(await screen.findByText(AI_TEXTS.thinking)).toBeInTheDocument();
    await userEvent.type(box, 'Question two{Enter}');
    expect(within(panel).getByRole('button', { name: 'New Job' })).toBeDisabled();
    expect(send).toBeDisabled();
    expect(calls).toHaveLength(1);
    await act(async () => answer(reply('Answer one')));
    expect(await screen.findByText('Answer one')).toBeInTheDocument();
    expect(screen.queryByText(AI_TEXTS.thinking)).toBeNull();
    expect(send).toBeEnabled();
  });

  it('sends the last 10 messages as history, role and content only', async () => {
    const calls = server(...Array.from({ length: 7 }, (_, i) => reply(`Answer ${i + 1}`)));
    const { box } = await openWidget();
    for (let i = 1; i <= 7; i++) {
      await userEvent.type(box, `Question ${i}{Enter}`);
      await screen.findByText(`Answer ${i}`);
    }
    expect(calls).toHaveLength(7);
    expect(calls[0].body?.conversationHistory).toEqual([]);
    expect(calls[1].body?.conversationHistory).toEqual([
      { role: 'user', content: 'Question 1' },
      { role: 'assistant', content: 'Answer 1' },
    ]);
    const last = calls[6].body?.conversationHistory as { role: string; content: string }[];
    expect(last).toHaveLength(10);
    expect(last[0]).toEqual({ role: 'user', content: 'Question 2' });
    expect(last[9]).toEqual({ role: 'assistant', content: 'Answer 6' });
  });

  it('sends a quick prompt as it reads', async () => {
    const calls = server(reply('Tell me the customer'));
    const { panel } = await openWidget();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Invoice' }));
    await screen.findByText('Tell me the customer');
    expect(calls[0].body).toEqual({ message: 'Invoice', conversationHistory: [] });
  });

  it('offers a technician only the prompts they may act on: New Job, not Invoice', async () => {
    server();
    const { panel } = await openWidget('technician');
    expect(await within(panel).findByRole('button', { name: 'New Job' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Invoice' })).toBeNull();
    expect(panel).toHaveTextContent('Hi! I can draft a new job, a reschedule or a running-late text');
  });

  it.each([
    [402, AI_TEXTS.quota],
    [429, AI_TEXTS.tooMany],
    [500, AI_TEXTS.trouble],
    [400, AI_TEXTS.trouble],
  ])('answers HTTP %i with the spec text as a message and an "AI Assistant Error" toast', async (status, text) => {
    server({ status, body: { error: 'raw server text' } });
    const { box } = await openWidget();
    await userEvent.type(box, 'Hello{Enter}');
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(text)).toBeInTheDocument();
    const alert = await screen.findByText(AI_TEXTS.toastTitle);
    expect(alert.closest('[role="alertdialog"], [role="alert"], [role="status"], section, div')?.textContent).toContain(text);
    expect(screen.queryByText('raw server text')).toBeNull();
  });

  it("shows 'Sorry, I couldn't generate a response.' for an empty reply", async () => {
    server(reply('   '));
    const { box } = await openWidget();
    await userEvent.type(box, 'Hello{Enter}');
    expect(await screen.findByText(AI_TEXTS.empty)).toBeInTheDocument();
  });

  it('renders an answer as text (no HTML), and links only citations that point into the app', async () => {
    server(
      reply('<img src=x onerror="alert(1)"><b>bold</b>', {
        citations: [
          { kind: 'customer', id: 'c1', label: 'Bayside Family Dental', href: '/customers/c1' },
          { kind: 'customer', id: 'c2', label: 'Evil', href: 'https://evil.example/phish' },
          { kind: 'customer', id: 'c3', label: 'Sneaky', href: '//evil.example' },
          { kind: 'customer', id: 'c4', label: 'Script', href: 'javascript:alert(1)' },
        ],
      }),
    );
    const { box, panel } = await openWidget();
    await userEvent.type(box, 'Who?{Enter}');
    expect(await screen.findByText('<img src=x onerror="alert(1)"><b>bold</b>')).toBeInTheDocument();
    expect(panel.querySelector('img, b')).toBeNull();
    const links = within(panel).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Bayside Family Dental', '/customers/c1']]);
  });
});

describe('the draft card', () => {
  const invoice: DraftView = {
    id: 'd1',
    kind: 'invoice',
    title: 'Invoice for Preston Motors',
    fields: [
      { label: 'Customer', value: 'Preston Motors' },
      { label: 'Job', value: 'Workshop ducted repair' },
    ],
    lines: [
      { description: 'Labour (per hour)', quantity: 2, unitPriceCents: 12_000, taxRate: 10, totalCents: 26_400 },
      { description: 'Capacitor', quantity: 1, unitPriceCents: 8_500, taxRate: 10, totalCents: 9_350 },
    ],
    totals: { subtotalCents: 32_500, gstCents: 3_250, totalCents: 35_750 },
    smsText: null,
    smsCredits: null,
    editHref: '/completed-jobs/cj1',
    expiresAt: '2026-11-24T00:15:00Z',
  };

  it('shows exactly what will be created — fields, lines with GST and totals, expiry — and confirms once', async () => {
    const calls = server(reply('Here is the invoice', { draft: invoice }), {
      status: 200,
      body: { kind: 'invoice', id: 'inv1', href: '/invoices/inv1', message: 'Invoice INV-0042 created as a draft.' },
    });
    const { box, panel } = await openWidget();
    await userEvent.type(box, 'Invoice Preston Motors{Enter}');
    const card = await within(panel).findByRole('region', { name: 'Invoice for Preston Motors' });
    expect(within(card).getByText('Preston Motors')).toBeInTheDocument();
    expect(within(card).getByText('Workshop ducted repair')).toBeInTheDocument();
    expect(within(card).getByText('2 × $120.00')).toBeInTheDocument();
    expect(within(card).getByText('$264.00')).toBeInTheDocument();
    expect(within(card).getAllByText('GST 10%')).toHaveLength(2);
    expect(within(card).getByRole('row', { name: /Subtotal/ }).textContent).toContain('$325.00');
    expect(within(card).getByRole('row', { name: /^GST/ }).textContent).toContain('$32.50');
    expect(within(card).getByRole('row', { name: /^Total/ }).textContent).toContain('$357.50');
    expect(card.textContent).toContain('This draft expires Tue, 24 Nov 2026, 11:15 am');
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm and create invoice' }));
    expect(await within(card).findByText(/Invoice INV-0042 created as a draft\./)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open invoice' })).toHaveAttribute('href', '/invoices/inv1');
    expect(within(card).queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/ai-support/chat', '/api/ai-support/drafts/d1/confirm']);
  });

  it("shows an SMS's text and credit cost, and the server's reason when Confirm is refused", async () => {
    const sms: DraftView = {
      ...invoice,
      id: 'd2',
      kind: 'sms',
      title: 'SMS to Bayside Family Dental',
      fields: [{ label: 'To', value: '+61412345678' }],
      lines: [],
      totals: null,
      smsText: "Hi Maria, it's Jake from Coolair. I'm running about 20 minutes late.",
      smsCredits: 1,
      editHref: '/jobs/j1?sms=Hi%20Maria',
    };
    server(reply('Here is the text', { draft: sms }), { status: 409, body: { error: 'This draft has expired. Ask again for a new one.' } });
    const { box, panel } = await openWidget();
    await userEvent.type(box, 'Text the customer{Enter}');
    const card = await within(panel).findByRole('region', { name: 'SMS to Bayside Family Dental' });
    expect(within(card).getByText(sms.smsText as string)).toBeInTheDocument();
    expect(within(card).getByText('Uses 1 SMS credit')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirm and send SMS' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This draft has expired. Ask again for a new one.');
  });
});

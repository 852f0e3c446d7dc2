import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../lib/sent-request';
import { renderApp } from '../../test-utils';
import type { DraftView } from './chat';
import { DraftPage } from './DraftPage';

// The page an MCP answer's confirmUrl opens: the draft as it will be done, and Confirm; or why it cannot be.

const draft: DraftView = {
  id: '7d6f1c1e-0000-4000-8000-000000000001',
  kind: 'reschedule',
  title: 'Move: Boiler service',
  fields: [
    { label: 'From', value: 'Tue 1 Dec, 8:00 pm' },
    { label: 'To', value: 'Thu 3 Dec, 2:30 pm' },
  ],
  lines: [],
  totals: null,
  smsText: null,
  smsCredits: null,
  editHref: '/jobs/j1/edit',
  expiresAt: '2026-12-01T00:00:00Z',
};

function server(...answers: { status: number; body: unknown }[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo, init?: RequestInit) => {
      const { method, path } = await sentRequest(input, init);
      calls.push(`${method} ${path}`);
      const next = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const open = (id: string) =>
  renderApp(
    <Routes>
      <Route path="assistant/drafts/:id" element={<DraftPage />} />
    </Routes>,
    { path: `/assistant/drafts/${id}` },
  );

describe('DraftPage', () => {
  it('shows the draft and does it only on Confirm', async () => {
    const calls = server(
      { status: 200, body: draft },
      { status: 200, body: { kind: 'reschedule', id: 'j1', href: '/jobs/j1', message: 'Job moved' } },
    );
    open(draft.id);
    expect(await screen.findByRole('heading', { name: 'Move: Boiler service' })).toBeInTheDocument();
    expect(screen.getByText('Thu 3 Dec, 2:30 pm')).toBeInTheDocument();
    expect(calls).toEqual([`GET /api/ai-support/drafts/${draft.id}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and move job' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Job moved');
    expect(calls[1]).toBe(`POST /api/ai-support/drafts/${draft.id}/confirm`);
  });

  it('says why a draft cannot be shown (not the person’s, or already confirmed)', async () => {
    server({ status: 409, body: { error: 'This draft has already been confirmed' } });
    open(draft.id);
    expect(await screen.findByText('This draft has already been confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentRequest } from '../../lib/sent-request';
import { renderApp } from '../../test-utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

// The server, stubbed at fetch: `answer` is what the next POST gets; `posted` records what each POST sent.
const posted: { url: string; body: unknown }[] = [];
function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo, init?: RequestInit) => {
      const sent = await sentRequest(input, init);
      posted.push({ url: sent.path, body: sent.body });
      return Response.json(body, { status });
    }),
  );
}
afterEach(() => {
  posted.length = 0;
  vi.unstubAllGlobals();
});

describe('forgot and reset password', () => {
  it("asks for the link by email and shows the server's answer in place of the form", async () => {
    answer(200, { success: true, message: 'If an account exists for that email, we have sent it a link.' });
    renderApp(<ForgotPasswordPage />, { path: '/auth/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText('If an account exists for that email, we have sent it a link.')).toBeInTheDocument();
    expect(posted).toEqual([{ url: expect.stringMatching(/\/api\/auth\/forgot-password$/), body: { email: 'sam@example.com' } }]);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it("sends the link's token with the new password, and shows a refusal above the form, which stays", async () => {
    answer(400, { error: 'This reset link is not valid or has expired. Ask for a new one.' });
    renderApp(
      <Routes>
        <Route path="/auth/reset-password/:token" element={<ResetPasswordPage />} />
      </Routes>,
      { path: '/auth/reset-password/tok-123' },
    );
    await userEvent.type(screen.getByLabelText(/New password/), 'a-new-long-password-9');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This reset link is not valid or has expired. Ask for a new one.')).toBeInTheDocument();
    expect(posted[0].body).toEqual({ token: 'tok-123', password: 'a-new-long-password-9' });
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
  });
});

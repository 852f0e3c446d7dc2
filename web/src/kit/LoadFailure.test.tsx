import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './LoadFailure';

// What a user sees when a screen's read fails: the title, the reason, and a way to try again.

describe('LoadFailure', () => {
  it('announces the title and the reason, and Try again reads again', async () => {
    const retry = vi.fn();
    render(<LoadFailure title="Failed to load schedule" error={new Error('Network down')} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load schedule');
    expect(alert).toHaveTextContent('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no button when the screen cannot retry', () => {
    render(<LoadFailure title="Failed to load form" error={new Error('Forbidden')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load form');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows a GraphQL error's own message, else the screen's fallback", () => {
    const { unmount } = render(
      <LoadFailure
        title="Failed to load job"
        error={new CombinedGraphQLErrors({ errors: [{ message: 'Job not found in this organisation' }] })}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Job not found in this organisation');
    unmount();
    render(<LoadFailure title="Failed to load job" error={new Error('')} fallback="Job not found" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Job not found');
  });

  it('shows a reason given as text as it is, and only the title without one', () => {
    const { unmount } = render(<LoadFailure title="Failed to load the units" error="Server unavailable" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the unitsServer unavailable');
    unmount();
    render(<LoadFailure title="Failed to load the delivery log" />);
    expect(screen.getByRole('alert').textContent).toBe('Failed to load the delivery log');
  });

  it("names the button as the screen says and reads 'Retrying...' while it runs", () => {
    const { rerender } = render(
      <LoadFailure title="Unable to load tickets" error={null} fallback="Something went wrong" onRetry={() => {}} retryLabel="Retry" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    rerender(<LoadFailure title="Unable to load tickets" error={null} onRetry={() => {}} retryLabel="Retry" retrying />);
    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  });

  it('shows another way on beside Try again', () => {
    render(
      <LoadFailure title="Failed to load job" error={new Error('Gone')} onRetry={() => {}} action={<a href="/jobs">Back to Jobs</a>} />,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/jobs');
  });
});

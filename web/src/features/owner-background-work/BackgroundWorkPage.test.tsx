import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OwnerBackgroundWorkDocument, RetryBackgroundJobDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { BackgroundWorkPage } from './BackgroundWorkPage';

const kind = (name: string, queued: number, oldest: number, failed: number, dead: number) => ({
  __typename: 'OwnerBackgroundKind',
  kind: name,
  queued,
  oldestQueuedSeconds: oldest,
  failed,
  deadLettered: dead,
});
const letter = {
  __typename: 'OwnerDeadLetter',
  id: '0b1c2d3e-aaaa-4bbb-8ccc-123456789012',
  kind: 'webhook.deliver',
  organizationName: 'Harbour Plumbing',
  failedAt: '2026-11-27T03:05:00.000Z',
  tries: 8,
  error: 'POST https://hooks.example.com/… answered 500',
};
const work = (deadLetters: (typeof letter)[]) => ({
  request: { query: OwnerBackgroundWorkDocument },
  result: {
    data: {
      ownerBackgroundWork: {
        __typename: 'OwnerBackgroundWork',
        asOf: '2026-11-27T04:00:00.000Z',
        deadLetterTotal: deadLetters.length,
        kinds: [kind('email.send', 12, 95, 1, 0), kind('webhook.deliver', 3, 0, 0, deadLetters.length)],
        deadLetters,
      },
    },
  },
});

describe('Background work in the owner portal', () => {
  it('shows each kind and the jobs that failed for good, and retries one once confirmed', async () => {
    let retried = 0;
    const retry = {
      request: { query: RetryBackgroundJobDocument, variables: { id: letter.id } },
      result: () => {
        retried++;
        return { data: { retryBackgroundJob: { __typename: 'RetryBackgroundJobPayload', id: letter.id } } };
      },
    };
    renderApp(<BackgroundWorkPage />, { path: '/admin/background-work', mocks: [work([letter]), retry, work([])] });

    const table = await screen.findByRole('table');
    const email = within(table).getByRole('row', { name: /email\.send/ });
    expect(
      within(email)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '1 min', '1', '0']);
    expect(screen.getByRole('region', { name: 'Failed for good' })).toHaveTextContent('1');

    const list = screen.getByRole('list', { name: 'Jobs that failed for good' });
    expect(list).toHaveTextContent('webhook.deliver · Harbour Plumbing');
    expect(list).toHaveTextContent('after 8 tries');
    expect(list).toHaveTextContent('POST https://hooks.example.com/… answered 500');

    await userEvent.click(within(list).getByRole('button', { name: 'Retry the webhook.deliver job for Harbour Plumbing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry this job?' });
    expect(dialog).toHaveTextContent('runs again from its first try');
    expect(retried).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No background job has failed for good.')).toBeInTheDocument();
    expect(retried).toBe(1);
  });
});

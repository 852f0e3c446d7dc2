import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, viewerMock } from '../../test-utils';
import { NotFound } from './NotFound';

const suggested = () => within(screen.getByRole('navigation', { name: 'Suggested pages' })).queryAllByRole('link');

describe('not-found screen', () => {
  it('suggests Quotes to a manager, who may open it', async () => {
    renderApp(<NotFound />, { mocks: [viewerMock('manager')] });
    await waitFor(() => expect(suggested().map((l) => l.textContent)).toEqual(['Schedule', 'Jobs', 'Customers', 'Quotes']));
  });

  it('offers a technician only the pages a technician may open', async () => {
    renderApp(<NotFound />, { mocks: [viewerMock('technician')] });
    await waitFor(() => expect(suggested().map((l) => l.textContent)).toEqual(['Schedule', 'Jobs', 'Customers']));
  });
});

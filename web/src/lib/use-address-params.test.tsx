import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAddressParams } from './use-address-params';

// A screen whose filters live in the address: two changes made before the first one's render has come both stay.

let change: ReturnType<typeof useAddressParams>[1] = () => {};

function Filters() {
  const [params, setChange] = useAddressParams();
  change = setChange;
  return <p>Address: {params.toString() || 'none'}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/service', element: <Filters /> },
      { path: '/other', element: <p>Other</p> },
    ],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useAddressParams', () => {
  it('keeps a tab chosen when a typed filter settles before the tab has rendered', async () => {
    const router = renderAt('/service?suburb=Parramatta');
    await act(async () => {
      change((next) => next.set('window', 'month'), { replace: true });
      change((next) => next.set('type', 'Forklift'), { replace: true });
    });
    expect(router.state.location.search).toBe('?suburb=Parramatta&window=month&type=Forklift');
    expect(screen.getByText('Address: suburb=Parramatta&window=month&type=Forklift')).toBeTruthy();
  });

  it('follows a navigation from elsewhere (Back), and builds the next change on it', async () => {
    const router = renderAt('/service');
    await act(async () => change((next) => next.set('window', 'month')));
    await act(async () => change((next) => next.set('type', 'Forklift')));
    await act(async () => router.navigate(-1));
    expect(screen.getByText('Address: window=month')).toBeTruthy();
    await act(async () => change((next) => next.set('suburb', 'Ryde')));
    expect(router.state.location.search).toBe('?window=month&suburb=Ryde');
  });

  it('does not navigate when a change leaves the address as it is', async () => {
    const router = renderAt('/service?window=month');
    const before = router.state.location.key;
    await act(async () => change((next) => next.set('window', 'month')));
    expect(router.state.location.key).toBe(before);
  });
});

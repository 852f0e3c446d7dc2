import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReload } from './use-reload';

/** A refetch whose answers the test releases one by one; `sent` counts the requests that went out. */
function controlledRefetch() {
  const answers: (() => void)[] = [];
  const refetch = vi.fn(() => new Promise<void>((resolve) => answers.push(resolve)));
  return { refetch, answer: () => answers.shift()?.() };
}

describe('useReload', () => {
  it('sends once more after the request on the wire when asked meanwhile, so a change heard mid-flight is answered', async () => {
    const { refetch, answer } = controlledRefetch();
    const { result } = renderHook(() => useReload(refetch));
    let done!: Promise<void>;
    act(() => {
      done = result.current();
      // Two more changes heard while the first request is out: one more request, after it, answers both.
      void result.current();
      void result.current();
    });
    expect(refetch).toHaveBeenCalledTimes(1);
    await act(async () => answer());
    expect(refetch).toHaveBeenCalledTimes(2);
    await act(async () => answer());
    await act(() => done);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('sends one request when asked while idle, and keeps going after a failure', async () => {
    const refetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useReload(refetch));
    await act(() => result.current());
    await act(() => result.current());
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});

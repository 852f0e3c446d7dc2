import { useCallback, useLayoutEffect, useRef } from 'react';
import { type NavigateOptions, useNavigate, useSearchParams } from 'react-router';

/**
 * The address's search parameters, and a change that builds on the last change asked for.
 *
 * React Router's own setter builds on the parameters of the render it was made in. A navigation renders in a
 * transition, so on a busy phone a second change can come before the first one's render: a tab pressed, then a typed
 * filter settling while the tab's render waits. Built on the old parameters, the second change would undo the first.
 * Here each change builds on the one before it; a navigation from elsewhere (Back, a link) is followed as it comes.
 */
export function useAddressParams(): [URLSearchParams, (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();
  const latest = useRef(params);
  // The addresses asked for whose render has not come yet, oldest first.
  const pending = useRef<string[]>([]);
  useLayoutEffect(() => {
    const arrived = pending.current.indexOf(search);
    if (arrived >= 0) pending.current.splice(0, arrived + 1);
    else {
      pending.current = [];
      latest.current = new URLSearchParams(search);
    }
  }, [search]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(latest.current);
      edit(next);
      const text = next.toString();
      if (text === latest.current.toString()) return;
      latest.current = next;
      pending.current.push(text);
      navigate(`?${text}`, options);
    },
    [navigate],
  );
  return [params, change];
}

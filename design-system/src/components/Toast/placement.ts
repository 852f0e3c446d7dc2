import { useEffect } from 'react';
import { TOASTS_AT_TOP } from './Toast.css';

let holders = 0;

/**
 * While `active`, toasts show top centre rather than at the bottom: for something fixed at the bottom of the screen
 * that a toast must not cover (the assistant's chat, its text box and Send button). Counted, so two such things
 * can hold it and let go in any order.
 */
export function useToastsAtTop(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holders += 1;
    document.documentElement.setAttribute(TOASTS_AT_TOP, '');
    return () => {
      holders -= 1;
      if (holders === 0) document.documentElement.removeAttribute(TOASTS_AT_TOP);
    };
  }, [active]);
}

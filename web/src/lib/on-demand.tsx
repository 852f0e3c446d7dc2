import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (a lazy component: a rare dialog, the mobile menu) from the first time `when` is true on: its
 * code is downloaded when it is first wanted, not with the page, and it stays mounted afterwards so it can close
 * with its animation and open at once the next time.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  if (when && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

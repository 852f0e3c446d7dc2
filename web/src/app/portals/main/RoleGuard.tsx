import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NotFound } from '../../../kit/shell/NotFound';
import { canOpen } from '../../../lib/nav';
import { useCan } from '../../../lib/use-can';

/** Routes the viewer lacks the ability for show the not-found screen (never a hint that the page exists). */
export function RoleGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return canOpen(useCan(), pathname) ? children : <NotFound />;
}

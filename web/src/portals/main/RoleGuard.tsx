import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Viewer } from '../../features/auth/viewer';
import { NotFound } from '../../features/shell/NotFound';
import { canOpen } from '../../lib/nav';

/** Routes the viewer's role may not open show the not-found screen (never a hint that the page exists). */
export function RoleGuard({ viewer, children }: { viewer: Viewer; children: ReactNode }) {
  const { pathname } = useLocation();
  return canOpen(viewer.role, pathname) ? children : <NotFound />;
}

import { Drawer } from '@spanner/design-system';
import type { ReactNode } from 'react';
import * as css from './shell.css';

/** The slide-out menu at 768 px and below (loaded the first time it opens, see PortalFrame). */
export function MenuDrawer({
  brand,
  isOpen,
  onOpenChange,
  sidebar,
}: {
  brand: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  sidebar: (close: () => void) => ReactNode;
}) {
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={brand} aria-label="Menu">
      {(close) => <div className={css.drawerNav}>{sidebar(close)}</div>}
    </Drawer>
  );
}

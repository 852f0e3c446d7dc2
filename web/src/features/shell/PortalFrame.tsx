import { Drawer, IconButton, MenuIcon } from '@spanner/design-system';
import { type ReactNode, useEffect, useState } from 'react';
import * as css from './shell.css';

export interface PortalFrameProps {
  brand: string;
  /** The sidebar's content; `close` is given inside the mobile drawer so a navigation can close it. */
  sidebar: (close?: () => void) => ReactNode;
  /** The page title in the mobile top bar and the document title. */
  title: string;
  /** At the end of the mobile top bar (the main app's compact usage widget). */
  topBarEnd?: ReactNode;
  children: ReactNode;
}

/** Every portal's frame: a sidebar on wide screens; at 768 px and below a top bar with a slide-out menu. */
export function PortalFrame({ brand, sidebar, title, topBarEnd, children }: PortalFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    document.title = `${title} · Spanner`;
  }, [title]);
  return (
    <div className={css.app}>
      <aside className={css.sidebar}>
        <div className={css.brand}>{brand}</div>
        {sidebar()}
      </aside>
      <div className={css.main}>
        <header className={css.topBar}>
          <IconButton label="Open menu" icon={<MenuIcon />} onPress={() => setMenuOpen(true)} />
          <span className={css.topBarTitle}>{title}</span>
          {topBarEnd}
        </header>
        <main className={css.content}>{children}</main>
      </div>
      <Drawer isOpen={menuOpen} onOpenChange={setMenuOpen} title={brand} aria-label="Menu">
        {(close) => <div className={css.drawerNav}>{sidebar(close)}</div>}
      </Drawer>
    </div>
  );
}

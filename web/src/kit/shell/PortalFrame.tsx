import { IconButton, Link, MenuIcon } from '@spanner/design-system';
import { lazy, type ReactNode, useEffect, useRef, useState } from 'react';
import { OnDemand } from '../../lib/on-demand';
import * as css from './shell.css';

const MenuDrawer = lazy(() => import('./MenuDrawer').then((m) => ({ default: m.MenuDrawer })));

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

/**
 * Every portal's frame: a skip-to-content link, a sidebar on wide screens; at 768 px and below a top bar with a
 * slide-out menu.
 */
export function PortalFrame({ brand, sidebar, title, topBarEnd, children }: PortalFrameProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    document.title = `${title} · Spanner`;
  }, [title]);
  return (
    <div className={css.app}>
      <Link className={css.skipLink} onPress={() => mainRef.current?.focus()}>
        Skip to content
      </Link>
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
        <main ref={mainRef} tabIndex={-1} className={css.content}>
          {children}
        </main>
      </div>
      <OnDemand when={menuOpen}>
        <MenuDrawer brand={brand} isOpen={menuOpen} onOpenChange={setMenuOpen} sidebar={sidebar} />
      </OnDemand>
    </div>
  );
}

import { type ReactNode, useLayoutEffect } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import './global.css';
import { lightTheme } from './light.css';

export interface DesignSystemProviderProps {
  children: ReactNode;
  /** BCP 47 locale for dates, numbers and calendars. */
  locale?: string;
  /** Theme class; applied to <html> so portalled overlays (modals, popovers, toasts) see the tokens too. */
  theme?: string;
  /** Client-side navigation for links (e.g. react-router's `navigate`). */
  navigate?: (href: string) => void;
  /** Turns a router path into a real href (e.g. react-router's `useHref`). */
  useHref?: (href: string) => string;
}

/** Puts the theme on the document and provides en-AU formatting and client-side routing to every component. */
export function DesignSystemProvider({ children, locale = 'en-AU', theme = lightTheme, navigate, useHref }: DesignSystemProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(theme);
    return () => root.classList.remove(theme);
  }, [theme]);

  const content = <I18nProvider locale={locale}>{children}</I18nProvider>;
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}

// The public site's server entry (built with `vite build --ssr`, loaded by the API): the whole HTML document of a
// public page, with the page's data read by the API.
import { lightTheme } from '@spanner/design-system';
import { renderToString } from 'react-dom/server';
import { FullPageSpinner } from '../features/shell/FullPageSpinner';
import type { PublicPage } from './data';
import { type PublicAssets, renderDocument } from './document';
import { PublicApp } from './PublicApp';

export type { PublicPage } from './data';
export type { PublicAssets } from './document';

export function renderPublicPage(page: PublicPage, origin: string, assets: PublicAssets): string {
  return renderDocument(page, renderToString(<PublicApp page={page} />), origin, assets);
}

/**
 * The signed-in app's loading screen, as the app itself first paints it (FullPageSpinner): the server puts it in the
 * app page of a browser with a session (api/src/http/app-preloads.ts), so the page shows it as soon as its style
 * sheets are in, not only once the app's code has run. The same for every user; React replaces it on its first render.
 */
export function renderAppLoading(): string {
  // In the theme's class: the app puts it on <html> once it runs (DesignSystemProvider).
  return renderToString(
    <div className={lightTheme}>
      <FullPageSpinner />
    </div>,
  );
}

// The public site's server entry (built with `vite build --ssr`, loaded by the API): the whole HTML document of a
// public page, with the page's data read by the API.
import { renderToString } from 'react-dom/server';
import type { PublicPage } from './data';
import { type PublicAssets, renderDocument } from './document';
import { PublicApp } from './PublicApp';

export type { PublicPage } from './data';
export type { PublicAssets } from './document';

export function renderPublicPage(page: PublicPage, origin: string, assets: PublicAssets): string {
  return renderDocument(page, renderToString(<PublicApp page={page} />), origin, assets);
}

// The public site's browser entry: hydrates the page the server rendered, with the data the server sent along.
// Nothing of the app (no router, no GraphQL client): React and the public pages only.
import { hydrateRoot } from 'react-dom/client';
import type { PublicPage } from './data';
import { PublicApp } from './PublicApp';
import { loadPixelWhenIdle } from './pixel';

const data = document.getElementById('public-page');
const root = document.getElementById('public-root');
if (data?.textContent && root) {
  const page = JSON.parse(data.textContent) as PublicPage;
  hydrateRoot(root, <PublicApp page={page} />);
}
// The advertising pixel, once per page: it waits for the first interaction or an idle browser (see pixel.ts).
loadPixelWhenIdle();

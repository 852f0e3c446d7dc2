import { useLocation } from 'react-router';
import * as css from '../../features/shell/shell.css';
import { pageTitle } from '../../lib/nav';

/** The page's title as its heading. Screens of later issues replace this with their own content. */
export function PageHeading() {
  const { pathname } = useLocation();
  return <h1 className={css.pageHeading}>{pageTitle(pathname)}</h1>;
}

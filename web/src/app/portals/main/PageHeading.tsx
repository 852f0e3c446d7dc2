import { PageHeader } from '@spanner/design-system';
import { useLocation } from 'react-router';
import { pageTitle } from '../../../lib/nav';

/** The page's title as its heading. Screens of later issues replace this with their own content. */
export function PageHeading() {
  const { pathname } = useLocation();
  return <PageHeader title={pageTitle(pathname)} />;
}

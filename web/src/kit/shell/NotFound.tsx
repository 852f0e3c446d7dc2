import { EmptyState, Link } from '@spanner/design-system';
import { canOpen } from '../../lib/nav';
import { useCan } from '../../lib/use-can';
import * as css from './shell.css';

/** The pages the not-found screen suggests, each shown only when the viewer may open it. */
const SUGGESTED = [
  { path: '/schedule', label: 'Schedule' },
  { path: '/jobs', label: 'Jobs' },
  { path: '/customers', label: 'Customers' },
  { path: '/quotes', label: 'Quotes' },
];

/** The 404 screen, also shown for routes the user's role may not open (spec part 2 §2, §6). */
export function NotFound() {
  const can = useCan();
  return (
    <EmptyState
      title="Page not found"
      headingLevel={1}
      description="The page you're looking for doesn't exist or you don't have access to it."
      action={
        <nav aria-label="Suggested pages" className={css.row}>
          {SUGGESTED.filter((page) => canOpen(can, page.path)).map((page) => (
            <Link key={page.path} href={page.path}>
              {page.label}
            </Link>
          ))}
        </nav>
      }
    />
  );
}

import { EmptyState, Link } from '@spanner/design-system';
import * as css from './shell.css';

/** The 404 screen, also shown for routes the user's role may not open (spec part 2 §2, §6). */
export function NotFound() {
  return (
    <EmptyState
      title="Page not found"
      description="The page you're looking for doesn't exist or you don't have access to it."
      action={
        <nav aria-label="Suggested pages" className={css.row}>
          <Link href="/schedule">Schedule</Link>
          <Link href="/jobs">Jobs</Link>
          <Link href="/customers">Customers</Link>
          <Link href="/quotes">Quotes</Link>
        </nav>
      }
    />
  );
}

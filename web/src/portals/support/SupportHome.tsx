import { useLocation, useOutletContext } from 'react-router';
import * as css from '../../features/shell/shell.css';

const TITLES: Record<string, string> = {
  '/support-admin/tickets': 'Ticket Queue',
  '/support-admin/my-tickets': 'My Assigned Tickets',
  '/support-admin/admin': 'Admin Console',
  '/support-admin/users': 'Users',
  '/support-admin/invites': 'Invites',
  '/support-admin/audit': 'Audit Log',
};

/** The support portal's pages; their content arrives with the support-ticket issue. */
export function SupportHome() {
  const staff = useOutletContext<{ name: string }>();
  const { pathname } = useLocation();
  const title = Object.entries(TITLES).find(([p]) => pathname.startsWith(p))?.[1] ?? 'Dashboard';
  return (
    <>
      <h1 className={css.pageHeading}>{title}</h1>
      <p className={css.muted}>Signed in as {staff.name}.</p>
    </>
  );
}

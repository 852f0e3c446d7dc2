import { PageHeader } from '@spanner/design-system';
import { useLocation, useOutletContext } from 'react-router';

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
  return <PageHeader title={title} subtitle={`Signed in as ${staff.name}.`} />;
}

import { useQuery } from '@apollo/client/react';
import { PageHeader, Spinner, Tab, TabList, TabPanel, Tabs } from '@spanner/design-system';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { graphql } from '../../gql';

const AdminConsoleViewer = graphql(`
  query AdminConsoleViewer {
    supportViewer {
      id
      can {
        manageStaff
        readAuditLog
      }
    }
  }
`);

const TABS = [
  { id: 'users', href: '/support-admin/admin', label: 'Staff users' },
  { id: 'invites', href: '/support-admin/admin/invites', label: 'Invites' },
  { id: 'audit', href: '/support-admin/admin/audit', label: 'Audit log' },
] as const;

/** The tab of a path: /support-admin/admin/audit and the spec's /support-admin/audit alike. */
const tabOf = (pathname: string) => TABS.find((t) => t.id !== 'users' && pathname.replace(/\/$/, '').endsWith(`/${t.id}`))?.id ?? 'users';

/** /support-admin/admin, /users, /invites, /audit: the Admin Console's tabs, for those the policy lets manage staff. */
export function AdminConsole() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data, loading } = useQuery(AdminConsoleViewer, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Spinner label="Loading the Admin Console" />;
  if (!data?.supportViewer?.can.manageStaff) return <Navigate to="/support-admin" replace />;
  const tab = tabOf(pathname);
  return (
    <>
      <PageHeader title="Admin Console" subtitle="Manage the support team, its invites, and review every staff action." />
      <Tabs selectedKey={tab} onSelectionChange={(key) => navigate(TABS.find((t) => t.id === key)?.href ?? TABS[0].href)}>
        <TabList aria-label="Admin Console">
          {TABS.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {/* One panel per tab (only the selected one renders), so each tab's aria-controls names a panel that exists
            after a tab is clicked, not only after a full page load. */}
        {TABS.map((t) => (
          <TabPanel key={t.id} id={t.id}>
            <Outlet />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}

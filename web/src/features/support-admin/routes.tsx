import type { RouteObject } from 'react-router';

// The support Admin Console (support_admin), relative to /support-admin: /admin (staff users), /admin/invites and
// /admin/audit, and the spec's /users, /invites and /audit — both readings lead to the same screens. Mounted inside
// the portal's staff guard.

const adminConsole = () => import('./AdminConsole').then((m) => ({ Component: m.AdminConsole }));
const staffUsers = () => import('./StaffUsersPage').then((m) => ({ Component: m.StaffUsersPage }));
const invites = () => import('./InvitesPage').then((m) => ({ Component: m.InvitesPage }));
const audit = () => import('./AuditLogPage').then((m) => ({ Component: m.AuditLogPage }));

export const supportAdminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: adminConsole,
    children: [
      { index: true, lazy: staffUsers },
      { path: 'users', lazy: staffUsers },
      { path: 'invites', lazy: invites },
      { path: 'audit', lazy: audit },
    ],
  },
  {
    lazy: adminConsole,
    children: [
      { path: 'users', lazy: staffUsers },
      { path: 'invites', lazy: invites },
      { path: 'audit', lazy: audit },
    ],
  },
];

/** The public join page of an invite link: outside the staff guard, next to the support login. */
export const supportJoinRoute: RouteObject = {
  path: '/support-admin/join/:token',
  lazy: () => import('./JoinSupportPage').then((m) => ({ Component: m.JoinSupportPage })),
};

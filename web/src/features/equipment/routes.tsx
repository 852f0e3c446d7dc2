import type { RouteObject } from 'react-router';

/** The equipment screens of the main app, relative to /. */
export const equipmentRoutes: RouteObject[] = [
  { path: 'equipment', lazy: () => import('./EquipmentListPage').then((m) => ({ Component: m.EquipmentListPage })) },
  {
    // /equipment/{id}/edit is the detail page with its Edit dialog open (the page stays mounted between the two).
    path: 'equipment/:id',
    lazy: () => import('./EquipmentDetailPage').then((m) => ({ Component: m.EquipmentDetailPage })),
    children: [{ path: 'edit', element: null }],
  },
];

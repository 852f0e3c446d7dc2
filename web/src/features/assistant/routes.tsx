import type { RouteObject } from 'react-router';

/** The page a draft's link opens (an MCP answer's confirmUrl), relative to /; the server shows it to its own user only. */
export const assistantRoutes: RouteObject[] = [
  { path: 'assistant/drafts/:id', lazy: () => import('./DraftPage').then((m) => ({ Component: m.DraftPage })) },
];

import type { RouteObject } from 'react-router';

/**
 * Settings → Forms (the templates and their builder; the route guard reads the nav's ability for /settings, and the
 * pages ask for manageFormTemplates) and a form on a job to fill or read (every member who sees the job).
 */
export const formsRoutes: RouteObject[] = [
  { path: 'settings/forms', lazy: () => import('./FormTemplatesPage').then((m) => ({ Component: m.FormTemplatesPage })) },
  { path: 'settings/forms/built-in', lazy: () => import('./BuiltInTemplatesPage').then((m) => ({ Component: m.BuiltInTemplatesPage })) },
  { path: 'settings/forms/new', lazy: () => import('./FormTemplateEditorPage').then((m) => ({ Component: m.FormTemplateEditorPage })) },
  { path: 'settings/forms/:id', lazy: () => import('./FormTemplateEditorPage').then((m) => ({ Component: m.FormTemplateEditorPage })) },
  { path: 'jobs/:jobId/forms/:id', lazy: () => import('./JobFormPage').then((m) => ({ Component: m.JobFormPage })) },
];

import type { RouteObject } from 'react-router';

// The owner portal's Blog Posts, relative to /admin, inside the owner guard (OwnerPortal).
const list = () => import('./BlogPostsPage').then((m) => ({ Component: m.BlogPostsPage }));
const editor = () => import('./BlogEditorPage').then((m) => ({ Component: m.BlogEditorPage }));

export const ownerBlogRoutes: RouteObject[] = [
  { path: 'blog', lazy: list },
  { path: 'blog/new', lazy: editor },
  { path: 'blog/:id', lazy: editor },
];

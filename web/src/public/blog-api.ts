// The public blog's reads from the browser (GET /api/public/blog): the list page fetches a new page of posts when
// the visitor searches, picks a category or turns a page without leaving it.

import { BLOG_PAGE_SIZE } from '@rules/blog';
import type { BlogListResult, BlogQuery } from './data';

export async function fetchBlogList(query: BlogQuery, signal?: AbortSignal): Promise<BlogListResult> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(BLOG_PAGE_SIZE) });
  if (query.search) params.set('search', query.search);
  if (query.category) params.set('category', query.category);
  const res = await fetch(`/api/public/blog?${params}`, { credentials: 'include', signal });
  if (!res.ok) throw new Error(`GET /api/public/blog answered ${res.status}`);
  return (await res.json()) as BlogListResult;
}

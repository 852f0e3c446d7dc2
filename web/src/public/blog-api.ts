// The public blog's reads from the browser (GET /api/public/blog): the list page fetches a new page of posts when
// the visitor searches, picks a category or turns a page without leaving it.

import { BLOG_PAGE_SIZE } from '@rules/blog';
import type { BlogListResult, BlogQuery } from './data';
import { publicRest } from './public-api';

export async function fetchBlogList(query: BlogQuery, signal?: AbortSignal): Promise<BlogListResult> {
  const { data, response } = await publicRest.GET('/api/public/blog', {
    params: {
      query: { page: query.page, limit: BLOG_PAGE_SIZE, search: query.search || undefined, category: query.category || undefined },
    },
    signal,
  });
  if (!data) throw new Error(`GET /api/public/blog answered ${response.status}`);
  return data;
}

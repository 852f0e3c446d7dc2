// What the server hands a public page: the page's own data, read before rendering and sent along for hydration.
import type { PackExpiry } from '@rules/packs';
import type { RestAnswer } from '../lib/rest';

/** A page of the blog list (GET /api/public/blog): its posts as the cards show them, and where it is in the list. */
export type BlogListResult = RestAnswer<'/api/public/blog', 'get'>;
export type BlogPostSummary = BlogListResult['posts'][number];

/** A whole post (GET /api/public/blog/{slug}): content is HTML sanitised by the server. */
export type BlogPost = RestAnswer<'/api/public/blog/{slug}', 'get'>['post'];

/** The blog list's filters, as its URL carries them. */
export interface BlogQuery {
  search: string;
  /** '' for All */
  category: string;
  page: number;
}

export type PublicPage =
  | { kind: 'landing'; packExpiry: PackExpiry }
  /** `result` is null when the posts could not be read. */
  | { kind: 'blog'; query: BlogQuery; result: BlogListResult | null }
  /** `post` is null for a missing, draft or future post (answered with 404). */
  | { kind: 'post'; slug: string; post: BlogPost | null; morePosts: BlogPostSummary[] }
  | { kind: 'privacy' }
  /** The developer documentation; origin is the server's address, written into the examples. */
  | { kind: 'developers'; origin: string }
  /** The REST API's reference, rendered in the browser from the OpenAPI document. */
  | { kind: 'api-reference' }
  /** A server-made notice: a newsletter link's confirm or unsubscribe page, with its one button (a form POST). */
  | { kind: 'notice'; title: string; message: string; button?: { label: string; action: string } };

/** The blog list's URL for a query: only what differs from the defaults, so /blog is the first page of All. */
export function blogHref({ search, category, page }: BlogQuery): string {
  const params = new URLSearchParams();
  if (search) params.set('search', search);
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

/** The blog list's query read from a URL's search part; a page that is not a whole number from 1 is page 1. */
export function blogQueryFrom(search: URLSearchParams): BlogQuery {
  const page = Number(search.get('page'));
  return {
    search: search.get('search')?.trim() ?? '',
    category: search.get('category') === 'All' ? '' : (search.get('category') ?? ''),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

import type { BlogPost } from '../../db/generated/client.ts';

// What the blog's reads answer: read shape B, a declared projection (docs/architecture.md, "Two read shapes").
// Every reader takes a post whole — the owner's editor, the public pages and REST, whose views add the read time
// and the sanitised HTML — and GraphQL exposes it with an object ref, so no caller's selection reaches Prisma.

/** A post as every reader of the blog gets it: all of it, whatever its status. */
export type BlogPostRecord = BlogPost;

export interface BlogPagination {
  page: number;
  limit: number;
  total: number;
  pages: number;
}

/** A page of posts and where it is in the list. */
export interface BlogPostPage {
  posts: BlogPostRecord[];
  pagination: BlogPagination;
}

/** A published post as the sitemap lists it. */
export type PublishedSlug = Pick<BlogPost, 'slug' | 'updatedAt' | 'publishedAt'>;

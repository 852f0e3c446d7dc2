import { getPublicPost } from '../domain/blog/get-public-post.ts';
import { listPublicPosts } from '../domain/blog/list-public-posts.ts';
import { toBlogPostJson, toBlogPostSummaryJson } from '../views/blog.views.ts';
import { blogContract } from './blog.contract.ts';
import { type BoundRoute, implement } from './contract.ts';

// REST routes of the public blog: contracts in blog.contract.ts, implemented here.
export const blogRoutes: BoundRoute[] = implement(blogContract, {
  async list({ ctx, query }) {
    const { posts, pagination } = await listPublicPosts(ctx, query);
    return { posts: posts.map(toBlogPostSummaryJson), pagination };
  },
  async get({ ctx, params }) {
    return { post: toBlogPostJson(await getPublicPost(ctx, params.slug)) };
  },
});

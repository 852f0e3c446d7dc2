import { deletePost } from '../domain/blog/delete-post.ts';
import { getAdminPost } from '../domain/blog/get-admin-post.ts';
import { listAdminPosts } from '../domain/blog/list-admin-posts.ts';
import { previewPost } from '../domain/blog/preview-post.ts';
import { savePost } from '../domain/blog/save-post.ts';
import { uploadCover } from '../domain/blog/upload-cover.ts';
import { type BoundRoute, implement } from './contract.ts';
import { ownerBlogContract, toAdminBlogPostJson } from './owner-blog.contract.ts';

// REST routes of the owner's blog editor: contracts in owner-blog.contract.ts, rules in domain/blog.
export const ownerBlogRoutes: BoundRoute[] = implement(ownerBlogContract, {
  async list({ ctx, query }) {
    const { posts, pagination } = await listAdminPosts(ctx, query);
    return { posts: posts.map((p) => toAdminBlogPostJson(p)), pagination };
  },
  async create({ ctx, body }) {
    return { post: toAdminBlogPostJson(await savePost(ctx, null, body)) };
  },
  async get({ ctx, params }) {
    return { post: toAdminBlogPostJson(await getAdminPost(ctx, params.id)) };
  },
  async update({ ctx, params, body }) {
    return { post: toAdminBlogPostJson(await savePost(ctx, params.id, body)) };
  },
  async delete({ ctx, params }) {
    return { success: true as const, ...(await deletePost(ctx, params.id)) };
  },
  async cover({ ctx, params, query, file }) {
    return { post: toAdminBlogPostJson(await uploadCover(ctx, params.id, file, query.alt)) };
  },
  async preview({ ctx, body }) {
    return previewPost(ctx, body);
  },
});

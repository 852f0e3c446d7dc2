import type { BlogPostSummary } from './data';
import { formatPostDate } from './format';
import * as s from './public.css';

/** Date and read time, as every post shows them. */
export function PostMeta({ post }: { post: BlogPostSummary }) {
  return (
    <p className={s.postMeta}>
      <span>{post.authorName}</span>
      <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
      <span>{post.readTime} min read</span>
    </p>
  );
}

/**
 * A post in a list: cover, category, title linking to the post, excerpt, author, date and read time. The featured
 * post (the blog list's first with a cover) is wide, its cover loaded at once and its title a level-2 heading.
 */
export function PostCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  const Heading = featured ? 'h2' : 'h3';
  return (
    <article className={featured ? s.featured : s.postCard}>
      {post.coverImageUrl && (
        <img className={s.cover} src={post.coverImageUrl} alt="" width={640} height={360} loading={featured ? 'eager' : 'lazy'} />
      )}
      <div className={s.postCardBody}>
        <p className={s.categoryLabel}>{featured ? `Featured · ${post.category}` : post.category}</p>
        <Heading className={s.postCardTitle}>
          <a href={`/blog/${post.slug}`}>{post.title}</a>
        </Heading>
        {post.excerpt && <p className={s.cardText}>{post.excerpt}</p>}
        <PostMeta post={post} />
      </div>
    </article>
  );
}

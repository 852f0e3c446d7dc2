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

/** A post in a list: category, title linking to the post, excerpt, author, date and read time. */
export function PostCard({ post, headingLevel = 3 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={s.postCard}>
      {post.coverImageUrl && <img className={s.cover} src={post.coverImageUrl} alt="" width={640} height={360} loading="lazy" />}
      <div className={s.postCardBody}>
        <p className={s.categoryLabel}>{post.category}</p>
        <Heading className={s.postCardTitle}>
          <a href={`/blog/${post.slug}`}>{post.title}</a>
        </Heading>
        {post.excerpt && <p className={s.cardText}>{post.excerpt}</p>}
        <PostMeta post={post} />
      </div>
    </article>
  );
}

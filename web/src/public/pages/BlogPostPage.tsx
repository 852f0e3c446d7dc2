import { type MouseEvent, useEffect, useState } from 'react';
import type { BlogPost, BlogPostSummary } from '../data';
import { NewsletterSection } from '../NewsletterSection';
import { PostCard, PostMeta } from '../PostCard';
import { trackPageEvent } from '../pixel';
import * as s from '../public.css';
import { SiteFooter, SiteHeader } from '../SiteChrome';
import { SITE_NAME, TRIAL_CALL } from '../site';

export const POST_NOT_FOUND = 'Post Not Found';

/** 'Post Not Found' (answered with HTTP 404): back where the visitor came from, or to the blog. */
function PostNotFound() {
  const goBack = (e: MouseEvent) => {
    if (window.history.length <= 1) return;
    e.preventDefault();
    window.history.back();
  };
  return (
    <main id="main" className={s.narrow}>
      <div className={s.cta}>
        <h1 className={s.pageTitle}>{POST_NOT_FOUND}</h1>
        <p className={s.cardText}>This post does not exist, or it has not been published yet.</p>
        <div className={s.actions}>
          <a className={s.button.secondary} href="/" onClick={goBack}>
            Go Back
          </a>
          <a className={s.button.primary} href="/blog">
            Browse Blog
          </a>
        </div>
      </div>
    </main>
  );
}

/** Share: the device's share sheet where there is one (phones), else the link copied to the clipboard. */
function ShareButton({ post }: { post: BlogPost }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  async function share() {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title: post.title, text: post.excerpt ?? undefined, url });
      } catch {
        // The visitor closed the share sheet: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <>
      <button type="button" className={s.button.secondary} onClick={share}>
        Share
      </button>
      <span role="status" className={s.muted}>
        {copied === 'copied' ? 'Link copied' : copied === 'failed' ? 'Copy the address bar to share this post' : ''}
      </span>
    </>
  );
}

function Post({ post, morePosts }: { post: BlogPost; morePosts: BlogPostSummary[] }) {
  // The post was viewed (in the browser only: effects do not run on the server).
  useEffect(() => {
    trackPageEvent('ViewContent', {
      contentId: post.slug,
      contentType: 'article',
      contentName: post.title,
      contentCategory: post.category,
    });
  }, [post.slug, post.title, post.category]);
  return (
    <main id="main">
      <article className={`${s.narrow} ${s.article}`}>
        <p>
          <a href="/blog">← Back to Blog</a>
        </p>
        <p className={s.categoryLabel}>{post.category}</p>
        <h1 className={s.pageTitle}>{post.title}</h1>
        {post.excerpt && <p className={s.lead}>{post.excerpt}</p>}
        <PostMeta post={post} />
        {post.tags.length > 0 && (
          <ul className={s.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className={s.tag}>
                {tag}
              </li>
            ))}
          </ul>
        )}
        {post.coverImageUrl && (
          <img className={s.cover} src={post.coverImageUrl} alt={post.coverImageAlt ?? ''} width={1280} height={720} />
        )}
        {/* Sanitised by the server (api/src/domain/blog/post-html.ts): no script, event attribute or javascript: link. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised post HTML */}
        <div className={s.prose} dangerouslySetInnerHTML={{ __html: post.content }} />
        <div className={s.toolbar}>
          <ShareButton post={post} />
          <a className={s.button.quiet} href="/blog">
            Back to Blog
          </a>
        </div>
        <div className={s.cta}>
          <h2 className={s.cardTitle}>Run your trade business with {SITE_NAME}</h2>
          <p className={s.cardText}>{TRIAL_CALL}</p>
          <a className={s.button.primary} href="/">
            Discover {SITE_NAME}
          </a>
        </div>
        <NewsletterSection source="blog-post" />
      </article>
      {morePosts.length > 0 && (
        <section className={s.sectionAlt} aria-labelledby="more-posts">
          <div className={s.container}>
            <h2 id="more-posts" className={s.sectionTitle}>
              More Posts
            </h2>
            <div className={s.grid}>
              {morePosts.map((p) => (
                <PostCard key={p.id} post={p} />
              ))}
            </div>
            <p className={s.actions}>
              <a className={s.button.secondary} href="/blog">
                More Posts
              </a>
            </p>
          </div>
        </section>
      )}
    </main>
  );
}

/** A blog post (/blog/{slug}), or 'Post Not Found'. */
export function BlogPostPage({ post, morePosts }: { post: BlogPost | null; morePosts: BlogPostSummary[] }) {
  return (
    <>
      <SiteHeader />
      {post ? <Post post={post} morePosts={morePosts} /> : <PostNotFound />}
      <SiteFooter />
    </>
  );
}

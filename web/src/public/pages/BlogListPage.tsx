import { BLOG_CATEGORIES } from '@rules/blog';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { fetchBlogList } from '../blog-api';
import { type BlogListResult, type BlogQuery, blogHref, blogQueryFrom } from '../data';
import { NewsletterSection } from '../NewsletterSection';
import { PostCard } from '../PostCard';
import * as s from '../public.css';
import { SiteFooter, SiteHeader } from '../SiteChrome';

export const BLOG_FETCH_FAILED = 'Failed to fetch blog posts';

/** A plain click (no modifier, main button): the page handles it; any other click opens the link as usual. */
const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * The list's state: the server rendered the first answer; later queries are fetched in the browser and written to
 * the address (so a result can be shared and the back button works). Without script every link and the search
 * form load the page from the server instead.
 */
function useBlogList(initialQuery: BlogQuery, initialResult: BlogListResult | null) {
  const [query, setQuery] = useState(initialQuery);
  const [result, setResult] = useState(initialResult);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);

  async function load(next: BlogQuery) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setQuery(next);
    setLoading(true);
    try {
      const answer = await fetchBlogList(next, controller.signal);
      if (!controller.signal.aborted) setResult(answer);
    } catch {
      if (!controller.signal.aborted) setResult(null);
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }

  // Registered once: `load` reads only refs and state setters, which stay the same between renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const onPop = () => void load(blogQueryFrom(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  function go(next: BlogQuery) {
    window.history.pushState(null, '', blogHref(next));
    void load(next);
  }
  return { query, result, loading, go };
}

/** The blog list (/blog): search, category chips, the featured post, a grid of the others and pages. */
export function BlogListPage({ query: initialQuery, result: initialResult }: { query: BlogQuery; result: BlogListResult | null }) {
  const { query, result, loading, go } = useBlogList(initialQuery, initialResult);
  const [search, setSearch] = useState(initialQuery.search);

  // A new search or category starts again at page 1.
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    go({ ...query, search: search.trim(), page: 1 });
  };
  const follow = (next: BlogQuery) => (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    if (next.search !== search) setSearch(next.search);
    go(next);
  };

  const posts = result?.posts ?? [];
  const featured = posts.find((p) => p.coverImageUrl);
  const others = posts.filter((p) => p !== featured);
  const pages = result?.pagination.pages ?? 0;

  return (
    <>
      <SiteHeader />
      <main id="main" className={s.container}>
        <div className={s.pageIntro}>
          <h1 className={s.pageTitle}>The Spanner Blog</h1>
          <p className={s.lead}>
            Practical advice for running a trade business: pricing, scheduling, customers, equipment and getting paid.
          </p>
          <search>
            <form className={s.searchForm} action="/blog" method="get" onSubmit={onSearch}>
              <label htmlFor="blog-search" className={s.visuallyHidden}>
                Search posts
              </label>
              <input
                id="blog-search"
                className={s.searchInput}
                type="search"
                name="search"
                placeholder="Search posts"
                value={search}
                maxLength={200}
                onChange={(e) => setSearch(e.target.value)}
              />
              {query.category && <input type="hidden" name="category" value={query.category} />}
              <button className={s.button.primary} type="submit">
                Search
              </button>
            </form>
          </search>
          <nav aria-label="Categories">
            <ul className={s.chips}>
              {['', ...BLOG_CATEGORIES].map((category) => {
                const next = { ...query, category, page: 1 };
                return (
                  <li key={category || 'All'}>
                    <a
                      className={s.chip}
                      href={blogHref(next)}
                      aria-current={query.category === category ? 'page' : undefined}
                      onClick={follow(next)}
                    >
                      {category || 'All'}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>

        <div aria-live="polite" aria-busy={loading}>
          {result === null ? (
            <p className={s.errorText} role="alert">
              {BLOG_FETCH_FAILED}
            </p>
          ) : posts.length === 0 ? (
            <p className={s.status}>{query.search || query.category ? 'No posts match your search.' : 'No posts yet.'}</p>
          ) : (
            <>
              {featured && <PostCard post={featured} featured />}
              {others.length > 0 && (
                <section aria-labelledby="posts-title">
                  <h2 id="posts-title" className={s.visuallyHidden}>
                    Posts
                  </h2>
                  <div className={s.grid}>
                    {others.map((post) => (
                      <PostCard key={post.id} post={post} />
                    ))}
                  </div>
                </section>
              )}
            </>
          )}
          {pages > 1 && (
            <nav className={s.pagination} aria-label="Pages">
              {query.page > 1 && (
                <a
                  className={s.button.secondary}
                  href={blogHref({ ...query, page: query.page - 1 })}
                  onClick={follow({ ...query, page: query.page - 1 })}
                >
                  Previous
                </a>
              )}
              <span>
                Page {query.page} of {pages}
              </span>
              {query.page < pages && (
                <a
                  className={s.button.secondary}
                  href={blogHref({ ...query, page: query.page + 1 })}
                  onClick={follow({ ...query, page: query.page + 1 })}
                >
                  Next
                </a>
              )}
            </nav>
          )}
        </div>
        <div className={s.narrow}>
          <NewsletterSection source="blog" />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

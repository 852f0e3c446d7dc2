import { useQuery } from '@apollo/client/react';
import { Button, Card, EmptyState, Link, PlusIcon, SearchField, Select, Skeleton, Stack, StatusBadge } from '@spanner/design-system';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { BlogPostStatus } from '../../gql/graphql';
import { LoadFailure } from '../../kit/LoadFailure';
import { useDebounced } from '../../lib/use-debounced';
import { AdminBlogPostsQuery } from './documents';
import * as css from './owner-blog.css';
import { STATUS_BADGE, whenLine } from './status';

const STATUS_FILTERS = [
  { id: 'all', label: 'All posts' },
  { id: 'published', label: 'Published' },
  { id: 'scheduled', label: 'Scheduled' },
  { id: 'draft', label: 'Drafts' },
];

/** /admin/blog: every post with its status, searchable, newest change first; New Post opens the editor. */
export function BlogPostsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search);
  const { data, loading, error, refetch } = useQuery(AdminBlogPostsQuery, {
    variables: { search: debounced || null, status: status === 'all' ? null : (status as BlogPostStatus), page },
    fetchPolicy: 'cache-and-network',
  });
  const result = data?.adminBlogPosts;
  return (
    <Stack gap="6">
      <div className={css.toolbar}>
        <div className={css.grow}>
          <SearchField
            label="Search posts"
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
          />
        </div>
        <Select
          label="Status"
          items={STATUS_FILTERS}
          value={status}
          onChange={(v) => {
            setStatus(String(v ?? 'all'));
            setPage(1);
          }}
        />
        <Button icon={<PlusIcon />} onPress={() => navigate('/admin/blog/new')}>
          New Post
        </Button>
      </div>
      {error && !result ? (
        <LoadFailure title="Failed to load posts" error={error} onRetry={() => void refetch()} />
      ) : !result && loading ? (
        <Stack gap="3" aria-label="Loading posts">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : result && result.posts.length === 0 ? (
        <EmptyState
          title={search || status !== 'all' ? 'No posts match' : 'No posts yet'}
          description={search || status !== 'all' ? 'Try another search or status.' : 'Write the first post for the blog.'}
        />
      ) : result ? (
        <Stack gap="3">
          <p className={css.muted}>{result.total === 1 ? '1 post' : `${result.total.toLocaleString('en-AU')} posts`}</p>
          <ul aria-label="Blog posts" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {result.posts.map((p) => (
              <li key={p.id}>
                <Card>
                  <div className={css.postRow}>
                    <div className={css.postTitle}>
                      <Link href={`/admin/blog/${p.id}`}>{p.title}</Link>
                      <StatusBadge tone={STATUS_BADGE[p.status].tone} label={STATUS_BADGE[p.status].label} />
                    </div>
                    <span className={css.muted}>
                      {p.category} · {p.authorName} · {whenLine(p)}
                    </span>
                    <span className={css.muted}>/blog/{p.slug}</span>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          {result.pages > 1 && (
            <div className={css.actions}>
              <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className={css.muted}>
                Page {result.page} of {result.pages}
              </span>
              <Button variant="secondary" isDisabled={page >= result.pages} onPress={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

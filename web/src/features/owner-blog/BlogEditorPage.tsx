import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { BLOG_CATEGORIES, blogTexts, META_DESCRIPTION_RECOMMENDED, META_TITLE_RECOMMENDED, SLUG_PATTERN, slugify } from '@rules/blog';
import {
  AlertDialog,
  Banner,
  Button,
  Card,
  DialogTrigger,
  FileTrigger,
  Link,
  Select,
  Skeleton,
  Stack,
  StatusBadge,
  TextArea,
  TextField,
  toast,
} from '@spanner/design-system';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BlogPostFieldsFragment, BlogPostInput, BlogPostStatus } from '../../gql/graphql';
import { messageOf } from '../../lib/error-message';
import { fieldErrorsOf, unwrap } from '../../lib/mutation-result';
import { COVER_TYPES, uploadCover } from './cover-upload';
import { AdminBlogPostQuery, BlogPostPreviewQuery, CreateBlogPost, DeleteBlogPost, UpdateBlogPost } from './documents';
import * as css from './owner-blog.css';
import { formatWhen, STATUS_BADGE } from './status';

const MarkdownEditor = lazy(() => import('./MarkdownEditor'));

const CATEGORY_ITEMS = BLOG_CATEGORIES.map((c) => ({ id: c, label: c }));

interface Form {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  authorName: string;
  coverImageAlt: string;
  metaTitle: string;
  metaDescription: string;
  publishAt: string;
}

const EMPTY: Form = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  category: BLOG_CATEGORIES[0],
  tags: '',
  authorName: '',
  coverImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  publishAt: '',
};

/** A date-time field's value ('2026-11-25T09:30', local time) from an ISO time, and back. */
const localInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const formOf = (p: BlogPostFieldsFragment): Form => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt ?? '',
  content: p.content,
  category: p.category,
  tags: p.tags.join(', '),
  authorName: p.authorName,
  coverImageAlt: p.coverImageAlt ?? '',
  metaTitle: p.metaTitle ?? '',
  metaDescription: p.metaDescription ?? '',
  publishAt: p.status === 'scheduled' ? localInput(p.publishedAt) : '',
});

/** '42 / 60' under a field, in the warning colour past the recommendation (a warning, never an error). */
function LengthHint({ length, recommended }: { length: number; recommended: number }) {
  const over = length > recommended;
  return (
    <span className={over ? css.counterOver : css.counter}>
      {length} / {recommended} characters{over ? ' — longer than recommended; search results may cut it' : ''}
    </span>
  );
}

/** /admin/blog/new and /admin/blog/:id: write, preview, publish, schedule, unpublish or delete a post. */
export function BlogEditorPage() {
  const { id } = useParams();
  const isNew = !id;
  const { data, loading, error } = useQuery(AdminBlogPostQuery, { variables: { id: id ?? '' }, skip: isNew, fetchPolicy: 'network-only' });
  const loaded = data?.adminBlogPost;
  if (!isNew && (loading || (!loaded && !error))) {
    return (
      <Stack gap="4" aria-label="Loading post">
        <Skeleton height={48} />
        <Skeleton height={320} />
      </Stack>
    );
  }
  if (!isNew && (error || !loaded || loaded.__typename === 'AppError')) {
    return (
      <Banner tone="error" title="Post not found">
        {loaded?.__typename === 'AppError' ? loaded.message : messageOf(error, 'This post could not be loaded.')}{' '}
        <Link href="/admin/blog">Back to Blog Posts</Link>
      </Banner>
    );
  }
  const post = loaded?.__typename === 'BlogPost' ? loaded : null;
  return <Editor key={post?.id ?? 'new'} post={post} />;
}

function Editor({ post }: { post: BlogPostFieldsFragment | null }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const ids = { content: useId(), contentLabel: useId() };
  const [form, setForm] = useState<Form>(post ? formOf(post) : EMPTY);
  // A new post's slug follows its title until the owner edits the slug.
  const [slugEdited, setSlugEdited] = useState(!!post);
  const [coverFile, setCoverFile] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [create] = useMutation(CreateBlogPost);
  const [update] = useMutation(UpdateBlogPost);
  const [remove] = useMutation(DeleteBlogPost);

  const coverPreview = useMemo(() => (coverFile ? URL.createObjectURL(coverFile) : null), [coverFile]);
  useEffect(() => () => void (coverPreview && URL.revokeObjectURL(coverPreview)), [coverPreview]);
  const coverShown = coverPreview ?? (removeCover ? null : (post?.coverImageUrl ?? null));

  const set = (field: keyof Form) => (value: string) => {
    setForm((f) => {
      const next = { ...f, [field]: value };
      if (field === 'title' && !slugEdited) next.slug = slugify(value);
      return next;
    });
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  /** What the form's own checks refuse before anything is sent (the server checks the same and more). */
  function check(status: BlogPostStatus): Record<string, string> {
    const found: Record<string, string> = {};
    if (!form.title.trim()) found.title = blogTexts.titleRequired;
    if (form.slug && !SLUG_PATTERN.test(form.slug)) found.slug = blogTexts.slugInvalid;
    if (!form.authorName.trim()) found.authorName = 'Author name is required';
    if (coverShown && !form.coverImageAlt.trim()) found.coverImageAlt = blogTexts.coverAltRequired;
    if (status === 'scheduled') {
      if (!form.publishAt) found.publishAt = blogTexts.scheduleRequired;
      else if (new Date(form.publishAt).getTime() <= Date.now()) found.publishAt = blogTexts.scheduleInPast;
    }
    return found;
  }

  async function save(status: BlogPostStatus, done: string) {
    setFormError('');
    const found = check(status);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      setFormError('Please fix the highlighted fields.');
      return;
    }
    const input: BlogPostInput = {
      title: form.title,
      slug: form.slug || null,
      excerpt: form.excerpt,
      content: form.content,
      category: form.category,
      tags: form.tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      authorName: form.authorName,
      coverImageAlt: form.coverImageAlt,
      metaTitle: form.metaTitle,
      metaDescription: form.metaDescription,
      status,
      publishAt: status === 'scheduled' ? new Date(form.publishAt).toISOString() : null,
      ...(removeCover && !coverFile ? { removeCover: true } : {}),
    };
    setSaving(true);
    try {
      const saved = post
        ? unwrap((await update({ variables: { id: post.id, input } })).data?.updateBlogPost, 'Failed to save post')
        : unwrap((await create({ variables: { input } })).data?.createBlogPost, 'Failed to save post');
      if (coverFile) {
        await uploadCover(saved.id, coverFile, form.coverImageAlt).catch((err: unknown) => {
          // The post is saved; only the cover is missing: say so and stay on the (now saved) post.
          throw Object.assign(new Error(`The post was saved, but the cover was not: ${messageOf(err, 'upload failed')}`), { saved });
        });
      }
      // A new post has no AdminBlogPost query yet (it is skipped): only the list is refreshed.
      await client.refetchQueries({ include: post ? ['AdminBlogPost', 'AdminBlogPosts'] : ['AdminBlogPosts'] });
      toast.success(done);
      if (!post) navigate(`/admin/blog/${saved.id}`, { replace: true });
      else {
        setCoverFile(null);
        setRemoveCover(false);
      }
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setFormError(messageOf(err, 'Failed to save post'));
      const saved = (err as { saved?: { id: string } }).saved;
      if (saved && !post) navigate(`/admin/blog/${saved.id}`, { replace: true });
    } finally {
      setSaving(false);
    }
  }

  async function preview() {
    setPreviewing(true);
    try {
      const { data } = await client.query({
        query: BlogPostPreviewQuery,
        variables: { content: form.content },
        fetchPolicy: 'network-only',
      });
      const answer = data?.blogPostPreview;
      if (!answer || answer.__typename === 'AppError') throw new Error(answer?.message ?? 'Preview failed');
      setPreviewHtml(answer.html);
    } catch (err) {
      toast.error(messageOf(err, 'Preview failed'));
    } finally {
      setPreviewing(false);
    }
  }

  async function deletePost() {
    if (!post) return;
    try {
      unwrap((await remove({ variables: { id: post.id } })).data?.deleteBlogPost, 'Failed to delete post');
      await client.refetchQueries({ include: ['AdminBlogPosts'] });
      toast.success('Post deleted');
      navigate('/admin/blog');
    } catch (err) {
      toast.error(messageOf(err, 'Failed to delete post'));
    }
  }

  const status = post?.status ?? 'draft';
  const badge = STATUS_BADGE[status];
  return (
    <Stack gap="6">
      <div className={css.actions}>
        <Link href="/admin/blog">← Blog Posts</Link>
        <StatusBadge tone={badge.tone} label={badge.label} />
        {post && status !== 'draft' && (
          <span className={css.muted}>
            {status === 'published' ? 'Published' : 'Goes live'} {formatWhen(post.publishedAt)}
            {status === 'published' && (
              <>
                {' · '}
                <a href={`/blog/${post.slug}`}>View on the blog</a>
              </>
            )}
          </span>
        )}
      </div>
      {formError && (
        <Banner tone="error" title="Post not saved">
          {formError}
        </Banner>
      )}
      <div className={css.editor}>
        <Card>
          <Stack gap="4">
            <TextField label="Title" isRequired value={form.title} onChange={set('title')} errorMessage={errors.title} />
            <TextField
              label="Slug"
              description={`The post's address: /blog/${form.slug || '…'} (lowercase letters, numbers and hyphens)`}
              value={form.slug}
              onChange={(v) => {
                setSlugEdited(true);
                set('slug')(v);
              }}
              errorMessage={errors.slug}
            />
            <TextArea
              label="Excerpt"
              description="A sentence or two for the blog list"
              rows={2}
              value={form.excerpt}
              onChange={set('excerpt')}
            />
            <div className={css.markdownBox}>
              <span id={ids.contentLabel} className={css.markdownLabel}>
                Content (Markdown)
              </span>
              <Suspense
                fallback={
                  <textarea
                    id={ids.content}
                    aria-labelledby={ids.contentLabel}
                    className={css.plainEditor}
                    value={form.content}
                    onChange={(e) => set('content')(e.target.value)}
                  />
                }
              >
                <MarkdownEditor id={ids.content} labelledBy={ids.contentLabel} value={form.content} onChange={set('content')} />
              </Suspense>
            </div>
            <div>
              <Button variant="secondary" onPress={() => void preview()} isPending={previewing}>
                Preview
              </Button>
            </div>
          </Stack>
        </Card>

        {previewHtml !== null && (
          <Card>
            <section aria-label="Preview">
              <Stack gap="4">
                <div className={css.actions}>
                  <strong>Preview, as the public page shows it</strong>
                  <Button variant="ghost" size="sm" onPress={() => setPreviewHtml(null)}>
                    Close preview
                  </Button>
                </div>
                <h1>{form.title || 'Untitled'}</h1>
                {coverShown && <img className={css.cover} src={coverShown} alt={form.coverImageAlt} />}
                {/* Sanitised by the server with the public page's own rules (domain/blog/post-html.ts). */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised post HTML */}
                <div className={css.preview} dangerouslySetInnerHTML={{ __html: previewHtml }} />
              </Stack>
            </section>
          </Card>
        )}

        <div className={css.columns}>
          <Card>
            <Stack gap="4">
              <Select
                label="Category"
                items={CATEGORY_ITEMS}
                value={form.category}
                onChange={(v) => set('category')(String(v ?? BLOG_CATEGORIES[0]))}
              />
              <TextField label="Tags" description="Separated by commas" value={form.tags} onChange={set('tags')} />
              <TextField
                label="Author name"
                isRequired
                value={form.authorName}
                onChange={set('authorName')}
                errorMessage={errors.authorName}
              />
            </Stack>
          </Card>
          <Card>
            <Stack gap="4">
              <strong>Cover image</strong>
              {coverShown ? (
                <img className={css.cover} src={coverShown} alt={form.coverImageAlt || 'Cover image (alt text needed)'} />
              ) : (
                <p className={css.muted}>No cover image. PNG, JPEG, WebP or GIF; resized to 1600 px wide.</p>
              )}
              <div className={css.actions}>
                <FileTrigger
                  variant="secondary"
                  acceptedFileTypes={COVER_TYPES}
                  onSelect={([file]) => {
                    setCoverFile(file ?? null);
                    setRemoveCover(false);
                  }}
                  onReject={() => toast.error(blogTexts.coverNotImage)}
                >
                  {coverShown ? 'Replace cover' : 'Choose cover image'}
                </FileTrigger>
                {coverShown && (
                  <Button
                    variant="ghost"
                    onPress={() => {
                      setCoverFile(null);
                      setRemoveCover(true);
                    }}
                  >
                    Remove cover
                  </Button>
                )}
              </div>
              {coverFile && <span className={css.muted}>{coverFile.name} is uploaded when you save.</span>}
              <TextField
                label="Cover alt text"
                description="Describe the image for people who cannot see it"
                isRequired={!!coverShown}
                value={form.coverImageAlt}
                onChange={set('coverImageAlt')}
                errorMessage={errors.coverImageAlt}
              />
            </Stack>
          </Card>
          <Card>
            <Stack gap="4">
              <strong>Search engines</strong>
              <TextField
                label="Meta title"
                value={form.metaTitle}
                onChange={set('metaTitle')}
                description={<LengthHint length={form.metaTitle.length} recommended={META_TITLE_RECOMMENDED} />}
              />
              <TextArea
                label="Meta description"
                rows={3}
                value={form.metaDescription}
                onChange={set('metaDescription')}
                description={<LengthHint length={form.metaDescription.length} recommended={META_DESCRIPTION_RECOMMENDED} />}
              />
            </Stack>
          </Card>
        </div>

        <Card>
          <Stack gap="4">
            <strong>Publishing</strong>
            <div className={css.actions}>
              {status === 'draft' ? (
                <Button variant="secondary" isPending={saving} onPress={() => void save('draft', 'Draft saved')}>
                  Save draft
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  isPending={saving}
                  onPress={() => void save(status, status === 'published' ? 'Changes published' : 'Changes saved')}
                >
                  Save changes
                </Button>
              )}
              {status !== 'published' && (
                <Button isPending={saving} onPress={() => void save('published', 'Post published')}>
                  Publish now
                </Button>
              )}
              {status !== 'draft' && (
                <Button variant="secondary" isPending={saving} onPress={() => void save('draft', 'Post unpublished')}>
                  Unpublish
                </Button>
              )}
            </div>
            <div className={css.actions}>
              <TextField
                label="Publish at"
                type="datetime-local"
                value={form.publishAt}
                onChange={set('publishAt')}
                errorMessage={errors.publishAt}
              />
              <Button variant="secondary" isPending={saving} onPress={() => void save('scheduled', 'Post scheduled')}>
                Schedule
              </Button>
            </div>
            {post && (
              <div>
                <DialogTrigger>
                  <Button variant="danger">Delete post</Button>
                  <AlertDialog title="Delete this post?" confirmLabel="Delete" variant="destructive" onConfirm={() => void deletePost()}>
                    “{post.title}” is removed from the blog for good.
                  </AlertDialog>
                </DialogTrigger>
              </div>
            )}
          </Stack>
        </Card>
      </div>
    </Stack>
  );
}

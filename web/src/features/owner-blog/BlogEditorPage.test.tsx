import type { MockedResponse } from '@apollo/client/testing';
import { ToastRegion, toast } from '@spanner/design-system';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type BlogPostInput, CreateBlogPostDocument } from '../../gql/graphql';
import { renderApp } from '../../test-utils';
import { BlogEditorPage } from './BlogEditorPage';

// The owner's blog editor: the slug that follows the title, the form's own checks, a draft saved and opened, the
// server's refusal shown on its field, and the meta fields' length hints.

const post = {
  __typename: 'BlogPost' as const,
  id: 'p1',
  slug: 'quote-on-the-spot',
  title: 'Quote on the spot',
  excerpt: null,
  content: '',
  contentFormat: 'markdown',
  category: 'Business Growth',
  tags: [],
  authorName: 'Sam Owner',
  coverImageUrl: null,
  coverImageAlt: null,
  metaTitle: null,
  metaDescription: null,
  status: 'draft' as const,
  publishedAt: null,
  updatedAt: '2026-11-25T00:00:00.000Z',
};

const draftInput = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: 'Quote on the spot',
  slug: 'quote-on-the-spot',
  excerpt: '',
  content: '',
  category: 'Business Growth',
  tags: [],
  authorName: 'Sam Owner',
  coverImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  status: 'draft',
  publishAt: null,
  ...over,
});

const created = (input: BlogPostInput, answer: object): MockedResponse => ({
  request: { query: CreateBlogPostDocument, variables: { input } },
  result: { data: { createBlogPost: answer } },
});

/** Where the editor goes once a new post is saved: that post's own address (its editor, tested by its own query). */
function SavedPost() {
  return <p>Editing {useParams().id}</p>;
}

function openNew(mocks: MockedResponse[] = []) {
  renderApp(
    <>
      <Routes>
        <Route path="admin/blog/new" element={<BlogEditorPage />} />
        <Route path="admin/blog/:id" element={<SavedPost />} />
      </Routes>
      <ToastRegion />
    </>,
    { path: '/admin/blog/new', mocks },
  );
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

afterEach(() => toast.clear());

describe('the blog editor', () => {
  it("fills a new post's slug from its title until the owner edits the slug", async () => {
    openNew();
    await userEvent.type(field('Title'), 'Quote on the spot & get paid');
    expect(field('Slug')).toHaveValue('quote-on-the-spot-and-get-paid');
    await userEvent.clear(field('Slug'));
    await userEvent.type(field('Slug'), 'quotes');
    await userEvent.type(field('Title'), ' today');
    expect(field('Slug')).toHaveValue('quotes');
  });

  it('sends nothing without a title and an author, and says which fields need them', async () => {
    openNew();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Please fix the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Author name is required')).toBeInTheDocument();
  });

  it('saves a draft, says so and opens the saved post', async () => {
    openNew([created(draftInput(), post)]);
    await userEvent.type(field('Title'), 'Quote on the spot');
    await userEvent.type(field('Author name'), 'Sam Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    // The router moves in a transition, so the saved post's address may render a commit after the toast.
    expect(await screen.findByText('Editing p1')).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it is about", async () => {
    openNew([
      created(draftInput({ status: 'published' }), {
        __typename: 'AppError',
        message: 'That slug is taken',
        code: 'VALIDATION',
        fieldErrors: [{ __typename: 'FieldError', field: 'slug', message: 'That slug is taken' }],
      }),
    ]);
    await userEvent.type(field('Title'), 'Quote on the spot');
    await userEvent.type(field('Author name'), 'Sam Owner');
    await userEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Post not saved')).toBeInTheDocument();
    expect(field('Slug')).toHaveAccessibleDescription(/That slug is taken/);
  });

  it('counts the meta title against its recommended length, and warns past it', async () => {
    openNew();
    await userEvent.type(field('Meta title'), 'Quotes');
    expect(screen.getByText('6 / 60 characters')).toBeInTheDocument();
    await userEvent.type(field('Meta title'), ' that win the job before you have left the driveway, every time');
    expect(screen.getByText(/^69 \/ 60 characters — longer than recommended/)).toBeInTheDocument();
  });
});

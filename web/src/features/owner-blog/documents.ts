import { graphql } from '../../gql';

export const BlogPostFields = graphql(`
  fragment BlogPostFields on BlogPost {
    id
    slug
    title
    excerpt
    content
    contentFormat
    category
    tags
    authorName
    coverImageUrl
    coverImageAlt
    metaTitle
    metaDescription
    status
    publishedAt
    updatedAt
  }
`);

export const AdminBlogPostsQuery = graphql(`
  query AdminBlogPosts($search: String, $status: BlogPostStatus, $page: Int) {
    adminBlogPosts(search: $search, status: $status, page: $page, limit: 20) {
      page
      pages
      total
      posts {
        id
        slug
        title
        category
        authorName
        status
        publishedAt
        updatedAt
      }
    }
  }
`);

export const AdminBlogPostQuery = graphql(`
  query AdminBlogPost($id: ID!) {
    adminBlogPost(id: $id) {
      __typename
      ... on BlogPost {
        ...BlogPostFields
      }
      ... on AppError {
        message
      }
    }
  }
`);

export const CreateBlogPost = graphql(`
  mutation CreateBlogPost($input: BlogPostInput!) {
    createBlogPost(input: $input) {
      __typename
      ... on BlogPost {
        ...BlogPostFields
      }
      ... on AppError {
        message
        code
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

export const UpdateBlogPost = graphql(`
  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!) {
    updateBlogPost(id: $id, input: $input) {
      __typename
      ... on BlogPost {
        ...BlogPostFields
      }
      ... on AppError {
        message
        code
        fieldErrors {
          field
          message
        }
      }
    }
  }
`);

export const DeleteBlogPost = graphql(`
  mutation DeleteBlogPost($id: ID!) {
    deleteBlogPost(id: $id) {
      __typename
      ... on DeleteBlogPostPayload {
        id
      }
      ... on AppError {
        message
      }
    }
  }
`);

export const BlogPostPreviewQuery = graphql(`
  query BlogPostPreview($content: String!) {
    blogPostPreview(content: $content) {
      __typename
      ... on BlogPostPreview {
        html
      }
      ... on AppError {
        message
      }
    }
  }
`);

// What each public page puts in <head>: title, description, canonical link, Open Graph and Twitter tags, and its
// structured data (JSON-LD). Rendered by the server into the HTML, so search engines and link previews read it
// without running script.

import { DEVELOPER_LINKS } from '@rules/developer-docs';
import { PAID_PLAN_IDS, PLANS } from '@rules/plans';
import { COMMON_FAQ, COMPARISON_FAQ } from './content/faq';
import type { PublicPage } from './data';
import { blogHref } from './data';
import { SHARE_IMAGE, SITE_DESCRIPTION, SITE_NAME, SITE_TAGLINE } from './site';

export interface PageHead {
  title: string;
  description: string;
  /** Path of the page's one address, made absolute with the site's origin. */
  canonicalPath: string;
  ogType: 'website' | 'article';
  image: string;
  /** The image's text alternative, when the page has one (a post's cover). */
  imageAlt?: string;
  jsonLd: object[];
  /** Pages that must not be indexed (a missing post). */
  noindex?: boolean;
  article?: { publishedTime: string; modifiedTime: string; section: string; tags: string[] };
}

const organization = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${origin}/`,
  logo: `${origin}/media/spanner-logo.png`,
  description: SITE_TAGLINE,
  areaServed: 'AU',
});

const softwareApplication = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: SITE_NAME,
  url: `${origin}/`,
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web, iOS, Android',
  description: SITE_DESCRIPTION,
  offers: PAID_PLAN_IDS.map((id) => ({
    '@type': 'Offer',
    name: PLANS[id].name,
    price: (PLANS[id].priceMonthly / 100).toFixed(2),
    priceCurrency: 'AUD',
    url: `${origin}/auth/register?plan=${id}`,
  })),
});

const faqPage = () => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [...COMPARISON_FAQ, ...COMMON_FAQ].map((f) => ({
    '@type': 'Question',
    name: f.question,
    acceptedAnswer: { '@type': 'Answer', text: f.answer },
  })),
});

export function pageHead(page: PublicPage, origin: string): PageHead {
  const base = { ogType: 'website' as const, image: SHARE_IMAGE, jsonLd: [] as object[] };
  switch (page.kind) {
    case 'landing':
      return {
        ...base,
        title: `${SITE_NAME} – ${SITE_TAGLINE}`,
        description: SITE_DESCRIPTION,
        canonicalPath: '/',
        jsonLd: [organization(origin), softwareApplication(origin), faqPage()],
      };
    case 'blog': {
      const { category, page: n } = page.query;
      const what = category ? `${category} articles` : 'Articles';
      return {
        ...base,
        title: `${category ? `${category} – ` : ''}Blog${n > 1 ? ` (page ${n})` : ''} | ${SITE_NAME}`,
        description: `${what} for people running a trade business: pricing, scheduling, customers, equipment and getting paid, from the ${SITE_NAME} team.`,
        // A search is not a page of its own; a category and a page are.
        canonicalPath: blogHref({ search: '', category, page: n }),
      };
    }
    case 'post': {
      const post = page.post;
      if (!post) {
        return {
          ...base,
          title: `Post Not Found | ${SITE_NAME}`,
          description: 'This post does not exist.',
          canonicalPath: '/blog',
          noindex: true,
        };
      }
      const path = `/blog/${post.slug}`;
      const image = post.coverImageUrl ?? SHARE_IMAGE;
      return {
        ...base,
        ogType: 'article',
        image,
        ...(post.coverImageUrl && post.coverImageAlt ? { imageAlt: post.coverImageAlt } : {}),
        title: post.metaTitle ?? `${post.title} | ${SITE_NAME}`,
        description: post.metaDescription ?? post.excerpt ?? post.title,
        canonicalPath: path,
        article: { publishedTime: post.publishedAt, modifiedTime: post.updatedAt, section: post.category, tags: post.tags },
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.metaDescription ?? post.excerpt ?? undefined,
            image: new URL(image, origin).href,
            datePublished: post.publishedAt,
            dateModified: post.updatedAt,
            author: { '@type': 'Person', name: post.authorName },
            publisher: { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` },
            mainEntityOfPage: `${origin}${path}`,
            articleSection: post.category,
            keywords: post.tags.join(', '),
            timeRequired: `PT${post.readTime}M`,
          },
        ],
      };
    }
    case 'privacy':
      return {
        ...base,
        title: `Privacy Policy | ${SITE_NAME}`,
        description: `How ${SITE_NAME} collects, uses, keeps and protects your personal information, and how to reach us about it.`,
        canonicalPath: '/privacy',
      };
    case 'developers':
      return {
        ...base,
        title: `Developers: API and webhooks | ${SITE_NAME}`,
        description: `Connect your accounting, website and AI tools to ${SITE_NAME}: API keys, GraphQL and REST, rate limits, errors, pagination and signed webhooks, with examples in curl and TypeScript.`,
        canonicalPath: '/developers',
      };
    case 'api-reference':
      return {
        ...base,
        title: `REST API reference | ${SITE_NAME}`,
        description: `Every REST operation of the ${SITE_NAME} API with its parameters, bodies and answers, from the OpenAPI document.`,
        canonicalPath: DEVELOPER_LINKS.restReference,
      };
    case 'notice':
      // A link's own page (newsletter confirm, unsubscribe): never indexed, its address is private.
      return { ...base, title: `${page.title} | ${SITE_NAME}`, description: page.message, canonicalPath: '/', noindex: true };
  }
}

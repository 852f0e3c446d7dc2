import type { PublicPage } from './data';
import { BlogListPage } from './pages/BlogListPage';
import { BlogPostPage } from './pages/BlogPostPage';
import { LandingPage } from './pages/LandingPage';
import { PrivacyPage } from './pages/PrivacyPage';

/** The public page the server chose, with the data it read: rendered on the server, then hydrated. */
export function PublicApp({ page }: { page: PublicPage }) {
  switch (page.kind) {
    case 'landing':
      return <LandingPage packExpiry={page.packExpiry} />;
    case 'blog':
      return <BlogListPage query={page.query} result={page.result} />;
    case 'post':
      return <BlogPostPage post={page.post} morePosts={page.morePosts} />;
    case 'privacy':
      return <PrivacyPage />;
  }
}

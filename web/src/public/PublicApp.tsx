import type { PublicPage } from './data';
import { ApiReferencePage } from './pages/ApiReferencePage';
import { BlogListPage } from './pages/BlogListPage';
import { BlogPostPage } from './pages/BlogPostPage';
import { DevelopersPage } from './pages/DevelopersPage';
import { LandingPage } from './pages/LandingPage';
import { NoticePage } from './pages/NoticePage';
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
    case 'developers':
      return <DevelopersPage origin={page.origin} />;
    case 'api-reference':
      return <ApiReferencePage />;
    case 'notice':
      return <NoticePage title={page.title} message={page.message} button={page.button} />;
  }
}

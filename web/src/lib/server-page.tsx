import { Navigate, useLocation } from 'react-router';

/** Whether this document was loaded for `href` (the server answered this very address with the app). */
function loadedFor(href: string): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !!entry && entry.name === href;
}

/**
 * A page the server renders (the public site: /, /blog, /blog/{slug}, /privacy), reached by a link inside the app:
 * the browser loads it from the server. When the server answered this address with the app itself (a build
 * without the public site), it shows the sign-in page instead of loading the same address again.
 */
export function ServerPage() {
  const location = useLocation();
  const href = window.location.href;
  if (loadedFor(href)) return <Navigate to="/auth/login" replace />;
  window.location.assign(`${location.pathname}${location.search}${location.hash}`);
  return null;
}

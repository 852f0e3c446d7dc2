// A notice in the public site's look (web/src/public NoticePage), for pages the API answers itself (the newsletter
// links). The public site sets the renderer when its server build is there; without one (an API-only checkout, the
// API's own tests) `renderPublicNotice` answers null and the caller sends its plain page.

export interface PublicNotice {
  title: string;
  message: string;
  /** A button that POSTs back to the page's address. */
  button?: { label: string; action: string };
}

let renderer: ((notice: PublicNotice) => string) | null = null;

/** Called by the public site once its server renderer is loaded. */
export function setPublicNoticeRenderer(render: (notice: PublicNotice) => string): void {
  renderer = render;
}

/** The whole HTML document of a notice in the public site's look, or null when there is no server build. */
export const renderPublicNotice = (notice: PublicNotice): string | null => renderer?.(notice) ?? null;

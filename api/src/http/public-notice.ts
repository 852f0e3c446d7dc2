import type { FastifyInstance } from 'fastify';

// A notice in the public site's look (web/src/public NoticePage), for pages the API answers itself (the newsletter
// links). Each server holds its own renderer (one process may run several servers, as the API's tests do): the
// public site sets it when its server build is there; without one (an API-only checkout, the API's own tests)
// `renderPublicNotice` answers null and the caller sends its plain page.

export interface PublicNotice {
  title: string;
  message: string;
  /** A button that POSTs back to the page's address. */
  button?: { label: string; action: string };
}

type NoticeRenderer = (notice: PublicNotice) => string;

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's notice renderer, once its public site has a server build. */
    publicNotice: { render: NoticeRenderer | null };
  }
}

/** Gives a server its (empty) renderer slot; called before any route is registered, so every scope shares it. */
export function providePublicNotice(app: FastifyInstance): void {
  app.decorate('publicNotice', { render: null });
}

/** Called by the public site once its server renderer is loaded. */
export function setPublicNoticeRenderer(app: FastifyInstance, render: NoticeRenderer): void {
  app.publicNotice.render = render;
}

/** The whole HTML document of a notice in the public site's look, or null when this server has no server build. */
export const renderPublicNotice = (app: FastifyInstance, notice: PublicNotice): string | null => app.publicNotice.render?.(notice) ?? null;

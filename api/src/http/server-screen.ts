import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RunQuery } from '../graphql/in-process.ts';

// A technician's screen rendered on the server with its data (web/src/ssr/render-screen.tsx, built into
// WEB_DIST/server): a phone on a slow network paints the day's jobs from the HTML, then React hydrates them in
// place. The data is read through the API's own GraphQL schema as the request's user, so the page shows what a
// query over /graphql would, no more.

/** The server renderer's exports (web/src/ssr/render-screen.tsx). */
interface ScreenRenderer {
  renderScreen(url: string, run: RunQuery, device: { phone: boolean }): Promise<{ html: string; state: string } | null>;
  themeClass: string;
}

/** A rendered screen: the app's markup for `#root`, the state for the end of the body, the theme's class for `<html>`. */
export interface RenderedScreen {
  html: string;
  state: string;
  themeClass: string;
}

/** Renders a request's screen (null: the browser renders it, as without a server renderer). */
export type RenderScreen = (req: FastifyRequest, reply: FastifyReply) => Promise<RenderedScreen | null>;

/**
 * Whether the browser says it is a phone's: Chromium's client hint, else the user agent's "Mobi" (Safari and Firefox
 * on phones). The render is for a phone's width then; a wrong guess only re-renders once hydrated.
 */
const isPhone = (req: FastifyRequest) => req.headers['sec-ch-ua-mobile'] === '?1' || /Mobi/.test(req.headers['user-agent'] ?? '');

/**
 * The screen renderer of a build, or null without one (an API-only checkout, the API's own tests). A render that
 * fails is logged and left to the browser: the page is then the app's usual one.
 */
export async function screenRenderer(
  webDist: string,
  runAs: (req: FastifyRequest, reply: FastifyReply) => RunQuery,
): Promise<RenderScreen | null> {
  const rendererPath = path.join(webDist, 'server', 'render-screen.js');
  if (!fs.existsSync(rendererPath)) return null;
  const renderer = (await import(pathToFileURL(rendererPath).href)) as ScreenRenderer;
  return async (req, reply) => {
    try {
      const url = `${req.protocol}://${req.host}${req.url}`;
      const rendered = await renderer.renderScreen(url, runAs(req, reply), { phone: isPhone(req) });
      return rendered && { ...rendered, themeClass: renderer.themeClass };
    } catch (err) {
      req.log.error({ err }, 'the server could not render the screen; the browser renders it');
      return null;
    }
  };
}

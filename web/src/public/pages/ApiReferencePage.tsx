import { DEVELOPER_LINKS } from '@rules/developer-docs';
import { useEffect, useRef, useState } from 'react';
import * as s from '../public.css';
import { SiteFooter, SiteHeader } from '../SiteChrome';

/**
 * The REST API's reference (/developers/rest): Scalar renders the OpenAPI document in the browser. Scalar is large,
 * so it is imported here only, after the page has loaded: no other page downloads it. Without JavaScript the page
 * still links the document itself.
 */
export function ApiReferencePage() {
  const root = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let app: { destroy?: () => void } | undefined;
    let gone = false;
    Promise.all([import('@scalar/api-reference'), import('@scalar/api-reference/style.css')])
      .then(([{ createApiReference }]) => {
        if (gone || !root.current) return;
        app = createApiReference(root.current, {
          url: DEVELOPER_LINKS.openApi,
          // Everything from our own origin: no web fonts, no telemetry, none of Scalar's hosted services (its AI
          // chat, MCP generator and developer toolbar).
          withDefaultFonts: false,
          telemetry: false,
          hideClientButton: true,
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
          operationTitleSource: 'path',
          hideDarkModeToggle: true,
          forceDarkModeState: 'light',
        }) as { destroy?: () => void };
      })
      .catch(() => setFailed(true));
    return () => {
      gone = true;
      app?.destroy?.();
    };
  }, []);
  return (
    <>
      <SiteHeader />
      <main id="main">
        <div className={s.container}>
          <p>
            <a href={DEVELOPER_LINKS.docs}>← Developer documentation</a>
          </p>
          <h1 className={s.pageTitle}>REST API reference</h1>
          <p className={s.muted}>
            Every operation, generated from the <a href={DEVELOPER_LINKS.openApi}>OpenAPI document</a> the server serves.
            {failed ? ' The reference could not be loaded here: download the document and open it in your own tools.' : ''}
          </p>
        </div>
        <div ref={root} className={s.apiReference} />
      </main>
      <SiteFooter />
    </>
  );
}

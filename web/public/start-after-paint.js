// A server-rendered screen's page (api/src/http/screen-page.ts) starts the app here, once the screen has painted:
// the app's code (named in the page's <template id="after-paint">) and its entry load after the first paint, not
// before it. A classic deferred script, so it knows its own element; no inline script (the page's CSP).
(() => {
  const entry = document.currentScript?.dataset.entry;
  /** Module preloads added a few at a time, each batch its own short task on a slow phone's main thread. */
  const BATCH = 12;
  const start = () => {
    const template = document.getElementById('after-paint');
    const preloads = template instanceof HTMLTemplateElement ? [...template.content.children] : [];
    const next = () => {
      document.head.append(...preloads.splice(0, BATCH));
      if (preloads.length > 0) return setTimeout(next, 0);
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    };
    next();
  };
  // Once the frame has been painted: a timer queued from inside the next animation frame. A page opened in a
  // background tab paints nothing (and runs no animation frame) until shown: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();

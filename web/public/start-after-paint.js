// A server-rendered screen's page (api/src/http/screen-page.ts) starts the app here, once the screen has painted:
// the app's code (named in the page's <template id="after-paint">) and its entry load after the first paint, not
// before it. A classic deferred script, so it knows its own element; no inline script (the page's CSP).
(() => {
  const entry = document.currentScript?.dataset.entry;
  const start = () => {
    const preloads = document.getElementById('after-paint');
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content.cloneNode(true));
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Once the frame has been painted: a timer queued from inside the next animation frame. A page opened in a
  // background tab paints nothing (and runs no animation frame) until shown: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();

// A server-rendered screen's page (api/src/http/web-pages.ts) starts the app here, once the screen has painted:
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
  // A tap on a control before the app has hydrated the page would do nothing: the last one is held and given again
  // once the app runs (the app takes the page's `data-server-rendered` mark away when it has hydrated it). Links work
  // without the app and are left alone.
  const CONTROLS = 'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], summary';
  const html = document.documentElement;
  let held = null;
  const hold = (event) => {
    if (!html.hasAttribute('data-server-rendered')) return;
    const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    if (!control || control.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  document.addEventListener('click', hold, true);
  // What is typed into a field before then is on the screen but not in the app, and hydrating puts the field back to
  // the app's value: each field's last text is kept and typed again once the app runs, as an input event the app
  // reads as typing (the value set through the element's own setter, so React sees a change).
  const typed = new Map();
  const keep = (event) => {
    const field = event.target;
    if (html.hasAttribute('data-server-rendered') && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      typed.set(field, field.value);
    }
  };
  document.addEventListener('input', keep, true);
  const typeAgain = () => {
    const focused = document.activeElement;
    for (const [field, value] of typed) {
      if (!field.isConnected || field.value === value) continue;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused instanceof HTMLElement && focused.isConnected) focused.focus();
  };
  new MutationObserver((_, observer) => {
    if (html.hasAttribute('data-server-rendered')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('input', keep, true);
    typeAgain();
    if (held?.isConnected) held.click();
  }).observe(html, { attributes: true, attributeFilter: ['data-server-rendered'] });

  // Once the frame has been painted: a timer queued from inside the next animation frame. A page opened in a
  // background tab paints nothing (and runs no animation frame) until shown: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();

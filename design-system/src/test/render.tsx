import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';

const mounted: Array<{ root: Root; container: HTMLElement }> = [];

/** Renders UI inside the design-system provider (theme + en-AU) in the real browser. */
export function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const draw = (node: ReactNode) => flushSync(() => root.render(<DesignSystemProvider>{node}</DesignSystemProvider>));
  draw(ui);
  mounted.push({ root, container });
  return { container, rerender: draw };
}

/** Unmounts what the test rendered: after every test (test/setup.ts, run for each file). */
export function unmountAll() {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
}

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks CSS.escape, which react-aria's overlays use.
if (!globalThis.CSS?.escape) {
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

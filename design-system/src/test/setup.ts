import { afterEach } from 'vitest';
import { unmountAll } from './render';

// A setup file runs for every test file, also where one browser page runs many files with their modules kept
// (`isolate: false`, vitest.config.ts): a hook registered inside render.tsx would be registered by the first file only.
afterEach(unmountAll);

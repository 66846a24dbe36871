import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/file-setup.ts'],
    pool: 'forks',
    // The files of a worker share its loaded modules (the app's code is imported once, not per
    // file); each file still builds its own app on its own database, closed after it by file-setup.ts.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

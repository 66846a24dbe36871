import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'https://localhost/' } },
    setupFiles: ['./src/lib/test/before-each-file.ts', './src/lib/test/setup.ts'],
    // The contract's own tests (its helpers shared by web and server) run with the web's.
    include: ['src/**/*.test.{ts,tsx}', '../../packages/contract/src/**/*.test.ts'],
    // The files of a worker share its jsdom window and the packages loaded from node_modules
    // (React, Mantine, Testing Library), which each file would otherwise load again;
    // before-each-file.ts evaluates the app's modules anew and puts the window back.
    isolate: false,
    // Packages with state of their own, loaded anew per file with the app's modules.
    server: { deps: { inline: ['fake-indexeddb'] } },
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // A page test renders the whole Mantine page in jsdom: seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});

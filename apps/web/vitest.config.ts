import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'https://localhost/' } },
    setupFiles: ['./src/lib/test/setup.ts'],
    // The contract's own tests (its helpers shared by web and server) run with the web's.
    include: ['src/**/*.test.{ts,tsx}', '../../packages/contract/src/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // A page test renders the whole Mantine page in jsdom: seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});

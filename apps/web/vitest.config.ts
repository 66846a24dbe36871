import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'https://localhost/' } },
    setupFiles: ['./src/lib/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // A page test renders the whole Mantine page in jsdom: seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});

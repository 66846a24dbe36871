import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import type { AcceptedPlugin } from 'postcss';
import postcssSimpleVars from 'postcss-simple-vars';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { mantineThemeStylesheet } from './vite-mantine-variables';
import { precompress } from './vite-precompress';
import { jobListChunks } from './vite-public-chunks';
import { stableIds } from './vite-stable-ids';

const SERVER = 'http://localhost:3000';

/**
 * Mantine's core and the plain components the public pages render first, in one long-lived chunk.
 * The rest (dropdowns, dialogs, menus, notifications and the floating-ui they bring) stay in the
 * chunks of the code that uses them, so a page loads them only when it shows them.
 */
const SHELL_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Avatar',
  'Badge',
  'Burger',
  'Button',
  'Card',
  'CloseButton',
  'Container',
  'Grid',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'Skeleton',
  'Slider',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'UnstyledButton',
  'VisuallyHidden',
];
const SHELL_MANTINE = new RegExp(
  String.raw`node_modules[\\/](clsx|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](${SHELL_COMPONENTS.join('|')})[\\/]))`,
);

/**
 * React Router's package resolves to its development build for every condition, Node's included;
 * the production build is the same code without its development checks and warnings. Both builds
 * take it: the server bundle then holds React Router itself rather than importing the package.
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Packages the server build bundles, each module it uses once, rather than importing them whole. */
const SSR_BUNDLED = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@tabler/icons-react',
  '@tanstack/react-query',
];

// Both packages type their export as `any`.
const mantinePreset = postcssPresetMantine as () => AcceptedPlugin;
const simpleVars = postcssSimpleVars as (options: {
  variables: Record<string, string>;
}) => AcceptedPlugin;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), stableIds(), mantineThemeStylesheet()]
    : [react(), stableIds(), mantineThemeStylesheet(), precompress()],
  resolve: { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] },
  css: {
    postcss: {
      plugins: [
        mantinePreset(),
        simpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  // The server build holds the UI libraries' code it uses, instead of importing the packages when
  // the server starts: Node loading Mantine's and the icons' thousands of modules took over a
  // second (twice that through the server's TypeScript loader). React stays a package of its own.
  ssr: { noExternal: SSR_BUNDLED },
  build: {
    outDir: 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet, linked by the page: the server renders lazily loaded pages, whose markup must
    // be styled from the first paint, before their scripts (which would bring their styles) load.
    cssCodeSplit: false,
    rollupOptions: {
      // Two long-lived chunks instead of dozens of small shared ones: a phone on a slow network pays
      // a round trip per handful of requests, and these change only when a library is upgraded.
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
                },
                {
                  name: 'mantine',
                  test: (id) => SHELL_MANTINE.test(id),
                  // Mantine's hooks stay out: the plain shell uses a few, without Mantine's core.
                  includeDependenciesRecursively: false,
                },
                { name: jobListChunks(), includeDependenciesRecursively: false },
              ],
            },
          },
      onwarn(warning, warn) {
        if (
          warning.code === 'SOURCEMAP_ERROR' &&
          warning.message.includes("Can't resolve original location")
        )
          return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': SERVER,
      '/signout': SERVER,
      // GET /verify-email/... is the SPA page; only the POST belongs to the server.
      '/verify-email': {
        target: SERVER,
        bypass: (req) => (req.method === 'POST' ? undefined : req.url),
      },
      '/ws': { target: SERVER, ws: true },
      '/uploads': SERVER,
      '/healthz': SERVER,
    },
  },
}));

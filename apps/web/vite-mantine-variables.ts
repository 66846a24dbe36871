import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from './src/components/theme';

const ID = 'virtual:mantine-theme.css';
// Vite treats an id ending in .css as a stylesheet: the build adds it to the one it writes.
const RESOLVED_ID = `\0${ID}`;

/**
 * The theme's CSS variables and Mantine's responsive classes (`hiddenFrom`, `visibleFrom`), as the
 * provider would inline them in a `<style>` on every page: worked out once, at build time, into the
 * stylesheet. The app's providers then render neither.
 */
function themeStylesheet(): string {
  const markup = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, defaultColorScheme: 'light' }),
  );
  const styles = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  if (styles.length !== 2)
    throw new Error(`expected Mantine's two style tags, got ${styles.length}`);
  return styles.join('\n');
}

/** Serves `virtual:mantine-theme.css`: the stylesheet of the theme's variables. */
export function mantineThemeStylesheet(): Plugin {
  return {
    name: 'fieldhire-mantine-theme-stylesheet',
    resolveId: (id) => (id === ID ? RESOLVED_ID : null),
    load: (id) => (id === RESOLVED_ID ? themeStylesheet() : null),
  };
}

import { MantineContext, MantineProvider } from '@mantine/core';
import { use, type ComponentType, type ReactNode } from 'react';
import { theme } from './theme';

/**
 * Mantine's provider for the parts of the app built from its components (signed-in menus, dialogs,
 * forms, the pages other than the job list): each loads it with its own code, so a page drawn from
 * plain elements carries none of Mantine's. The theme's CSS variables and responsive classes are in
 * the stylesheet (`vite-mantine-variables.ts`), so the provider renders neither. Inside another
 * provider (a test's, or an outer part's) it adds nothing.
 */
export function MantineScope({ children }: { children: ReactNode }) {
  if (use(MantineContext)) return children;
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

/** A component rendered inside `MantineScope`. */
export function withMantine<Props extends object>(Inner: ComponentType<Props>) {
  function WithMantine(props: Props) {
    return (
      <MantineScope>
        <Inner {...props} />
      </MantineScope>
    );
  }
  WithMantine.displayName = `WithMantine(${Inner.displayName ?? Inner.name})`;
  return WithMantine;
}

import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` of a part built from Mantine's components: its code and Mantine's provider load
 * together, the first time it renders.
 */
export function lazyWithMantine<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => withMantineLoaded(load));
}

/** A component's code and Mantine's provider, loaded together: the component inside the provider. */
export async function withMantineLoaded<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): Promise<{ default: ComponentType<Props> }> {
  const [Inner, scope] = await Promise.all([load(), import('./mantine-scope')]);
  return { default: scope.withMantine(Inner) };
}

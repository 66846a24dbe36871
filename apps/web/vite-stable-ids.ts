import type { Plugin } from 'vite';

const MANTINE_USE_ID = '/@mantine/hooks/esm/use-id/use-id.mjs';

/**
 * Mantine's `useId` returns React's id during the first render and then swaps in a random id from
 * a layout effect. After hydration that effect re-renders every input, option and popover of the
 * page synchronously (hundreds of milliseconds on a phone) and changes ids the server already
 * sent. React's `useId` is the same on the server and the browser, so the build keeps it.
 */
export function stableIds(): Plugin {
  return {
    name: 'fieldhire-stable-ids',
    enforce: 'pre',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith(MANTINE_USE_ID)) return null;
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
  };
}

import { useDocumentTitle } from '@mantine/hooks';

export const SITE_TITLE = 'Fieldhire — field-service jobs';

export function usePageTitle(title?: string) {
  useDocumentTitle(title ? `${title} · Fieldhire` : SITE_TITLE);
}

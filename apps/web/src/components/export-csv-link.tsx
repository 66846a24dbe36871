import {
  EXPORT_LABELS,
  exportPath,
  type ExportFilters,
  type ExportKind,
} from '@fieldhire/contract/exports';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

interface ExportCsvLinkProps<K extends ExportKind> {
  kind: K;
  filters?: ExportFilters[K];
}

/**
 * Downloads the company's records of `kind` as a CSV file: a plain link, which the browser follows
 * with the session cookie and saves under the name the server gives.
 */
export function ExportCsvLink<K extends ExportKind>({ kind, filters }: ExportCsvLinkProps<K>) {
  return (
    <Button
      component="a"
      href={exportPath(kind, filters)}
      download
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      aria-label={`Export CSV of ${EXPORT_LABELS[kind]}`}
    >
      Export CSV
    </Button>
  );
}

import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAudit } from '../api/ops-api';
import { AuditList } from '../components/audit-list';

export function OpsAuditPage() {
  usePageTitle('Ops · Audit log');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const audit = useAudit(debounced);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Audit log
      </Title>
      <TextInput
        label="Search the log"
        description="An action, a reason, an operator's email or a record's id. Entries cannot be changed or removed."
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
      />
      {audit.isPending && <PageLoader label="Loading the audit log" />}
      {audit.isError && (
        <ErrorState message={errorMessage(audit.error)} onRetry={() => void audit.refetch()} />
      )}
      {audit.isSuccess && <AuditList entries={audit.data.pages.flatMap((page) => page.entries)} />}
      {audit.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={audit.isFetchingNextPage}
            onClick={() => void audit.fetchNextPage()}
          >
            Older entries
          </Button>
        </Group>
      )}
    </Stack>
  );
}

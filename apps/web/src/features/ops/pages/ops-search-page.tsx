import { Badge, Card, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpsSearch } from '../api/ops-api';
import { recordPath } from '../components/record-path';

const KIND_LABEL = { user: 'Account', company: 'Company', job: 'Job', work_order: 'Work order' };

export function OpsSearchPage() {
  usePageTitle('Ops · Search');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const search = useOpsSearch(debounced);
  const results = debounced ? (search.data?.results ?? []) : [];

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Search
      </Title>
      <TextInput
        label="Find a record"
        description="An id, an email, a name, a username or words of a job title."
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
        value={q}
        onChange={(event) => setParams({ q: event.currentTarget.value }, { replace: true })}
        autoFocus
      />
      {search.isError && (
        <ErrorState message={errorMessage(search.error)} onRetry={() => void search.refetch()} />
      )}
      {debounced && search.isSuccess && results.length === 0 && (
        <EmptyState
          icon={<IconSearch size={28} aria-hidden />}
          title="Nothing found"
          description={`No record matches “${debounced}”.`}
        />
      )}
      {!debounced && (
        <Text size="sm" c="dimmed">
          Type to search accounts, companies, jobs and work orders.
        </Text>
      )}
      <Stack gap="xs" aria-live="polite">
        {results.map((hit) => {
          const path = recordPath(hit.kind, hit.id);
          const body = (
            <Card withBorder padding="sm" radius="md">
              <Stack gap={2}>
                <Text fw={600}>
                  <Badge variant="light" mr="xs">
                    {KIND_LABEL[hit.kind]} {hit.id}
                  </Badge>
                  {hit.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {hit.detail}
                </Text>
              </Stack>
            </Card>
          );
          return path ? (
            <Link
              key={`${hit.kind}-${hit.id}`}
              to={path}
              style={{ textDecoration: 'none', color: 'inherit' }}
            >
              {body}
            </Link>
          ) : (
            <div key={`${hit.kind}-${hit.id}`}>{body}</div>
          );
        })}
      </Stack>
    </Stack>
  );
}

import { Button, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { SAVED_SEARCH_LIMIT, savedFilterQuery } from '@fieldhire/contract/saved-searches';
import { Link, Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { plural } from '../../../lib/plural';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import {
  useAlertSuggestion,
  useSaveSearch,
  useSavedSearches,
} from '../../../lib/saved-searches-query';
import { AlertCard } from '../components/alert-card';

/** The alert a new field agent's profile suggests: their job types near their first town. */
function FirstAlertSuggestion() {
  const viewer = useViewer();
  const suggestion = useAlertSuggestion(viewer?.role === 'candidate');
  const save = useSaveSearch();
  if (!suggestion.data) return null;
  const { name, filter } = suggestion.data;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Suggested alert">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          From your profile
        </Text>
        <Text fw={600}>{name}</Text>
        <Text size="sm">Get told by email and the bell as soon as such a job is posted.</Text>
        <Group gap="sm">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { name, filter, frequency: 'instant' },
                {
                  onSuccess: () => notifications.show({ color: 'teal', message: 'Alert saved.' }),
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorMessage(error) }),
                },
              )
            }
          >
            Create this alert
          </Button>
          <Button component={Link} to={`/jobs?${savedFilterQuery(filter)}`} variant="subtle">
            See these jobs
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function Alerts() {
  const alerts = useSavedSearches();
  if (alerts.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading alerts">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={112} radius="md" />
        ))}
      </Stack>
    );
  }
  if (!alerts.data) {
    return (
      <ErrorState
        title="Could not load your alerts"
        message={errorMessage(alerts.error)}
        onRetry={() => void alerts.refetch()}
        retrying={alerts.isFetching}
      />
    );
  }
  if (alerts.data.length === 0) {
    return (
      <Stack gap="md">
        <FirstAlertSuggestion />
        <EmptyState
          order={2}
          icon={<IconBell size={24} />}
          title="No job alerts yet"
          description="Search the job list for the work you want, then choose “Get alerts for this search”: new matching jobs come to you."
          action={
            <Button component={Link} to="/jobs" variant="light" mt="xs">
              Find jobs
            </Button>
          }
        />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {plural(alerts.data.length, 'alert')} of {SAVED_SEARCH_LIMIT}
      </Text>
      {alerts.data.map((alert) => (
        <AlertCard key={alert.id} alert={alert} />
      ))}
    </Stack>
  );
}

export function AlertsPage() {
  usePageTitle('Job alerts');
  const viewer = useViewer();
  if (!viewer) return <Navigate to="/login?next=/alerts" replace />;
  return (
    <Container size="sm" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="md">
        <Title order={1} fz={28}>
          Job alerts
        </Title>
        <Alerts />
      </Stack>
    </Container>
  );
}

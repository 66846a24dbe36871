import type { PlanEntry } from '@fieldhire/contract/billing';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../../lib/error-message';
import { useCancelAtPeriodEnd } from '../api/billing-api';
import { AllowanceBar } from './allowance-bar';
import { formatDate } from './money';
import { plural } from '../../../lib/plural';

const STATUS_COLOR = { active: 'teal', canceled: 'gray', expired: 'gray' } as const;

function periodText(entry: PlanEntry) {
  if (entry.status !== 'active')
    return entry.expires_at ? `Ended ${formatDate(entry.expires_at)}` : 'Ended';
  if (!entry.expires_at) return 'Never expires';
  if (entry.is_subscription && !entry.cancel_at_period_end)
    return `Renews ${formatDate(entry.expires_at)}`;
  return `Expires ${formatDate(entry.expires_at)}`;
}

function PlanCard({ entry, canManage }: { entry: PlanEntry; canManage: boolean }) {
  const toggle = useCancelAtPeriodEnd();
  const renewing = entry.is_subscription && entry.status === 'active';
  const headingId = `plan-${entry.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} fz="lg" id={headingId}>
              {entry.product.name}
            </Title>
            <Text size="sm" c="dimmed">
              {periodText(entry)}
            </Text>
          </Stack>
          <Group gap={6}>
            {renewing && entry.cancel_at_period_end && (
              <Badge color="yellow" variant="light">
                Cancels at period end
              </Badge>
            )}
            <Badge color={STATUS_COLOR[entry.status]} variant="light">
              {entry.status}
            </Badge>
          </Group>
        </Group>
        <AllowanceBar label="Job posts" allowance={entry.job_posts} />
        <AllowanceBar label="Featured posts" allowance={entry.featured_posts} />
        <AllowanceBar label="Candidate contacts" allowance={entry.candidate_contacts} />
        {entry.product.duration_days > 0 && (
          <Text size="xs" c="dimmed">
            Jobs posted with this package are listed for{' '}
            {plural(entry.product.duration_days, 'day')}.
          </Text>
        )}
        {renewing && canManage && (
          <Group>
            <Button
              size="xs"
              variant={entry.cancel_at_period_end ? 'light' : 'default'}
              color={entry.cancel_at_period_end ? 'brand' : 'red'}
              loading={toggle.isPending}
              onClick={() =>
                toggle.mutate(
                  { id: entry.id, cancel: !entry.cancel_at_period_end },
                  {
                    onSuccess: (updated) =>
                      notifications.show({
                        message: updated.cancel_at_period_end
                          ? `${entry.product.name} will end on ${formatDate(updated.expires_at!)}.`
                          : `${entry.product.name} will keep renewing.`,
                      }),
                    onError: (error) =>
                      notifications.show({ color: 'red', message: errorMessage(error) }),
                  },
                )
              }
            >
              {entry.cancel_at_period_end ? 'Keep renewing' : 'Cancel at period end'}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

export function PlanList({ entries, canManage }: { entries: PlanEntry[]; canManage: boolean }) {
  const current = entries.filter((entry) => entry.status === 'active');
  const past = entries.filter((entry) => entry.status !== 'active');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {current.map((entry) => (
          <PlanCard key={entry.id} entry={entry} canManage={canManage} />
        ))}
      </SimpleGrid>
      {past.length > 0 && (
        <Stack gap="sm">
          <Title order={2} fz="md" c="dimmed">
            Past packages
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {past.map((entry) => (
              <PlanCard key={entry.id} entry={entry} canManage={false} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/** What is left across the active packages. */
export function planTotals(entries: PlanEntry[]) {
  const active = entries.filter((entry) => entry.status === 'active');
  const sum = (pick: (entry: PlanEntry) => number) =>
    active.reduce((total, entry) => total + pick(entry), 0);
  return {
    active: active.length,
    jobPosts: sum((entry) => entry.job_posts.remaining),
    featuredPosts: sum((entry) => entry.featured_posts.remaining),
    candidateContacts: sum((entry) => entry.candidate_contacts.remaining),
  };
}

import type { WorkOrderDeliverable } from '@fieldhire/contract/work-orders';
import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { progressOf } from '../deliverable-progress';

/** One deliverable: what is asked, whether it is required, how far along it is. */
export function DeliverableCard({
  deliverable,
  children,
}: {
  deliverable: WorkOrderDeliverable;
  children: ReactNode;
}) {
  const progress = progressOf(deliverable);
  const headingId = `deliverable-${deliverable.id}`;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Group gap={6} wrap="wrap">
            {progress.complete && (
              <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
            )}
            <Text fw={600} id={headingId}>
              {deliverable.label}
            </Text>
            {deliverable.required ? (
              <Badge size="xs" variant="light" color="red" c="red.9">
                Required
              </Badge>
            ) : (
              <Badge size="xs" variant="light" color="gray" c="gray.8">
                Optional
              </Badge>
            )}
          </Group>
          <Text
            size="sm"
            c={progress.complete ? 'teal.9' : 'dimmed'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {progress.text}
          </Text>
        </Group>
        {deliverable.kind === 'photo' && (
          <Progress
            value={Math.min(100, (progress.done / progress.needed) * 100)}
            size="xs"
            color={progress.complete ? 'teal' : 'brand'}
            aria-label={`${deliverable.label}: ${progress.text}`}
          />
        )}
        {children}
      </Stack>
    </Paper>
  );
}

import type { WebhookDelivery } from '@fieldhire/contract/webhooks';
import {
  Badge,
  Button,
  Code,
  Collapse,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconChevronRight, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { useSendDelivery, useWebhookDeliveries, useWebhookDelivery } from '../api/webhooks-api';

const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const STATUS = {
  pending: { label: 'Waiting', color: 'yellow' },
  delivered: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
} as const;

function DeliveryDetail({
  endpointId,
  delivery,
}: {
  endpointId: number;
  delivery: WebhookDelivery;
}) {
  const detail = useWebhookDelivery(endpointId, delivery.id);
  const send = useSendDelivery(endpointId);
  if (detail.isPending) return <PageLoader label="Loading the delivery" />;
  if (detail.isError)
    return (
      <ErrorState
        message={errorMessage(detail.error)}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  const { payload, attempts_log: attempts } = detail.data;
  return (
    <Stack gap="xs" pt="xs">
      <Text size="xs" c="dimmed">
        webhook-id <Code>{delivery.message_id}</Code>
      </Text>
      <Text size="sm" fw={600}>
        Attempts
      </Text>
      {attempts.length === 0 ? (
        <Text size="sm" c="dimmed">
          Not attempted yet.
        </Text>
      ) : (
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {attempts.map((attempt) => (
            <Text key={attempt.at} size="xs" component="li" style={{ overflowWrap: 'anywhere' }}>
              <time dateTime={attempt.at}>{moment(attempt.at)}</time> ·{' '}
              {attempt.response_status === null
                ? attempt.error
                : `HTTP ${attempt.response_status}${attempt.response_body ? `: ${attempt.response_body.slice(0, 200)}` : ''}`}{' '}
              · {attempt.duration_ms} ms
            </Text>
          ))}
        </Stack>
      )}
      <Text size="sm" fw={600}>
        Body
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 240 }}>
        {JSON.stringify(payload, null, 2)}
      </Code>
      {delivery.status !== 'pending' && (
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            loading={send.isPending}
            onClick={() =>
              send.mutate(delivery.id, {
                onSuccess: () => notifications.show({ color: 'teal', message: 'Sent again.' }),
                onError: (error) =>
                  notifications.show({ color: 'red', message: errorMessage(error) }),
              })
            }
          >
            Send again
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function DeliveryRow({ endpointId, delivery }: { endpointId: number; delivery: WebhookDelivery }) {
  const [open, setOpen] = useState(false);
  const status = STATUS[delivery.status];
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Paper withBorder radius="sm" p="xs" component="li">
      <UnstyledButton
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        w="100%"
        aria-label={`${delivery.event_type}, ${status.label}, ${moment(delivery.created_at)}`}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Chevron size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {delivery.event_type}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={delivery.created_at}>{moment(delivery.created_at)}</time>
                {delivery.attempts > 0 &&
                  ` · ${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`}
                {delivery.last_status !== null && ` · HTTP ${delivery.last_status}`}
              </Text>
            </Stack>
          </Group>
          <Badge color={status.color} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
      </UnstyledButton>
      <Collapse in={open}>
        {open && <DeliveryDetail endpointId={endpointId} delivery={delivery} />}
      </Collapse>
    </Paper>
  );
}

/** What was sent to an endpoint, newest first: each delivery opens to its attempts and body. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const query = useWebhookDeliveries(endpointId);
  if (query.isPending) return <PageLoader label="Loading the delivery log" />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const deliveries = query.data.pages.flatMap((page) => page.results);
  if (deliveries.length === 0)
    return (
      <EmptyState
        icon={<IconSend size={24} aria-hidden />}
        title="Nothing sent yet"
        description="Deliveries show here as events happen. Send a test event to try the endpoint."
        order={4}
      />
    );
  return (
    <Stack gap="xs">
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {deliveries.map((delivery) => (
          <DeliveryRow key={delivery.id} endpointId={endpointId} delivery={delivery} />
        ))}
      </Stack>
      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="subtle"
            size="xs"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Show older deliveries
          </Button>
        </Group>
      )}
    </Stack>
  );
}

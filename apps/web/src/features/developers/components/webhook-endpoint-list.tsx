import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '@fieldhire/contract/webhooks';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCheck,
  IconCopy,
  IconEye,
  IconList,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconTrash,
  IconWebhook,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import {
  useDeleteWebhookEndpoint,
  useSendDelivery,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api/webhooks-api';
import { DeliveryLog } from './delivery-log';

const day = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium' });

function Secret({ secret }: { secret: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        Signing secret
      </Text>
      <Code style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {shown ? secret : 'whsec_••••••••••••'}
      </Code>
      {shown ? (
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />
              }
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      ) : (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={() => setShown(true)}
          leftSection={<IconEye size={12} aria-hidden />}
        >
          Reveal
        </Button>
      )}
    </Group>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const remove = useDeleteWebhookEndpoint(endpoint.id);
  const send = useSendDelivery(endpoint.id);
  const [logOpen, setLogOpen] = useState(false);
  const [confirming, setConfirming] = useState<'delete' | 'disable' | null>(null);
  const name = endpoint.description || endpoint.url;
  const toggle = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: () => {
          setConfirming(null);
          notifications.show({
            color: 'teal',
            message: enabled ? 'Endpoint enabled.' : 'Endpoint disabled.',
          });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );

  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={8}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="xs" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <Badge
            color={!endpoint.enabled ? 'gray' : endpoint.failing_since ? 'orange' : 'teal'}
            variant="light"
            tt="none"
            style={{ flexShrink: 0 }}
          >
            {!endpoint.enabled ? 'Disabled' : endpoint.failing_since ? 'Failing' : 'Enabled'}
          </Badge>
        </Group>
        {!endpoint.enabled && endpoint.disabled_reason && (
          <Alert color="gray" variant="light" p="xs">
            <Text size="xs">{endpoint.disabled_reason}</Text>
          </Alert>
        )}
        {endpoint.enabled && endpoint.failing_since && (
          <Text size="xs" c="orange.9">
            Every attempt has failed since {day(endpoint.failing_since)}; deliveries are retried for
            3 days, then the endpoint is disabled.
          </Text>
        )}
        <Group gap={4} role="group" aria-label="Events">
          {endpoint.event_types.map((type) => (
            <Badge key={type} variant="outline" color="gray" tt="none" fw={500} title={type}>
              {WEBHOOK_EVENT_LABELS[type]}
            </Badge>
          ))}
        </Group>
        <Secret secret={endpoint.secret} />
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend size={14} aria-hidden />}
            disabled={!endpoint.enabled}
            loading={send.isPending}
            onClick={() =>
              send.mutate('test', {
                onSuccess: () => {
                  setLogOpen(true);
                  notifications.show({ color: 'teal', message: 'Test event sent.' });
                },
                onError: (error) =>
                  notifications.show({ color: 'red', message: errorMessage(error) }),
              })
            }
          >
            Send test event
          </Button>
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconList size={14} aria-hidden />}
            aria-expanded={logOpen}
            onClick={() => setLogOpen((was) => !was)}
          >
            {logOpen ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          {endpoint.enabled ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              leftSection={<IconPlayerPause size={14} aria-hidden />}
              onClick={() => setConfirming('disable')}
            >
              Disable
            </Button>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              loading={update.isPending}
              onClick={() => toggle(true)}
            >
              Enable
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={`Delete ${name}`}
            onClick={() => setConfirming('delete')}
          >
            Delete
          </Button>
        </Group>
        {logOpen && (
          <Stack gap="xs" component="section" aria-label={`Delivery log of ${name}`}>
            <DeliveryLog endpointId={endpoint.id} />
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming === 'disable'}
        title="Disable this endpoint?"
        confirmLabel="Disable endpoint"
        loading={update.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => toggle(false)}
      >
        <Text size="sm">
          Events that happen while it is disabled are not sent to <strong>{endpoint.url}</strong>.
          You can enable it again at any time.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        confirmColor="red"
        focusConfirm={false}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onClose={() => {
          setConfirming(null);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => notifications.show({ color: 'teal', message: 'Endpoint deleted.' }),
          })
        }
      >
        <Text size="sm">
          <strong>{endpoint.url}</strong> gets no more events, and its delivery log is deleted with
          it. This cannot be undone.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}

/** The company's endpoints, newest first. */
export function WebhookEndpointList() {
  const query = useWebhookEndpoints();
  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-endpoints">
      <Title order={3} fz="md" id="webhook-endpoints">
        Your endpoints
      </Title>
      {query.isPending && <PageLoader label="Loading your endpoints" />}
      {query.isError && (
        <ErrorState
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.data &&
        (query.data.results.length === 0 ? (
          <EmptyState
            icon={<IconWebhook size={24} aria-hidden />}
            title="No endpoints yet"
            description="Add an endpoint above and your system hears of each event as it happens."
            order={4}
          />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.results.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}

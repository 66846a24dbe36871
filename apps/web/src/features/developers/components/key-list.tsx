import { API_SCOPE_LABELS, API_SCOPES, type ApiKey } from '@fieldhire/contract/api-keys';
import { Badge, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKey, IconKeyOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys-api';

const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{moment(iso)}</time>;
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState(false);
  const active = apiKey.revoked_at === null;
  const scopes = API_SCOPES.filter((scope) => apiKey.scopes.includes(scope));
  return (
    <Paper withBorder radius="md" p="sm" component="li" bg={active ? undefined : 'gray.0'}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {apiKey.name}
              </Text>
              <Badge color={active ? 'teal' : 'gray'} variant="light" tt="none">
                {active ? 'Active' : 'Revoked'}
              </Badge>
            </Group>
            <Code w="fit-content">{apiKey.shown}…</Code>
          </Stack>
          {active && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconKeyOff size={14} aria-hidden />}
              onClick={() => setConfirming(true)}
              aria-label={`Revoke ${apiKey.name}`}
              style={{ flexShrink: 0 }}
            >
              Revoke
            </Button>
          )}
        </Group>
        <Group gap={4} role="group" aria-label="Scopes">
          {scopes.map((scope) => (
            <Badge key={scope} variant="outline" color="gray" tt="none" fw={500} title={scope}>
              {API_SCOPE_LABELS[scope]}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          Created {apiKey.created_by ? `by ${apiKey.created_by} ` : ''}on{' '}
          <When iso={apiKey.created_at} />
        </Text>
        <Text size="xs" c="dimmed">
          {apiKey.last_used_at ? (
            <>
              Last used on <When iso={apiKey.last_used_at} />
              {apiKey.last_used_ip && ` from ${apiKey.last_used_ip}`}
            </>
          ) : (
            'Never used'
          )}
        </Text>
        {apiKey.revoked_at && (
          <Text size="xs" c="dimmed">
            Revoked on <When iso={apiKey.revoked_at} />
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Revoke this key?"
        confirmLabel="Revoke key"
        confirmColor="red"
        focusConfirm={false}
        loading={revoke.isPending}
        error={revoke.isError ? errorMessage(revoke.error) : null}
        onClose={() => {
          setConfirming(false);
          revoke.reset();
        }}
        onConfirm={() =>
          revoke.mutate(apiKey.id, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'teal', message: `Key “${apiKey.name}” revoked.` });
            },
          })
        }
      >
        <Text size="sm">
          Apps using <strong>{apiKey.name}</strong> ({apiKey.shown}…) stop working at once: every
          request made with it is refused. This cannot be undone; create a new key to replace it.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}

/** The company's keys, newest first; revoked ones stay listed. */
export function KeyList() {
  const query = useApiKeys();
  return (
    <Stack gap="sm" component="section" aria-labelledby="api-keys">
      <Title order={2} fz="lg" id="api-keys">
        Your keys
      </Title>
      {query.isPending && <PageLoader label="Loading your keys" />}
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
            icon={<IconKey size={24} aria-hidden />}
            title="No keys yet"
            description="Create a key above to let your own software use Fieldhire."
            order={3}
          />
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.results.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}

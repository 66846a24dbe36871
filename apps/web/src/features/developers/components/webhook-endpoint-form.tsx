import {
  CreateWebhookEndpointBody,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_URL_MAX,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@fieldhire/contract/webhooks';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconWebhook } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, zodResolver } from '../../../lib/form-errors';
import { useCreateWebhookEndpoint } from '../api/webhooks-api';

interface Values {
  url: string;
  description: string;
  event_types: WebhookEventType[];
}

/** The events by what they are about, in the order a piece of work goes through them. */
const EVENT_GROUPS = [
  ['Jobs', 'job.'],
  ['Applicants', 'appli'],
  ['Work orders', 'work_order.'],
  ['Payments and ratings', ''],
] as const;

const groupOf = (type: WebhookEventType) =>
  EVENT_GROUPS.findIndex(([, prefix]) => prefix !== '' && type.startsWith(prefix));

function EventGroups() {
  return (
    <Stack gap="sm" mt="xs">
      {EVENT_GROUPS.map(([title], index) => {
        const types = WEBHOOK_EVENT_TYPES.filter((type) =>
          index === EVENT_GROUPS.length - 1 ? groupOf(type) === -1 : groupOf(type) === index,
        );
        return (
          <Stack key={title} gap={6}>
            <Text size="sm" fw={600}>
              {title}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
              {types.map((type) => (
                <Checkbox
                  key={type}
                  value={type}
                  label={WEBHOOK_EVENT_LABELS[type]}
                  description={type}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** Adds an endpoint: its address and the events it is sent. */
export function WebhookEndpointForm({
  onCreated,
}: {
  onCreated: (endpoint: WebhookEndpoint) => void;
}) {
  const create = useCreateWebhookEndpoint();
  const form = useForm<Values>({
    initialValues: { url: '', description: '', event_types: [] },
    validate: zodResolver(CreateWebhookEndpointBody),
  });
  const chosen = form.values.event_types;
  const allChosen = chosen.length === WEBHOOK_EVENT_TYPES.length;

  const submit = form.onSubmit((values) =>
    create.mutate(CreateWebhookEndpointBody.parse(values), {
      onSuccess: (endpoint) => {
        form.reset();
        onCreated(endpoint);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    }),
  );
  const refusal = create.isError && !serverFieldErrors(create.error);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="add-endpoint">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="md" id="add-endpoint">
            Add an endpoint
          </Title>
          <TextInput
            label="Endpoint address"
            description="Where your system receives events, over https. It must be reachable from the internet."
            placeholder="https://dispatch.example.com/fieldhire/events"
            type="url"
            inputMode="url"
            maxLength={WEBHOOK_URL_MAX}
            autoComplete="off"
            required
            {...form.getInputProps('url')}
          />
          <TextInput
            label="Description"
            description="Optional: what listens there."
            placeholder="Dispatch system"
            maxLength={WEBHOOK_DESCRIPTION_MAX}
            autoComplete="off"
            {...form.getInputProps('description')}
          />
          <Checkbox.Group
            label="Events"
            description="What the endpoint is sent. Choose at least one."
            required
            {...form.getInputProps('event_types')}
          >
            <EventGroups />
          </Checkbox.Group>
          <Group>
            <Button
              variant="subtle"
              size="xs"
              onClick={() =>
                form.setFieldValue('event_types', allChosen ? [] : [...WEBHOOK_EVENT_TYPES])
              }
            >
              {allChosen ? 'Clear all events' : 'Choose all events'}
            </Button>
          </Group>
          {refusal && (
            <Alert color="red" variant="light" role="alert" title="Endpoint not added">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={create.isPending}
              leftSection={<IconWebhook size={16} aria-hidden />}
            >
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import {
  API_KEY_NAME_MAX,
  API_SCOPE_LABELS,
  API_SCOPES,
  CreateApiKeyBody,
  type ApiScope,
  type CreatedApiKey,
} from '@fieldhire/contract/api-keys';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, zodResolver } from '../../../lib/form-errors';
import { useCreateApiKey } from '../api/api-keys-api';

interface Values {
  name: string;
  scopes: ApiScope[];
}

/** Names a new key and chooses what it may do; the key made is handed to `onCreated` once. */
export function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useForm<Values>({
    initialValues: { name: '', scopes: [] },
    validate: zodResolver(CreateApiKeyBody),
  });

  const submit = form.onSubmit((values) =>
    create.mutate(CreateApiKeyBody.parse(values), {
      onSuccess: (created) => {
        form.reset();
        // The mutation's state would keep the whole key: the page holds it until it is seen.
        create.reset();
        onCreated(created);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    }),
  );
  const refusal = create.isError && !serverFieldErrors(create.error);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="create-key">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="lg" id="create-key">
            Create a key
          </Title>
          <TextInput
            label="Name"
            description="Where the key is used, so you can tell it apart later: “Payroll sync”."
            placeholder="Payroll sync"
            maxLength={API_KEY_NAME_MAX}
            autoComplete="off"
            required
            {...form.getInputProps('name')}
          />
          <Checkbox.Group
            label="Scopes"
            description="What the key may do. Choose at least one; give it no more than it needs."
            required
            {...form.getInputProps('scopes')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
              {API_SCOPES.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={API_SCOPE_LABELS[scope]}
                  description={scope}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          {refusal && (
            <Alert color="red" variant="light" role="alert" title="Key not created">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={create.isPending}
              leftSection={<IconKey size={16} aria-hidden />}
            >
              Create key
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

import { SandboxCardBody } from '@fieldhire/contract/billing';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/form-errors';
import { useSaveCard } from '../api/billing-api';
import { CardFields, type CardValues } from './card-fields';

interface SaveCardFormProps {
  onSaved: () => void;
  onCancel?: () => void;
}

/** A card saved on file without buying anything; approved work orders are paid from it. */
export function SaveCardForm({ onSaved, onCancel }: SaveCardFormProps) {
  const save = useSaveCard();
  const form = useForm<CardValues>({
    initialValues: { name: '', card_number: '', expiry: '', cvc: '' },
    validate: zodResolver<CardValues>(SandboxCardBody),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'teal',
          message: `${saved?.brand ?? 'Card'} ending in ${saved?.last4 ?? ''} saved.`,
        });
        onSaved();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add a card">
      <Stack gap="sm">
        <CardFields form={form} />
        {save.isError && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title="The card was not saved"
            icon={<IconAlertTriangle size={18} aria-hidden />}
          >
            {errorMessage(save.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Save card
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

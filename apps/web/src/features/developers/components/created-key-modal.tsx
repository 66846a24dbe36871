import type { CreatedApiKey } from '@fieldhire/contract/api-keys';
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * The whole of a key just made, shown this once: the server keeps only its hash. Closing the
 * dialog drops it from the page.
 */
export function CreatedKeyModal({
  apiKey,
  onClose,
}: {
  apiKey: CreatedApiKey | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={apiKey !== null}
      onClose={onClose}
      title="Copy your new key"
      centered
      // A click beside the dialog must not throw the key away unseen.
      closeOnClickOutside={false}
    >
      {apiKey && (
        <Stack gap="md">
          <Text size="sm">
            The key <strong>{apiKey.name}</strong> is ready. Put it in your app’s settings or its
            secret store.
          </Text>
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="It will not be shown again"
          >
            This is the only time the whole key is shown. Copy it now; if it is lost, revoke it and
            create another.
          </Alert>
          <Textarea
            label="API key"
            value={apiKey.key}
            readOnly
            autosize
            minRows={2}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            styles={{
              input: {
                fontFamily: 'var(--mantine-font-family-monospace)',
                wordBreak: 'break-all',
              },
            }}
          />
          <Group justify="space-between" gap="sm">
            <CopyButton value={apiKey.key}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? (
                      <IconCheck size={16} aria-hidden />
                    ) : (
                      <IconCopy size={16} aria-hidden />
                    )
                  }
                  onClick={copy}
                  data-autofocus
                >
                  {copied ? 'Copied' : 'Copy key'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose}>Done</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useCalendarLink, webcalUrl } from '../api/calendar-link';

function FeedLink({ opened }: { opened: boolean }) {
  const link = useCalendarLink(opened);
  if (link.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Getting your calendar address…</Text>
      </Group>
    );
  }
  if (link.isError) {
    if (link.error instanceof ApiRequestError && link.error.status === 404) {
      return (
        <Alert color="gray" variant="light" title="Not available yet">
          Calendar subscriptions are not available yet. Your work is always on this page.
        </Alert>
      );
    }
    return (
      <ErrorState
        message={errorMessage(link.error)}
        onRetry={() => void link.refetch()}
        retrying={link.isFetching}
      />
    );
  }
  const { url } = link.data;
  return (
    <Stack gap="sm">
      <TextInput
        label="Calendar address"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={copied ? 'Copied' : 'Copy calendar address'}
                >
                  {copied ? (
                    <IconCheck size={16} aria-hidden />
                  ) : (
                    <IconCopy size={16} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <Button
        component="a"
        href={webcalUrl(url)}
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
      >
        Open in my calendar app
      </Button>
      <Text size="xs" c="dimmed">
        Keep this address to yourself: anyone with it can see your schedule. Calendar apps refresh
        it every few hours.
      </Text>
    </Stack>
  );
}

/** "Subscribe in your phone's calendar": the agent's feed address, to copy or open. */
export function CalendarSubscribe() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCalendarPlus size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Subscribe in your phone’s calendar
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Subscribe to your work"
        centered
      >
        {opened && <FeedLink opened={opened} />}
      </Modal>
    </>
  );
}

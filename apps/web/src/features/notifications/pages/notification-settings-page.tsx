import { NOTIFICATION_TYPE_LABELS } from '@fieldhire/contract/notification-types';
import { Anchor, Container, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, Navigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notifications-api';
import { EMAIL_TYPES } from '../email-types';
import classes from './notification-settings-page.module.css';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function NotificationSettingsPage() {
  usePageTitle('Notification settings');
  const viewer = useViewer();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  if (!viewer) return <Navigate to="/login?next=/settings/notifications" replace />;

  return (
    <Container size="sm" py="xl" px={{ base: 'sm', xs: 'md' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Notification settings
          </Title>
          <Text c="dimmed">
            Everything shows in your{' '}
            <Anchor component={Link} to="/notifications" inherit>
              notifications
            </Anchor>{' '}
            on Fieldhire. Choose what also comes by email to{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {viewer.email}
            </Text>
            .
          </Text>
        </Stack>
        {settings.isPending && <Skeleton height={180} radius="md" />}
        {settings.isError && (
          <ErrorState
            title="Could not load your settings"
            message={errorMessage(settings.error)}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        )}
        {settings.data && (
          <Paper withBorder radius="md" component="fieldset" className={classes.group}>
            <Text component="legend" fw={650} className={classes.legend}>
              Email me about
            </Text>
            {EMAIL_TYPES[viewer.role].map((type) => {
              const label = NOTIFICATION_TYPE_LABELS[type];
              return (
                <div key={type} className={classes.row}>
                  <Switch
                    label={label}
                    labelPosition="left"
                    size="md"
                    checked={settings.data.email[type] ?? false}
                    classNames={{ body: classes.rowBody, labelWrapper: classes.rowLabel }}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      update.mutate(
                        { email: { [type]: on } },
                        {
                          onSuccess: () =>
                            notifications.show({
                              message: `Emails about ${lowerFirst(label)} are ${on ? 'on' : 'off'}.`,
                            }),
                          onError: (error) =>
                            notifications.show({ color: 'red', message: errorMessage(error) }),
                        },
                      );
                    }}
                  />
                </div>
              );
            })}
          </Paper>
        )}
        <Text size="sm" c="dimmed">
          Emails about your account itself, such as password resets, are always sent.
        </Text>
      </Stack>
    </Container>
  );
}

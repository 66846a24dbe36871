import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AlertFrequency } from '@fieldhire/contract/saved-searches';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { AlertFrequencyField } from '../../../components/alert-form';
import { errorMessage } from '../../../lib/error-message';
import { useSubscribeGuest } from '../../../lib/saved-searches-query';
import { savedSearchFilter } from '../job-filter-params';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest's alert by email, started by the link it sends: no account needed. */
export function GuestAlertDialog({
  query,
  onClose,
}: {
  query: URLSearchParams;
  onClose: () => void;
}) {
  const subscribe = useSubscribeGuest();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [tried, setTried] = useState(false);
  const emailError = tried && !EMAIL.test(email.trim()) ? 'Enter a valid email address.' : null;
  const loginPath = `/login?next=${encodeURIComponent(location.pathname + location.search)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!EMAIL.test(email.trim())) return;
    subscribe.mutate({ email: email.trim(), filter: savedSearchFilter(query), frequency });
  };

  return (
    <Modal opened onClose={onClose} title="Get alerts for this search" centered>
      {subscribe.isSuccess ? (
        <Stack gap="md">
          <Text role="status">{subscribe.data.detail}</Text>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              We email you new jobs matching this search. Have an account?{' '}
              <Anchor component={Link} to={loginPath}>
                Log in
              </Anchor>{' '}
              to get them in the app too.
            </Text>
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <AlertFrequencyField value={frequency} onChange={setFrequency} />
            {subscribe.isError && (
              <Text c="red" size="sm" role="alert">
                {errorMessage(subscribe.error)}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={subscribe.isPending}>
                Email me
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

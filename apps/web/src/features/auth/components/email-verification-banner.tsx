import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useResendVerification } from '../../../lib/resend-verification';
import { useViewer } from '../../../lib/user-info';

/** Reminds a signed-in user whose email address is not verified yet. */
export function EmailVerificationBanner() {
  const viewer = useViewer();
  const resend = useResendVerification();
  if (!viewer || viewer.email_verified) return null;

  return (
    <Box
      component="section"
      aria-labelledby="verify-banner-title"
      bg="yellow.0"
      style={{ borderBottom: '1px solid var(--mantine-color-yellow-3)' }}
    >
      <Container size="lg" py="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
            <IconMailExclamation
              size={22}
              color="var(--mantine-color-yellow-9)"
              aria-hidden
              style={{ flex: 'none', marginTop: 1 }}
            />
            <Text size="sm" c="dark.8">
              <Text span fw={700} id="verify-banner-title">
                Verify your email address.
              </Text>{' '}
              We sent a link to <strong>{viewer.email}</strong>. Open it to finish setting up your
              account.
            </Text>
          </Group>
          <Button
            size="xs"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.mutate()}
          >
            Resend email
          </Button>
        </Group>
      </Container>
    </Box>
  );
}

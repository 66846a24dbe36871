import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useResendVerification } from '../lib/resend-verification';

interface VerifyEmailNoticeProps {
  /** Where the verification link was sent, when known. */
  email?: string;
  /** What verifying unlocks, e.g. "Once it is verified you can post jobs." */
  children: ReactNode;
}

/** Says an action needs a verified email address and offers to send the link again. */
export function VerifyEmailNotice({ email, children }: VerifyEmailNoticeProps) {
  const resend = useResendVerification();
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      icon={<IconMailExclamation size={20} aria-hidden />}
      title="Verify your email address first."
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {email ? (
            <>
              We sent a link to <strong>{email}</strong>. {children}
            </>
          ) : (
            children
          )}
        </Text>
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Resend verification email
        </Button>
      </Stack>
    </Alert>
  );
}

import { VERIFY_RESULT } from '@fieldhire/contract/session';
import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconClockX, IconMailX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import {
  forgetPageAfterVerification,
  pageAfterVerification,
} from '../../../lib/after-verification';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResendVerification } from '../../../lib/resend-verification';
import { useVerifyEmail } from '../api/use-verify-email';
import { useViewer } from '../../../lib/user-info';
import { AuthCard } from '../components/auth-card';

function Outcome({
  icon,
  color,
  children,
}: {
  icon: ReactNode;
  color: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      {children}
    </Stack>
  );
}

function NextStep() {
  const viewer = useViewer();
  const resend = useResendVerification();
  if (!viewer) {
    return (
      <Button component={Link} to="/login?next=/verify-email">
        Log in to get a new link
      </Button>
    );
  }
  return (
    <Button loading={resend.isPending} onClick={() => resend.mutate()}>
      Resend email
    </Button>
  );
}

export function VerifyEmailPage() {
  usePageTitle('Verify email');
  const { code = '', token = '' } = useParams();
  const viewer = useViewer();
  const verification = useVerifyEmail(code, token);

  if (verification.isPending) {
    return (
      <AuthCard title="Verifying your email">
        <Stack align="center" py="md" role="status" aria-label="Verifying your email">
          <Loader />
        </Stack>
      </AuthCard>
    );
  }

  if (verification.isError) {
    return (
      <AuthCard title="Could not verify your email">
        <ErrorState
          title="Verification did not go through"
          message={errorMessage(verification.error)}
          onRetry={() => void verification.refetch()}
          retrying={verification.isFetching}
        />
      </AuthCard>
    );
  }

  if (verification.data === VERIFY_RESULT.success) {
    const then = pageAfterVerification();
    return (
      <AuthCard title="Email verified">
        <Outcome icon={<IconCircleCheck size={28} />} color="brand">
          <Text>Thanks, your email address is confirmed. Your account is ready to use.</Text>
          {viewer ? (
            <Button component={Link} to={then} onClick={forgetPageAfterVerification}>
              Continue
            </Button>
          ) : (
            <Button
              component={Link}
              to={then === '/' ? '/login' : `/login?${new URLSearchParams({ next: then })}`}
              onClick={forgetPageAfterVerification}
            >
              Log in to continue
            </Button>
          )}
        </Outcome>
      </AuthCard>
    );
  }

  if (verification.data === VERIFY_RESULT.expired) {
    return (
      <AuthCard title="Link expired or invalid">
        <Outcome icon={<IconClockX size={28} />} color="orange">
          <Text>
            This verification link has expired, was already used or is not one we sent. Request a
            new link and open the most recent email.
          </Text>
          <NextStep />
        </Outcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Verification code does not match">
      <Outcome icon={<IconMailX size={28} />} color="red">
        <Text>
          The code in this link does not match the one we sent. Copy the whole link from the email,
          or request a new one.
        </Text>
        <NextStep />
      </Outcome>
    </AuthCard>
  );
}

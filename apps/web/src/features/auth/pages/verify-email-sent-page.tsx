import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useResendVerification } from '../../../lib/resend-verification';
import { useUserInfo } from '../../../lib/user-info';
import { AuthCard } from '../components/auth-card';
import { PageLoader } from '../../../components/page-loader';

export function VerifyEmailSentPage() {
  usePageTitle('Check your inbox');
  const { data: viewer, isPending } = useUserInfo();
  const resend = useResendVerification();

  if (isPending) return <PageLoader />;

  if (!viewer) {
    return (
      <AuthCard
        title="Check your inbox"
        description="Open the link in the email we sent to verify your address. To get a new link, log in first."
      >
        <Button component={Link} to="/login?next=/verify-email">
          Log in to resend
        </Button>
      </AuthCard>
    );
  }

  if (viewer.email_verified) {
    return (
      <AuthCard title="Your email is verified" description={`${viewer.email} is confirmed.`}>
        <Button component={Link} to="/">
          Continue
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Check your inbox">
      <Stack gap="sm">
        <Text>
          We sent a verification link to <strong>{viewer.email}</strong>. Open it to finish setting
          up your account.
        </Text>
        <Text size="sm" c="dimmed">
          No email after a few minutes? Check your spam folder, or send a new link.
        </Text>
      </Stack>
      <Stack gap="xs">
        <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
          Resend email
        </Button>
        <Button component={Link} to="/" variant="subtle">
          Continue to Fieldhire
        </Button>
      </Stack>
    </AuthCard>
  );
}

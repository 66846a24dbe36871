import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from './auth-card';

interface SignUpSentProps {
  email: string;
  /** The login page, set to go on to where the visitor was headed. */
  loginPath: string;
}

/** What the sign-up form turns into once sent: the same for every address. */
export function SignUpSent({ email, loginPath }: SignUpSentProps) {
  return (
    <AuthCard title="Check your email">
      <Stack gap="sm">
        <Text>
          We sent an email to <strong>{email}</strong>. Open it to finish signing up, then log in
          with your username or email and your password.
        </Text>
        <Text size="sm" c="dimmed">
          No email after a few minutes? Check your spam folder.
        </Text>
      </Stack>
      <Button component={Link} to={loginPath}>
        Log in
      </Button>
    </AuthCard>
  );
}

import { MESSAGES } from '@fieldhire/contract/constants';
import { PasswordResetBody } from '@fieldhire/contract/accounts';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRequestPasswordReset } from '../api/use-password-reset';
import { AuthCard } from '../components/auth-card';

export function ForgotPasswordPage() {
  usePageTitle('Reset your password');
  const reset = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: '' }, validate: zodResolver(PasswordResetBody) });

  const footer = (
    <Anchor component={Link} to="/login" fw={600}>
      Back to log in
    </Anchor>
  );

  if (reset.isSuccess) {
    return (
      <AuthCard title="Check your inbox" footer={footer}>
        <Alert variant="light" icon={<IconMailCheck size={20} aria-hidden />} role="status">
          {MESSAGES.passwordResetSent}
        </Alert>
      </AuthCard>
    );
  }

  const submit = form.onSubmit((values) => {
    reset.mutate(PasswordResetBody.parse(values).email);
  });

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {reset.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(reset.error)}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

import { PasswordResetConfirmBody } from '@fieldhire/contract/accounts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import { Link, useParams } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, zodFieldErrors } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConfirmPasswordReset } from '../api/use-password-reset';
import { AuthCard } from '../components/auth-card';

interface ResetValues {
  password: string;
  confirm: string;
}

function linkProblem(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 401) return 'This reset link has expired or was already used.';
  if (error.status === 400 && !error.fields) {
    return 'This reset link does not match the one we sent. Open the most recent email again.';
  }
  return null;
}

export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { code = '', token = '' } = useParams();
  const reset = useConfirmPasswordReset();
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirm: '' },
    validate: (values) => {
      const errors: Record<string, string> = {};
      const password = zodFieldErrors(PasswordResetConfirmBody, {
        code,
        token,
        ...values,
      }).password;
      if (password) errors.password = password;
      if (values.confirm !== values.password) errors.confirm = 'The passwords do not match.';
      return errors;
    },
  });

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <Text>Your new password is saved. Use it the next time you log in.</Text>
        <Button component={Link} to="/login">
          Log in with your new password
        </Button>
      </AuthCard>
    );
  }

  const problem = linkProblem(reset.error);
  const submit = form.onSubmit((values) => {
    reset.mutate(
      { code, token, password: values.password },
      {
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) form.setErrors(fields);
        },
      },
    );
  });

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a password you do not use anywhere else."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" variant="light" role="alert" title="This link cannot be used">
              <Stack gap={6} align="flex-start">
                <span>{problem}</span>
                <Anchor component={Link} to="/forgot-password" fw={600} size="sm">
                  Request a new link
                </Anchor>
              </Stack>
            </Alert>
          )}
          {reset.isError && !problem && !serverFieldErrors(reset.error) && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(reset.error)}
            </Alert>
          )}
          <PasswordField
            label="New password"
            autoComplete="new-password"
            description="At least 10 characters, not only digits."
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            Save new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

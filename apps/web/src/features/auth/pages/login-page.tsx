import { LoginBody } from '@fieldhire/contract/accounts';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, zodResolver } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLogin } from '../api/use-login';
import { useViewer } from '../../../lib/user-info';
import { AuthCard } from '../components/auth-card';
import { nextPath } from '../../../lib/next-path';

export function LoginPage() {
  usePageTitle('Log in');
  const [params] = useSearchParams();
  // A returning user without a page to go back to starts from their dashboard.
  const next = nextPath(params.get('next'), '/dashboard');
  const navigate = useNavigate();
  const viewer = useViewer();
  const login = useLogin();
  const form = useForm<LoginBody>({
    initialValues: { username: '', password: '' },
    validate: zodResolver(LoginBody),
  });

  if (viewer && login.isIdle) return <Navigate to={next} replace />;

  const fieldErrors = login.error ? serverFieldErrors(login.error) : null;
  const submit = form.onSubmit((values) => {
    login.mutate(LoginBody.parse(values), {
      onSuccess: () => void navigate(next, { replace: true }),
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    });
  });

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Log in to apply, post jobs and message."
      footer={
        <>
          New to Fieldhire?{' '}
          <Anchor
            component={Link}
            to={params.has('next') ? `/signup?${new URLSearchParams({ next })}` : '/signup'}
            fw={600}
          >
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {login.error && !fieldErrors && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(login.error)}
            </Alert>
          )}
          <TextInput
            label="Username or email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.getInputProps('username')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending}>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

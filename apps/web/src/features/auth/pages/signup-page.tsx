import type { Role } from '@fieldhire/contract/accounts';
import { RegisterBody } from '@fieldhire/contract/accounts';
import {
  Alert,
  Anchor,
  Button,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordField } from '../../../components/password-field';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, zodFieldErrors } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRegister } from '../api/use-register';
import { useViewer } from '../../../lib/user-info';
import { AuthCard } from '../components/auth-card';
import { ROLE_CHOICES } from '../components/role-labels';
import { SignUpSent } from '../components/sign-up-sent';
import { rememberForAfterVerification } from '../../../lib/after-verification';
import { nextPath } from '../../../lib/next-path';

interface SignupValues {
  role: Role;
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  company_name: string;
}

const FORM_FIELDS = new Set<string>([
  'role',
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'company_name',
]);

function toBody({ company_name, ...rest }: SignupValues) {
  return rest.role === 'employer' && company_name.trim() ? { ...rest, company_name } : rest;
}

function validate(values: SignupValues, joiningTeam: boolean) {
  const errors = zodFieldErrors(RegisterBody, toBody(values));
  if (values.role === 'employer' && !joiningTeam && !values.company_name.trim()) {
    errors.company_name = 'Enter your company name.';
  }
  return errors;
}

export function SignupPage() {
  const [params] = useSearchParams();
  const next = params.has('next') ? nextPath(params.get('next')) : null;
  // Someone invited to a team signs up as an employer without a company of their own.
  const joiningTeam = params.get('join') === '1';
  const viewer = useViewer();
  const register = useRegister();
  usePageTitle(register.isSuccess ? 'Check your email' : 'Create an account');
  const loginPath = next ? `/login?${new URLSearchParams({ next })}` : '/login';
  const form = useForm<SignupValues>({
    initialValues: {
      role: params.get('role') === 'employer' ? 'employer' : 'candidate',
      first_name: '',
      last_name: '',
      username: '',
      email: params.get('email') ?? '',
      password: '',
      company_name: '',
    },
    validate: (values) => validate(values, joiningTeam),
  });

  if (viewer && register.isIdle) {
    return (
      <AuthCard
        title="You already have an account"
        description={`You are logged in as ${viewer.username}.`}
      >
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </AuthCard>
    );
  }

  // The answer is the same whether or not the email already has an account, so is this page.
  if (register.isSuccess) {
    return <SignUpSent email={register.variables.email} loginPath={loginPath} />;
  }

  const fieldErrors = register.error ? serverFieldErrors(register.error) : null;
  const showAlert =
    register.error &&
    (!fieldErrors || Object.keys(fieldErrors).some((field) => !FORM_FIELDS.has(field)));

  const submit = form.onSubmit((values) => {
    const body = RegisterBody.parse(toBody(values));
    register.mutate(body, {
      onSuccess: () => {
        if (next) rememberForAfterVerification(next);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    });
  });

  const isEmployer = form.values.role === 'employer';

  return (
    <AuthCard
      title="Create an account"
      description="Free for field agents. Companies can post their first job at no cost."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={loginPath} fw={600}>
            Log in instead
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {showAlert && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(register.error)}
            </Alert>
          )}
          <Radio.Group
            label="I am a"
            styles={{ label: { fontSize: 'var(--mantine-font-size-md)' } }}
            {...form.getInputProps('role')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt={6}>
              {(Object.keys(ROLE_CHOICES) as Role[]).map((role) => (
                <Paper
                  key={role}
                  withBorder
                  p="sm"
                  radius="md"
                  bd={
                    form.values.role === role
                      ? '1px solid var(--mantine-primary-color-filled)'
                      : undefined
                  }
                  bg={form.values.role === role ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Radio
                    value={role}
                    label={ROLE_CHOICES[role].label}
                    description={ROLE_CHOICES[role].description}
                    styles={{ label: { fontWeight: 600 } }}
                  />
                </Paper>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              {...form.getInputProps('last_name')}
            />
          </SimpleGrid>
          {isEmployer && joiningTeam && (
            <Text size="sm" c="dimmed">
              You will join the company that invited you once your account is ready.
            </Text>
          )}
          {isEmployer && !joiningTeam && (
            <TextInput
              label="Company name"
              autoComplete="organization"
              description="You will be the owner of this company on Fieldhire."
              {...form.getInputProps('company_name')}
            />
          )}
          <TextInput
            label="Username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            description="3-30 lowercase letters, digits, dots, dashes or underscores."
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            description="At least 10 characters, not only digits."
            {...form.getInputProps('password')}
          />
          <Button type="submit" size="md" fullWidth loading={register.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

import {
  OperatorCodeBody,
  OperatorLoginBody,
  type OperatorLoginResponse,
} from '@fieldhire/contract/operations';
import {
  Alert,
  Button,
  Code,
  Container,
  Image,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/error-message';
import { zodResolver } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorCode, useOperatorLogin } from '../api/ops-api';

/** Step 1, the password; step 2, the code of the authenticator app, enrolled on the first sign-in. */
export function OpsLoginPage() {
  usePageTitle('Operator sign-in');
  const navigate = useNavigate();
  const login = useOperatorLogin();
  const code = useOperatorCode();
  const [next, setNext] = useState<OperatorLoginResponse | null>(null);
  const passwordForm = useForm({
    initialValues: { email: '', password: '' },
    validate: zodResolver(OperatorLoginBody),
  });
  const codeForm = useForm({
    initialValues: { code: '' },
    validate: zodResolver(OperatorCodeBody),
  });

  const signIn = passwordForm.onSubmit((values) =>
    login.mutate(values, { onSuccess: (answer) => setNext(answer) }),
  );
  const check = codeForm.onSubmit(({ code: value }) =>
    code.mutate(value, {
      onSuccess: () => void navigate('/ops', { replace: true }),
      onError: () => codeForm.setFieldValue('code', ''),
    }),
  );

  return (
    <Container size={440} py={48}>
      <Paper withBorder radius="md" p="xl" shadow="sm">
        <Stack gap="md">
          <Title order={1} size="h2">
            Fieldhire Ops
          </Title>
          {!next ? (
            <form onSubmit={signIn} noValidate>
              <Stack gap="md">
                <Text size="sm" c="dimmed">
                  The operator console. Sign in with your operator email and password.
                </Text>
                {login.error && (
                  <Alert color="red" variant="light" role="alert">
                    {errorMessage(login.error)}
                  </Alert>
                )}
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  {...passwordForm.getInputProps('email')}
                />
                <PasswordField
                  label="Password"
                  autoComplete="current-password"
                  {...passwordForm.getInputProps('password')}
                />
                <Button type="submit" loading={login.isPending} fullWidth>
                  Continue
                </Button>
              </Stack>
            </form>
          ) : (
            <form onSubmit={check} noValidate>
              <Stack gap="md">
                {next.enrolment ? (
                  <>
                    <Text size="sm">
                      Set up two-step sign-in: scan this code with an authenticator app (Google
                      Authenticator, 1Password, Authy…), then enter the 6 digits it shows.
                    </Text>
                    <Image
                      src={next.enrolment.qr_code}
                      alt="QR code to add Fieldhire Ops to an authenticator app"
                      w={200}
                      h={200}
                      mx="auto"
                    />
                    <Text size="sm">
                      Cannot scan? Type this key in the app: <Code>{next.enrolment.secret}</Code>
                    </Text>
                  </>
                ) : (
                  <Text size="sm">
                    Enter the 6 digits your authenticator app shows for Fieldhire Ops.
                  </Text>
                )}
                {code.error && (
                  <Alert color="red" variant="light" role="alert">
                    {errorMessage(code.error)}
                  </Alert>
                )}
                <TextInput
                  label="Code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  data-autofocus
                  autoFocus
                  {...codeForm.getInputProps('code')}
                />
                <Button type="submit" loading={code.isPending} fullWidth>
                  {next.enrolment ? 'Finish setup and sign in' : 'Sign in'}
                </Button>
                <Button variant="subtle" onClick={() => setNext(null)}>
                  Start over
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

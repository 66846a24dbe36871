import { ContactBody } from '@fieldhire/contract/contact';
import { MESSAGES } from '@fieldhire/contract/constants';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { serverFieldErrors, zodResolver } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useContactMessage } from '../api/contact-api';

const FIELDS = new Set(['name', 'email', 'subject', 'message']);

function failureMessage(error: unknown) {
  if (error instanceof ApiRequestError && error.status === 429)
    return 'You have sent several messages in a short time. Please wait a few minutes and try again.';
  return errorMessage(error);
}

function ContactForm() {
  const viewer = useViewer();
  const contact = useContactMessage();
  const form = useForm<ContactBody>({
    initialValues: {
      name: viewer ? `${viewer.first_name} ${viewer.last_name}`.trim() : '',
      email: viewer?.email ?? '',
      subject: '',
      message: '',
    },
    validate: zodResolver(ContactBody),
  });

  if (contact.isSuccess) {
    return (
      <Stack align="center" ta="center" gap="sm" py="xl" role="status">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={2} fz="xl">
          {contact.data.detail || MESSAGES.contactThanks}
        </Title>
        <Text c="dimmed" size="sm" maw={360}>
          We answer at {form.values.email}, usually within one business day.
        </Text>
        <Button
          variant="light"
          mt="sm"
          onClick={() => {
            form.setFieldValue('subject', '');
            form.setFieldValue('message', '');
            contact.reset();
          }}
        >
          Send another message
        </Button>
      </Stack>
    );
  }

  const fieldErrors = serverFieldErrors(contact.error);
  const showAlert =
    contact.isError &&
    (!fieldErrors || Object.keys(fieldErrors).some((field) => !FIELDS.has(field)));

  return (
    <form
      noValidate
      aria-label="Contact form"
      onSubmit={form.onSubmit((values) =>
        contact.mutate(ContactBody.parse(values), {
          onError: (error) => {
            const fields = serverFieldErrors(error);
            if (fields) form.setErrors(fields);
          },
        }),
      )}
    >
      <Stack gap="md">
        {showAlert && (
          <Alert color="red" variant="light" role="alert" title="Message not sent">
            {failureMessage(contact.error)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextInput label="Subject" required {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          required
          autosize
          minRows={6}
          maxRows={16}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={contact.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ContactPage() {
  usePageTitle('Contact us');
  return (
    <Container size="lg" py="xl">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Title order={1} fz={32}>
              Contact us
            </Title>
            <Text c="dimmed" size="lg">
              Questions about posting jobs, billing, your profile or a company on Fieldhire? Write
              to us and a person will answer.
            </Text>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" radius="xl" size={36} aria-hidden>
                <IconMail size={18} />
              </ThemeIcon>
              <Text size="sm">
                Looking for work or workers? Try{' '}
                <Anchor component={Link} to="/jobs">
                  job search
                </Anchor>{' '}
                or the{' '}
                <Anchor component={Link} to="/companies">
                  company directory
                </Anchor>{' '}
                first.
              </Text>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md" padding="xl">
            <ContactForm />
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

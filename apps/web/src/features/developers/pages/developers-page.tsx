import type { UserInfo } from '@fieldhire/contract/accounts';
import type { CreatedApiKey } from '@fieldhire/contract/api-keys';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusPage } from '../../../components/status-page';
import { ViewerGate } from '../../../components/viewer-gate';
import { usePageTitle } from '../../../lib/use-page-title';
import { CreateKeyForm } from '../components/create-key-form';
import { CreatedKeyModal } from '../components/created-key-modal';
import { DevelopersGuide } from '../components/developers-guide';
import { KeyList } from '../components/key-list';
import { WebhookEndpointForm } from '../components/webhook-endpoint-form';
import { WebhookEndpointList } from '../components/webhook-endpoint-list';
import { WebhookVerificationGuide } from '../components/webhook-verification-guide';

function Developers({ companyName }: { companyName: string }) {
  // The whole of the key just made, until its owner closes the dialog that shows it.
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Developers
        </Title>
        <Text c="dimmed" size="sm">
          API keys let {companyName}’s own software post and change jobs and follow their applicants
          on Fieldhire. Each key does only what its scopes allow.
        </Text>
      </Stack>
      <CreateKeyForm
        onCreated={(key) => {
          setCreated(key);
          notifications.show({ color: 'teal', message: `Key “${key.name}” created.` });
        }}
      />
      <KeyList />
      <Stack gap="sm" component="section" aria-labelledby="webhooks">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="webhooks">
            Webhooks
          </Title>
          <Text c="dimmed" size="sm">
            Fieldhire tells your system of each event you choose as it happens: jobs, applicants,
            every step of a work order, payments and ratings.
          </Text>
        </Stack>
        <WebhookEndpointForm
          onCreated={() => notifications.show({ color: 'teal', message: 'Endpoint added.' })}
        />
        <WebhookEndpointList />
        <WebhookVerificationGuide />
      </Stack>
      <DevelopersGuide />
      <CreatedKeyModal apiKey={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}

function ForViewer({ viewer }: { viewer: UserInfo }) {
  if (viewer.role === 'candidate')
    return (
      <StatusPage
        eyebrow="Developers"
        title="API keys are for companies"
        actions={
          <Button component={Link} to="/dashboard">
            Go to your dashboard
          </Button>
        }
      >
        A company’s owner and admins create keys here for the software that posts its jobs.
      </StatusPage>
    );
  const company = viewer.company;
  if (!company)
    return (
      <StatusPage
        eyebrow="Developers"
        title="Set up your company first"
        actions={
          <Button component={Link} to="/employer/company">
            Set up your company
          </Button>
        }
      >
        Its API keys are created once it has its page on Fieldhire.
      </StatusPage>
    );
  if (company.role === 'owner' || company.role === 'admin')
    return <Developers companyName={company.name} />;
  return (
    <StatusPage
      eyebrow="Developers"
      title="Your company's owner and admins manage its API keys"
      actions={
        <Button component={Link} to="/dashboard">
          Go to your dashboard
        </Button>
      }
    >
      Ask one of them to create a key for the app you work on.
    </StatusPage>
  );
}

/** A company's keys to the public API, and how to use them: for its owner and admins. */
export function DevelopersPage() {
  usePageTitle('Developers');
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <ViewerGate>{(viewer) => <ForViewer viewer={viewer} />}</ViewerGate>
    </Container>
  );
}

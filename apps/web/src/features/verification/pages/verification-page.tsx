import {
  AGENT_DOCUMENT_KINDS,
  COMPANY_DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  EXPIRY_REMINDER_DAYS,
  VERIFICATION_TEXT,
  type DocumentKind,
  type DocumentStatus,
  type VerificationDocument,
} from '@fieldhire/contract/verification';
import type { UserInfo } from '@fieldhire/contract/accounts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  FileInput,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileCertificate, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusPage } from '../../../components/status-page';
import { ViewerGate } from '../../../components/viewer-gate';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useRemoveDocument,
  useSendDocument,
  useVerificationDocuments,
} from '../api/verification-api';

const STATUS: Record<DocumentStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for review', color: 'yellow' },
  verified: { label: 'Verified', color: 'teal' },
  rejected: { label: 'Not verified', color: 'red' },
  expired: { label: 'Expired', color: 'gray' },
};

/** Today in the browser's own calendar, as a date input writes it. */
const todayIso = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

const day = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium' });

function SendForm({ kinds }: { kinds: readonly DocumentKind[] }) {
  const send = useSendDocument();
  const [kind, setKind] = useState<DocumentKind | null>(null);
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const needsExpiry = kind === 'insurance';
  const expired = expiresOn !== '' && expiresOn < todayIso();
  const ready = kind !== null && file !== null && (!needsExpiry || expiresOn !== '') && !expired;
  const submit = () =>
    send.mutate(
      { kind: kind!, expiresOn, file: file! },
      {
        onSuccess: () => {
          setKind(null);
          setExpiresOn('');
          setFile(null);
          notifications.show({ color: 'teal', message: 'Sent. Our team reviews it shortly.' });
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="send-document">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="send-document">
          Send a document
        </Title>
        <Select
          label="Document"
          placeholder="Choose one"
          data={kinds.map((value) => ({ value, label: DOCUMENT_KIND_LABELS[value] }))}
          value={kind}
          onChange={(value) => setKind(value as DocumentKind | null)}
          required
        />
        <TextInput
          type="date"
          label="Expires on"
          description={
            needsExpiry
              ? `We remind you ${EXPIRY_REMINDER_DAYS} days before; the badge goes when it expires.`
              : 'If it has an end date.'
          }
          value={expiresOn}
          onChange={(event) => setExpiresOn(event.currentTarget.value)}
          required={needsExpiry}
          min={todayIso()}
          error={expired ? VERIFICATION_TEXT.expired : undefined}
        />
        <FileInput
          label="File"
          description="A PDF, a Word file or a photo of the document."
          placeholder="Choose a file"
          accept="application/pdf,.doc,.docx,image/jpeg,image/png,image/webp,image/heic"
          value={file}
          onChange={setFile}
          clearable
          required
        />
        {send.isError && (
          <Alert color="red" variant="light">
            {errorMessage(send.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            onClick={submit}
            disabled={!ready}
            loading={send.isPending}
            leftSection={<IconUpload size={16} aria-hidden />}
          >
            Send for review
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function DocumentRow({ document }: { document: VerificationDocument }) {
  const remove = useRemoveDocument();
  const [confirming, setConfirming] = useState(false);
  const status = STATUS[document.status];
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {DOCUMENT_KIND_LABELS[document.kind]}
            </Text>
            <Badge color={status.color} variant="light" tt="none">
              {status.label}
            </Badge>
          </Group>
          <Anchor href={document.file_url} target="_blank" rel="noreferrer" size="sm">
            {document.file_name}
          </Anchor>
          {document.expires_on && (
            <Text size="xs" c="dimmed">
              Expires {day(document.expires_on)}
            </Text>
          )}
          {document.rejection_reason && (
            <Text size="sm" c="red.8">
              {document.rejection_reason}
            </Text>
          )}
        </Stack>
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setConfirming(true)}
          aria-label={`Remove ${DOCUMENT_KIND_LABELS[document.kind]} ${document.file_name}`}
        >
          Remove
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Remove this document?"
        confirmLabel="Remove"
        confirmColor="red"
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(document.id, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'teal', message: 'Document removed.' });
            },
          })
        }
      >
        <Text size="sm">
          {document.status === 'verified'
            ? 'Its verified badge goes with it.'
            : 'You can send another one at any time.'}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}

function Documents({ kinds, whose }: { kinds: readonly DocumentKind[]; whose: string }) {
  const query = useVerificationDocuments();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Verification
        </Title>
        <Text c="dimmed" size="sm">
          Send {whose} documents and our team checks them. Each one verified shows as a badge on{' '}
          {whose === 'your' ? 'your profile' : "your company's page"}, and companies can look for
          verified agents.
        </Text>
      </Stack>
      <SendForm kinds={kinds} />
      <Stack gap="sm" component="section" aria-labelledby="sent-documents">
        <Title order={2} fz="lg" id="sent-documents">
          Sent documents
        </Title>
        {query.isPending && <PageLoader label="Loading your documents" />}
        {query.isError && (
          <ErrorState
            message={errorMessage(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {query.data &&
          (query.data.results.length === 0 ? (
            <EmptyState
              icon={<IconFileCertificate size={24} aria-hidden />}
              title="Nothing sent yet"
              description="Send a document above to get its badge."
              order={3}
            />
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {query.data.results.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </Stack>
          ))}
      </Stack>
    </Stack>
  );
}

function ForViewer({ viewer }: { viewer: UserInfo }) {
  if (viewer.role === 'candidate') return <Documents kinds={AGENT_DOCUMENT_KINDS} whose="your" />;
  const role = viewer.company?.role;
  if (!viewer.company)
    return (
      <StatusPage
        eyebrow="Verification"
        title="Set up your company first"
        actions={
          <Button component={Link} to="/employer/company">
            Set up your company
          </Button>
        }
      >
        Its documents are sent once it has its page on Fieldhire.
      </StatusPage>
    );
  if (role === 'owner' || role === 'admin')
    return <Documents kinds={COMPANY_DOCUMENT_KINDS} whose="your company's" />;
  return (
    <StatusPage
      eyebrow="Verification"
      title="Your company's owner and admins send its documents"
      actions={
        <Button component={Link} to="/dashboard">
          Go to your dashboard
        </Button>
      }
    >
      Ask them to send its registration, licenses and insurance.
    </StatusPage>
  );
}

/** An agent's, or a company's, documents for the Fieldhire team to verify. */
export function VerificationPage() {
  usePageTitle('Verification');
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <ViewerGate>{(viewer) => <ForViewer viewer={viewer} />}</ViewerGate>
    </Container>
  );
}

import { DOCUMENT_KIND_LABELS, type OpsVerificationItem } from '@fieldhire/contract/verification';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReviewDocument, useVerificationQueue } from '../api/verification-api';
import { opsTime } from '../components/ops-time';
import { ReasonAction } from '../components/reason-action';
import { RecordState } from '../components/record-state';

type ReviewStatus = 'pending' | 'verified' | 'rejected';

function DocumentCard({ item }: { item: OpsVerificationItem }) {
  const { verify, reject } = useReviewDocument();
  const [confirming, setConfirming] = useState(false);
  const label = DOCUMENT_KIND_LABELS[item.kind];
  const ownerPath =
    item.owner.type === 'company'
      ? `/ops/companies/${item.owner.id}`
      : `/ops/users/${item.owner.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{label}</Text>
            <Badge variant="light" tt="none">
              {item.owner.type}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            Sent {opsTime(item.uploaded_at)}
          </Text>
        </Group>
        <Text size="sm">
          <Anchor component={Link} to={ownerPath}>
            {item.owner.name || `#${item.owner.id}`}
          </Anchor>
          {item.expires_on && ` · expires ${item.expires_on}`}
        </Text>
        <Anchor href={item.file_url} target="_blank" rel="noreferrer" size="sm">
          Open {item.file_name}
        </Anchor>
        {item.rejection_reason && (
          <Text size="sm" c="red.8">
            {item.rejection_reason}
          </Text>
        )}
        {item.status === 'pending' && (
          <Group gap="sm">
            <Button color="teal" onClick={() => setConfirming(true)}>
              Verify
            </Button>
            <ReasonAction
              label="Reject"
              title={`Reject this ${label.toLowerCase()}?`}
              id={item.id}
              action={reject}
              done="Rejected. The owner is told why."
              color="red"
            >
              The owner is told the reason and can send another.
            </ReasonAction>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`Verify this ${label.toLowerCase()}?`}
        confirmLabel="Verify"
        confirmColor="teal"
        loading={verify.isPending}
        error={verify.isError ? errorMessage(verify.error) : null}
        onClose={() => {
          setConfirming(false);
          verify.reset();
        }}
        onConfirm={() =>
          verify.mutate(item.id, {
            onSuccess: () => {
              setConfirming(false);
              notifications.show({ color: 'teal', message: 'Verified. Its badge shows now.' });
            },
          })
        }
      >
        <Text size="sm">
          {item.owner.name || `#${item.owner.id}`} gets the “{label}” badge on its public pages
          {item.expires_on ? ` until ${item.expires_on}` : ''}. Check the name, the dates and the
          issuer first.
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}

/** Documents to verify, oldest first, and those reviewed already. */
export function OpsVerificationPage() {
  usePageTitle('Verification');
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const query = useVerificationQueue(status);
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Verification
      </Title>
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as ReviewStatus)}
        data={[
          { value: 'pending', label: 'To review' },
          { value: 'verified', label: 'Verified' },
          { value: 'rejected', label: 'Rejected' },
        ]}
        aria-label="Which documents"
        w="fit-content"
      />
      <RecordState query={query}>
        {({ results }) =>
          results.length === 0 ? (
            <EmptyState
              icon={<IconFileCertificate size={28} aria-hidden />}
              title={status === 'pending' ? 'Nothing to review' : 'None yet'}
            />
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {results.map((item) => (
                <DocumentCard key={item.id} item={item} />
              ))}
            </Stack>
          )
        }
      </RecordState>
    </Stack>
  );
}

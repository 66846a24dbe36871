import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASONS,
  DISPUTE_TEXT_MAX,
  DISPUTE_WINDOW_DAYS,
  type Dispute,
  type DisputeReason,
} from '@fieldhire/contract/disputes';
import type { WorkOrder, WorkOrderParty } from '@fieldhire/contract/work-orders';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Paper,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPhotoPlus, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DisputeMessageForm, DisputeMessages } from '../../../components/dispute-thread';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { useDisputeMessage, useOpenDispute, useWorkOrderDispute } from '../api/work-order-dispute';

const DAY_MS = 86_400_000;
const REASONS = Object.entries(DISPUTE_REASONS) as [DisputeReason, string][];

/** Once submitted, and until the window after approval closes; never once canceled. */
export function canOpenDispute(workOrder: WorkOrder, now = Date.now()) {
  if (workOrder.dispute_status !== null || workOrder.status === 'canceled') return false;
  if (!workOrder.submitted_at) return false;
  return (
    !workOrder.approved_at ||
    now - Date.parse(workOrder.approved_at) <= DISPUTE_WINDOW_DAYS * DAY_MS
  );
}

function OpenDisputeButton({ workOrder, party }: { workOrder: WorkOrder; party: WorkOrderParty }) {
  const open = useOpenDispute(workOrder.id);
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState<DisputeReason | null>(null);
  const [description, setDescription] = useState('');
  const close = () => {
    setOpened(false);
    open.reset();
  };
  const held =
    workOrder.status === 'approved'
      ? 'Its pay is held until our team settles the dispute.'
      : 'The work cannot be approved or canceled until our team settles the dispute.';
  return (
    <>
      <Group justify="flex-start">
        <Button
          variant="default"
          leftSection={<IconScale size={16} aria-hidden />}
          onClick={() => setOpened(true)}
        >
          Open a dispute
        </Button>
      </Group>
      <ConfirmDialog
        opened={opened}
        title="Open a dispute"
        confirmLabel="Open the dispute"
        confirmColor="orange"
        focusConfirm={false}
        canConfirm={reason !== null && description.trim().length > 0}
        loading={open.isPending}
        onClose={close}
        onConfirm={() =>
          open.mutate(
            { reason: reason!, description: description.trim() },
            {
              onSuccess: () => {
                close();
                notifications.show({ color: 'teal', message: 'Dispute opened.' });
              },
            },
          )
        }
      >
        <Text size="sm">
          {party === 'agent' ? 'The company' : 'The agent'} and our team will see it. {held} A
          dispute cannot be withdrawn.
        </Text>
        <Radio.Group
          label="What is it about?"
          value={reason}
          onChange={(value) => setReason(value as DisputeReason)}
          required
        >
          <Stack gap="xs" mt="xs">
            {REASONS.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="What went wrong?"
          description="Say what you expected and what happened. You can add photos after."
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={DISPUTE_TEXT_MAX}
          autosize
          minRows={3}
          required
        />
        {open.isError && (
          <Alert color="red" variant="light">
            {errorMessage(open.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </>
  );
}

function PhotoEvidence({ workOrderId, disputeId }: { workOrderId: number; disputeId: number }) {
  const { photo } = useDisputeMessage(workOrderId, disputeId);
  const [caption, setCaption] = useState('');
  return (
    <Stack gap="xs">
      <TextInput
        label="Photo caption"
        placeholder="What the photo shows"
        value={caption}
        onChange={(event) => setCaption(event.currentTarget.value)}
        maxLength={DISPUTE_TEXT_MAX}
      />
      <Group>
        <FileButton
          accept="image/jpeg,image/png,image/webp,image/heic"
          onChange={(file) => {
            if (!file) return;
            photo.mutate(
              { file, caption: caption.trim() },
              {
                onSuccess: () => {
                  setCaption('');
                  notifications.show({ color: 'teal', message: 'Photo added.' });
                },
              },
            );
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              loading={photo.isPending}
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
            >
              Add a photo
            </Button>
          )}
        </FileButton>
      </Group>
      {photo.isError && (
        <Alert color="red" variant="light">
          {errorMessage(photo.error)}
        </Alert>
      )}
    </Stack>
  );
}

function Settlement({ dispute }: { dispute: Dispute }) {
  if (!dispute.outcome) return null;
  return (
    <Alert
      color="teal"
      variant="light"
      title={`Settled: ${DISPUTE_OUTCOME_LABELS[dispute.outcome]}`}
    >
      <Stack gap={4}>
        <Text size="sm">
          The agent gets {formatMoney(dispute.agent_cents ?? 0)}
          {(dispute.refunded_cents ?? 0) > 0 &&
            `; ${formatMoney(dispute.refunded_cents!)} went back to the company's card`}
          .
        </Text>
        {dispute.resolution_note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {dispute.resolution_note}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function DisputeView({ workOrder }: { workOrder: WorkOrder }) {
  const query = useWorkOrderDispute(workOrder.id, true);
  const dispute = query.data;
  const { message } = useDisputeMessage(workOrder.id, dispute?.id ?? 0);
  if (query.isPending) return <Skeleton height={160} aria-label="Loading the dispute" />;
  if (query.isError || !dispute)
    return (
      <ErrorState
        title="Could not load the dispute"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const open = dispute.status === 'open';
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="lg" id="work-order-dispute">
          Dispute
        </Title>
        <Badge color={open ? 'orange' : 'teal'} variant="light">
          {open ? 'Open' : 'Settled'}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {DISPUTE_REASONS[dispute.reason]} · opened by the {dispute.opened_by}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {dispute.description}
        </Text>
        {open && (
          <Text size="sm" c="dimmed">
            Pay in question: {formatMoney(dispute.pay_cents)}
            {dispute.held_cents > 0 && `, ${formatMoney(dispute.held_cents)} of it held`}. Our team
            reads this thread and settles the dispute.
          </Text>
        )}
      </Stack>
      <Settlement dispute={dispute} />
      <DisputeMessages messages={dispute.messages} />
      {open && (
        <>
          <DisputeMessageForm
            label="Add to the thread"
            sending={message.isPending}
            error={message.error}
            onSend={(body) => message.mutateAsync(body)}
          />
          <PhotoEvidence workOrderId={workOrder.id} disputeId={dispute.id} />
        </>
      )}
    </Stack>
  );
}

/** The work order's dispute: its thread once opened, else the way to open one while allowed. */
export function DisputePanel({
  workOrder,
  party,
}: {
  workOrder: WorkOrder;
  party: WorkOrderParty;
}) {
  if (workOrder.dispute_status === null)
    return canOpenDispute(workOrder) ? (
      <OpenDisputeButton workOrder={workOrder} party={party} />
    ) : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="work-order-dispute">
      <DisputeView workOrder={workOrder} />
    </Paper>
  );
}

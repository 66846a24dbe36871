import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  DISPUTE_TEXT_MAX,
  type Dispute,
  type DisputeOutcome,
} from '@fieldhire/contract/disputes';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DisputeMessageForm, DisputeMessages } from '../../../components/dispute-thread';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOpsDispute, useOpsDisputeMessage, useResolveDispute } from '../api/disputes-api';
import { opsTime } from '../components/ops-time';
import { RecordState } from '../components/record-state';

/** What each side ends with under an outcome, as the confirmation says it. */
function outcomeSummary(dispute: Dispute, outcome: DisputeOutcome, agentCents: number) {
  const agent = outcome === 'release' ? dispute.pay_cents : outcome === 'refund' ? 0 : agentCents;
  const back = dispute.pay_cents - agent;
  if (dispute.work_order.status !== 'approved')
    return agent === 0
      ? 'The work order is canceled and the company pays nothing.'
      : `The work is approved: the company's card is charged ${formatMoney(agent)} and its fee, and the agent gets ${formatMoney(agent)}.`;
  return `The agent keeps ${formatMoney(agent)}${back > 0 ? `; ${formatMoney(back)} of their pay and its share of the fee go back to the company's card` : ''}.`;
}

function ResolveForm({ dispute }: { dispute: Dispute }) {
  const resolve = useResolveDispute(dispute.id);
  const [outcome, setOutcome] = useState<DisputeOutcome>('split');
  const [dollars, setDollars] = useState<number | string>('');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const agentCents = Math.round(Number(dollars) * 100);
  const splitValid = agentCents > 0 && agentCents < dispute.pay_cents;
  const ready = note.trim().length > 0 && (outcome !== 'split' || splitValid);
  const apply = () =>
    resolve.mutate(
      {
        outcome,
        note: note.trim(),
        ...(outcome === 'split' && { agent_cents: agentCents }),
      },
      {
        onSuccess: () => {
          setConfirming(false);
          notifications.show({ color: 'teal', message: 'Settled. Both sides are told.' });
        },
      },
    );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="settle-dispute">
      <Stack gap="md">
        <Title order={2} fz="lg" id="settle-dispute">
          Settle
        </Title>
        <Radio.Group
          label="Outcome"
          value={outcome}
          onChange={(value) => setOutcome(value as DisputeOutcome)}
        >
          <Stack gap={6} mt={6}>
            {DISPUTE_OUTCOMES.map((choice) => (
              <Radio key={choice} value={choice} label={DISPUTE_OUTCOME_LABELS[choice]} />
            ))}
          </Stack>
        </Radio.Group>
        {outcome === 'split' && (
          <NumberInput
            label="The agent gets"
            description={`Of ${formatMoney(dispute.pay_cents)}; the rest goes back to the company.`}
            prefix="$"
            decimalScale={2}
            min={0.01}
            max={(dispute.pay_cents - 1) / 100}
            value={dollars}
            onChange={setDollars}
            error={dollars !== '' && !splitValid ? 'More than $0 and less than the pay.' : null}
          />
        )}
        <Textarea
          label="Why"
          description="Both sides are told this, and the audit log keeps it."
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={DISPUTE_TEXT_MAX}
          autosize
          minRows={2}
          required
        />
        <Group justify="flex-end">
          <Button color="orange" disabled={!ready} onClick={() => setConfirming(true)}>
            Settle the dispute
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Settle this dispute?"
        confirmLabel="Settle"
        confirmColor="orange"
        loading={resolve.isPending}
        onClose={() => {
          setConfirming(false);
          resolve.reset();
        }}
        onConfirm={apply}
      >
        <Text size="sm">{outcomeSummary(dispute, outcome, agentCents)}</Text>
        <Text size="sm">The money moves now and this cannot be undone.</Text>
        {resolve.isError && (
          <Alert color="red" variant="light">
            {errorMessage(resolve.error)}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}

function DisputeRecord({ dispute }: { dispute: Dispute }) {
  const message = useOpsDisputeMessage(dispute.id);
  const open = dispute.status === 'open';
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          Dispute over {dispute.work_order.title}
        </Title>
        <Badge color={open ? 'orange' : 'teal'} variant="light" size="lg">
          {open ? 'Open' : 'Settled'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm">
            <Anchor component={Link} to={`/ops/work-orders/${dispute.work_order.id}`}>
              Work order #{dispute.work_order.id}
            </Anchor>{' '}
            ({dispute.work_order.status.replace('_', ' ')})
          </Text>
          <Text size="sm">
            Company:{' '}
            <Anchor component={Link} to={`/ops/companies/${dispute.company.id}`}>
              {dispute.company.name}
            </Anchor>
          </Text>
          <Text size="sm">
            Agent:{' '}
            <Anchor component={Link} to={`/ops/users/${dispute.agent.id}`}>
              {dispute.agent.name}
            </Anchor>
          </Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm">Pay in question: {formatMoney(dispute.pay_cents)}</Text>
          <Text size="sm">
            Held: {formatMoney(dispute.held_cents)}
            {dispute.work_order.status !== 'approved' && open && ' (not charged yet)'}
          </Text>
          <Text size="sm">
            Opened {opsTime(dispute.opened_at)} by the {dispute.opened_by}
          </Text>
        </Stack>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Text size="sm" fw={600}>
          {DISPUTE_REASONS[dispute.reason]}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {dispute.description}
        </Text>
      </Paper>
      {dispute.outcome && (
        <Alert color="teal" variant="light" title={DISPUTE_OUTCOME_LABELS[dispute.outcome]}>
          The agent got {formatMoney(dispute.agent_cents ?? 0)}; the company got back{' '}
          {formatMoney(dispute.refunded_cents ?? 0)}. {dispute.resolution_note}
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="dispute-thread">
        <Title order={2} fz="lg" id="dispute-thread">
          Thread
        </Title>
        <DisputeMessages messages={dispute.messages} />
        {open && (
          <DisputeMessageForm
            label="Write to both sides"
            sending={message.isPending}
            error={message.error}
            onSend={(body) => message.mutateAsync(body)}
          />
        )}
      </Stack>
      {open && <ResolveForm dispute={dispute} />}
    </Stack>
  );
}

export function OpsDisputePage() {
  const id = Number(useParams().id);
  const query = useOpsDispute(id);
  usePageTitle(query.data ? `Dispute: ${query.data.work_order.title}` : 'Dispute');
  return (
    <RecordState query={query}>{(dispute) => <DisputeRecord dispute={dispute} />}</RecordState>
  );
}

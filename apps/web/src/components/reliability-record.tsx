import type { AgentReliability, CompanyReliability } from '@fieldhire/contract/reputation';
import { IconInfoCircle } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyWithMantine } from './lazy-with-mantine';
import { agentRecordParts, companyRecordParts, ratingText } from './reliability-text';
import { ActionIcon } from './ui/button';
import { Group } from './ui/layout';
import { Text } from './ui/text';

const AGENT_EXPLAINED = [
  'Computed from recorded work orders on Fieldhire, not from what anyone says.',
  'On time: checked in from 30 minutes before a start to 15 minutes after it, or inside the arrival window.',
  'Approved first time: approved without a revision being asked for.',
  'Late cancellations: work the agent canceled within 24 hours of its start, or after it.',
  'Ratings count once both sides have rated, or 14 days after the work ended.',
];
const COMPANY_EXPLAINED = [
  'Computed from recorded work orders on Fieldhire, not from what anyone says.',
  'Approval time: the median days from the first submission of the work to its approval.',
  'Canceled: the share of its work orders the company canceled.',
  'Ratings count once both sides have rated, or 14 days after the work ended.',
];

// Loaded with Mantine's popover the first time someone asks how a record is computed.
const ExplainedPopover = lazyWithMantine(() =>
  import('./explained-popover').then((m) => m.ExplainedPopover),
);

/** The info button beside a record; the first press loads the popover, which opens at once. */
function InfoButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} onClick={onClick}>
      <IconInfoCircle size={16} aria-hidden />
    </ActionIcon>
  );
}

function Explained({ lines, subject }: { lines: string[]; subject: string }) {
  const [wanted, setWanted] = useState(false);
  const label = `How ${subject}'s record is computed`;
  if (!wanted) return <InfoButton label={label} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<InfoButton label={label} />}>
      <ExplainedPopover label={label} lines={lines} />
    </Suspense>
  );
}

interface RecordLineProps {
  parts: string[];
  rating: string | null;
  empty: string;
  lines: string[];
  subject: string;
  size: 'xs' | 'sm';
}

function RecordLine({ parts, rating, empty, lines, subject, size }: RecordLineProps) {
  const shown = [rating, ...parts].filter(Boolean).join(' · ');
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <Text size={size} c={shown ? undefined : 'dimmed'}>
        {shown || empty}
      </Text>
      <Explained lines={lines} subject={subject} />
    </Group>
  );
}

/** An agent's record in one line, with how it is computed a tap away. */
export function AgentRecord({
  record,
  name,
  size = 'sm',
}: {
  record: AgentReliability;
  name: string;
  size?: 'xs' | 'sm';
}) {
  return (
    <RecordLine
      parts={agentRecordParts(record)}
      rating={ratingText(record.rating_avg, record.rating_count)}
      empty="No completed work on Fieldhire yet"
      lines={AGENT_EXPLAINED}
      subject={name}
      size={size}
    />
  );
}

export function CompanyRecord({
  record,
  name,
  size = 'sm',
}: {
  record: CompanyReliability;
  name: string;
  size?: 'xs' | 'sm';
}) {
  return (
    <RecordLine
      parts={companyRecordParts(record)}
      rating={ratingText(record.rating_avg, record.rating_count)}
      empty="No work orders on Fieldhire yet"
      lines={COMPANY_EXPLAINED}
      subject={name}
      size={size}
    />
  );
}

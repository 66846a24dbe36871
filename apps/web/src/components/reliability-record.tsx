import type { AgentReliability, CompanyReliability } from '@fieldhire/contract/reputation';
import { ActionIcon, Group, Popover, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { agentRecordParts, companyRecordParts, ratingText } from './reliability-text';

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

function Explained({ lines, subject }: { lines: string[]; subject: string }) {
  return (
    <Popover width={300} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`How ${subject}'s record is computed`}
        >
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={6}>
          {lines.map((line) => (
            <Text size="xs" key={line}>
              {line}
            </Text>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
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

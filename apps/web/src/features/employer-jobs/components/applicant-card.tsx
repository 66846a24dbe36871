import type { Applicant, EmployerSettableStatus } from '@fieldhire/contract/jobs';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import type { Ref } from 'react';
import { MessageButton } from '../../../components/message-button';
import { AgentRecord } from '../../../components/reliability-record';
import { relativeTime } from '../../../lib/relative-time';
import { ApplicantOffer, WorkOrderLink } from './applicant-terms';
import { ApplicantStatusSelect } from './applicant-status-select';
import type { ListedTerms } from './offer-text';

interface ApplicantCardProps {
  applicant: Applicant;
  jobId: number;
  listed: ListedTerms;
  moving: boolean;
  profileButtonRef: Ref<HTMLButtonElement>;
  onOpen: () => void;
  onMove: (status: EmployerSettableStatus) => void;
}

/** One applicant in the pipeline: who, their message and offer, and what can be done next. */
export function ApplicantCard({
  applicant,
  jobId,
  listed,
  moving,
  profileButtonRef,
  onOpen,
  onMove,
}: ApplicantCardProps) {
  const { candidate } = applicant;
  return (
    <Card withBorder radius="md" component="article" aria-label={candidate.name}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Anchor component="button" type="button" fw={600} ta="left" c="inherit" onClick={onOpen}>
            {candidate.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[candidate.headline, [candidate.city, candidate.state].filter(Boolean).join(', ')]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <AgentRecord record={candidate.reliability} name={candidate.name} size="xs" />
          {applicant.message && <Text size="sm">“{applicant.message}”</Text>}
          <ApplicantOffer applicant={applicant} listed={listed} />
          <Group gap="sm">
            <Text size="xs" c="dimmed">
              Applied {relativeTime(applicant.created_at)}
            </Text>
            <WorkOrderLink applicant={applicant} />
          </Group>
        </Stack>
        <Group gap="xs" align="flex-end">
          <Button
            ref={profileButtonRef}
            variant="light"
            leftSection={<IconId size={18} aria-hidden />}
            onClick={onOpen}
            aria-label={`View profile of ${candidate.name}`}
          >
            View profile
          </Button>
          <MessageButton
            userId={candidate.id}
            jobId={jobId}
            aria-label={`Message ${candidate.name}`}
          />
          <ApplicantStatusSelect applicant={applicant} disabled={moving} onMove={onMove} />
        </Group>
      </Group>
    </Card>
  );
}

import type { Candidate } from '@fieldhire/contract/candidates';
import type { Applicant, EmployerSettableStatus } from '@fieldhire/contract/jobs';
import type { RefItem } from '@fieldhire/contract/reference';
import {
  Anchor,
  Badge,
  Blockquote,
  Drawer,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverageTownsList } from '../../../components/coverage-towns-list';
import { ErrorState } from '../../../components/error-state';
import { MessageButton } from '../../../components/message-button';
import { PersonAvatar } from '../../../components/person-avatar';
import { useCandidate } from '../../../lib/candidate-query';
import { errorMessage } from '../../../lib/error-message';
import { experienceLabel } from '../../../lib/experience-label';
import { relativeTime } from '../../../lib/relative-time';
import { ApplicantStatusSelect, stageLabel } from './applicant-status-select';
import { ApplicantOffer, WorkOrderLink } from './applicant-terms';
import type { ListedTerms } from './offer-text';
import { LabeledFact } from '../../../components/labeled-fact';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <LabeledFact label={label} region>
    {children}
  </LabeledFact>
);

function Tags({ items }: { items: readonly RefItem[] }) {
  if (items.length === 0) return <Text size="sm">None listed</Text>;
  return (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item.id} variant="light" radius="sm" tt="none" fw={500}>
          {item.name}
        </Badge>
      ))}
    </Group>
  );
}

/** The resume link when the company's plan shows it; otherwise why there is none. */
function Resume({ candidate }: { candidate: Candidate }) {
  if (candidate.resume_url) {
    return (
      <Anchor href={candidate.resume_url} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} component="span">
          <IconFileText size={16} aria-hidden />
          Open resume
        </Group>
      </Anchor>
    );
  }
  if (candidate.resume_url === null) return <Text size="sm">No resume uploaded.</Text>;
  return (
    <Text size="sm">
      Resumes show to companies with an active package.{' '}
      <Anchor component={Link} to="/billing/packages" size="sm">
        See packages
      </Anchor>
    </Text>
  );
}

function Profile({ username }: { username: string }) {
  const candidate = useCandidate(username);
  if (candidate.isPending) {
    return <Skeleton height={260} radius="md" aria-label="Loading the profile" />;
  }
  if (candidate.isError) {
    return (
      <ErrorState
        message={errorMessage(candidate.error)}
        onRetry={() => void candidate.refetch()}
        retrying={candidate.isFetching}
      />
    );
  }
  const profile = candidate.data;
  return (
    <Stack gap="md">
      <Fact label="Experience">{experienceLabel(profile.experience) ?? 'Not given'}</Fact>
      <Fact label="Job types">
        <Tags items={profile.job_types} />
      </Fact>
      <Fact label="Certifications">
        <Tags items={profile.certifications} />
      </Fact>
      <Fact label="Coverage towns">
        <CoverageTownsList towns={profile.coverage_towns} />
      </Fact>
      <Fact label="Resume">
        <Resume candidate={profile} />
      </Fact>
      <Anchor component={Link} to={`/candidates/${profile.username}`} size="sm">
        Open the full profile
      </Anchor>
    </Stack>
  );
}

interface ApplicantDrawerProps {
  applicant: Applicant | null;
  jobId: number;
  listed: ListedTerms;
  moving: boolean;
  onMove: (applicant: Applicant, status: EmployerSettableStatus) => void;
  onClose: () => void;
}

/** One applicant's profile and application beside the pipeline; full width on phones. */
export function ApplicantDrawer({
  applicant,
  jobId,
  listed,
  moving,
  onMove,
  onClose,
}: ApplicantDrawerProps) {
  const phone = useMediaQuery('(max-width: 48em)');
  const candidate = applicant?.candidate;
  const profile = useCandidate(candidate?.username ?? '');
  const headline = profile.data?.headline ?? candidate?.headline;
  const place = [candidate?.city, candidate?.state].filter(Boolean).join(', ');
  return (
    <Drawer
      opened={applicant !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={candidate ? `Applicant: ${candidate.name}` : 'Applicant'}
      closeButtonProps={{ 'aria-label': 'Close the applicant' }}
      returnFocus={false}
    >
      {applicant && candidate && (
        <Stack gap="lg">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <PersonAvatar name={candidate.name} src={candidate.avatar} size={64} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={2} fz="xl">
                {candidate.name}
              </Title>
              {headline && <Text c="dimmed">{headline}</Text>}
              {place && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm">{place}</Text>
                </Group>
              )}
            </Stack>
          </Group>
          <Group gap="xs" align="flex-end">
            <Badge variant="light" size="lg">
              {stageLabel(applicant.status)}
            </Badge>
            <Text size="sm" c="dimmed">
              Applied {relativeTime(applicant.created_at)}
            </Text>
            <WorkOrderLink applicant={applicant} />
          </Group>
          <Group gap="sm" align="flex-end">
            <ApplicantStatusSelect
              applicant={applicant}
              disabled={moving}
              onMove={(status) => onMove(applicant, status)}
              w={200}
            />
            <MessageButton
              userId={candidate.id}
              jobId={jobId}
              aria-label={`Message ${candidate.name}`}
            />
          </Group>
          <Stack gap={4} component="section" aria-label="Application message">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              Application message
            </Text>
            {applicant.message ? (
              <Blockquote p="sm" style={{ whiteSpace: 'pre-line' }}>
                {applicant.message}
              </Blockquote>
            ) : (
              <Text size="sm">No message with this application.</Text>
            )}
          </Stack>
          {applicant.counter_offer && (
            <Stack gap={4} component="section" aria-label="Proposed terms">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Proposed terms
              </Text>
              <ApplicantOffer applicant={applicant} listed={listed} />
            </Stack>
          )}
          <Profile username={candidate.username} />
        </Stack>
      )}
    </Drawer>
  );
}

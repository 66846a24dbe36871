import type { Candidate, CoverageTown } from '@fieldhire/contract/candidates';
import type { RefItem } from '@fieldhire/contract/reference';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCalendar, IconFileText, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { MessageButton } from '../../../components/message-button';
import { ReportButton } from '../../../components/report-button';
import { PersonAvatar } from '../../../components/person-avatar';
import { AgentRecord } from '../../../components/reliability-record';
import { VerifiedBadges } from '../../../components/verified-badges';
import { StatusPage } from '../../../components/status-page';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useCandidate } from '../../../lib/candidate-query';
import { experienceLabel } from '../../../lib/experience-label';
import { memberSince } from '../candidate-labels';
import { CoverageTownsList } from '../../../components/coverage-towns-list';
import { InviteToJob } from '../components/invite-to-job';
import { LabeledFact } from '../../../components/labeled-fact';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function Tags({ items, empty }: { items: readonly (RefItem | string)[]; empty: string }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Group gap={6}>
      {items.map((item) => {
        const name = typeof item === 'string' ? item : item.name;
        return (
          <Badge key={name} variant="light" radius="sm" tt="none" fw={500}>
            {name}
          </Badge>
        );
      })}
    </Group>
  );
}

function coverageRadius(candidate: Candidate) {
  if (candidate.coverage_radius === null) return 'Not given';
  const from = candidate.city ? ` of ${candidate.city}` : '';
  return `${candidate.coverage_radius} miles${from}`;
}

function CandidateProfile({ candidate }: { candidate: Candidate }) {
  const viewer = useViewer();
  const isSelf = viewer?.id === candidate.id;
  const place = [candidate.city, candidate.state].filter(Boolean).join(', ');
  const towns: CoverageTown[] = candidate.coverage_towns;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/candidates" size="sm">
        ← All field agents
      </Anchor>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group align="flex-start" wrap="nowrap" gap="lg" style={{ minWidth: 0 }}>
            <PersonAvatar name={candidate.name} src={candidate.avatar} size={88} />
            <Stack gap={6} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 24, sm: 30 }}>
                {candidate.name}
              </Title>
              {candidate.headline && <Text c="dimmed">{candidate.headline}</Text>}
              <AgentRecord record={candidate.reliability} name={candidate.name} />
              <VerifiedBadges kinds={candidate.verified_documents} />
              <Group gap="md">
                {place && (
                  <Group gap={4} wrap="nowrap">
                    <IconMapPin size={16} aria-hidden />
                    <Text size="sm">{place}</Text>
                  </Group>
                )}
                <Group gap={4} wrap="nowrap">
                  <IconCalendar size={16} aria-hidden />
                  <Text size="sm">Member since {memberSince(candidate.created_at)}</Text>
                </Group>
              </Group>
            </Stack>
          </Group>
          <Group gap="xs">
            {isSelf && (
              <Button component={Link} to="/profile" variant="default">
                Edit profile
              </Button>
            )}
            <InviteToJob candidate={candidate} />
            {viewer?.role === 'employer' && viewer.company && (
              <MessageButton
                userId={candidate.id}
                size="sm"
                aria-label={`Message ${candidate.name}`}
              />
            )}
            {viewer && !isSelf && (
              <ReportButton
                targetType="agent"
                targetId={candidate.id}
                what={candidate.name}
                size="sm"
              />
            )}
          </Group>
        </Group>
      </Card>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section id="candidate-about" title="About">
              {candidate.about ? (
                <Text style={{ whiteSpace: 'pre-line' }}>{candidate.about}</Text>
              ) : (
                <Text size="sm" c="dimmed">
                  {candidate.name} has not written an introduction yet.
                </Text>
              )}
            </Section>
            <Section id="candidate-work" title="Work">
              <Stack gap="md">
                <LabeledFact label="Job types">
                  <Tags items={candidate.job_types} empty="None listed" />
                </LabeledFact>
                <LabeledFact label="Categories">
                  <Tags items={candidate.categories} empty="None listed" />
                </LabeledFact>
                <LabeledFact label="Skills">
                  <Tags items={candidate.skill_tags} empty="None listed" />
                </LabeledFact>
              </Stack>
            </Section>
            <Section id="candidate-coverage" title="Coverage towns">
              <CoverageTownsList towns={towns} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Section id="candidate-facts" title="At a glance">
              <Stack gap="md">
                <LabeledFact label="Experience">
                  {experienceLabel(candidate.experience) ?? 'Not given'}
                </LabeledFact>
                <LabeledFact label="Travels">{coverageRadius(candidate)}</LabeledFact>
                <LabeledFact label="Certifications">
                  <Tags items={candidate.certifications} empty="None listed" />
                </LabeledFact>
                <LabeledFact label="Education">
                  <Tags items={candidate.educations} empty="None listed" />
                </LabeledFact>
                {candidate.resume_url && (
                  <Anchor
                    href={candidate.resume_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                  >
                    <Group gap={4} component="span">
                      <IconFileText size={16} aria-hidden />
                      Resume
                    </Group>
                  </Anchor>
                )}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function CandidateProfilePage() {
  const username = useParams().username ?? '';
  const candidate = useCandidate(username);
  usePageTitle(candidate.data?.name ?? 'Field agent');

  if (candidate.isPending) {
    return (
      <Container size="lg" py="xl" aria-busy="true" aria-label="Loading the profile">
        <Skeleton height={150} radius="md" mb="lg" />
        <Skeleton height={320} radius="md" />
      </Container>
    );
  }
  if (candidate.isError) {
    if (candidate.error instanceof ApiRequestError && [400, 404].includes(candidate.error.status)) {
      return (
        <StatusPage
          eyebrow="404"
          title="Field agent not found"
          actions={
            <Button component={Link} to="/candidates">
              Browse field agents
            </Button>
          }
        >
          This profile does not exist, or it is not public any more.
        </StatusPage>
      );
    }
    return (
      <Container size="lg" py="xl">
        <ErrorState
          message={errorMessage(candidate.error)}
          onRetry={() => void candidate.refetch()}
          retrying={candidate.isFetching}
        />
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <CandidateProfile candidate={candidate.data} />
    </Container>
  );
}

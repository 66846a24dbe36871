import type { Candidate } from '@fieldhire/contract/candidates';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconMap2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PersonAvatar } from '../../../components/person-avatar';
import { AgentRecord } from '../../../components/reliability-record';
import { VerifiedBadges } from '../../../components/verified-badges';
import { useGeoStates } from '../../../lib/geo';
import { experienceLabel } from '../../../lib/experience-label';
import { coverageSummary } from '../candidate-labels';

interface CandidateCardProps {
  candidate: Candidate;
  /** Towns to name first in the coverage line, e.g. the searched ones. */
  highlightTowns?: ReadonlySet<string>;
  action?: ReactNode;
}

const SHOWN_JOB_TYPES = 3;

export function CandidateCard({ candidate, highlightTowns, action }: CandidateCardProps) {
  const states = useGeoStates();
  const titleId = `candidate-${candidate.id}-name`;
  const coverage = coverageSummary(candidate.coverage_towns, states.data, highlightTowns);
  const place = [candidate.city, candidate.state].filter(Boolean).join(', ');
  const facts = [
    place,
    candidate.distance !== undefined ? `${candidate.distance} mi away` : null,
    experienceLabel(candidate.experience),
  ].filter(Boolean);
  const moreTypes = candidate.job_types.length - SHOWN_JOB_TYPES;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <PersonAvatar name={candidate.name} src={candidate.avatar} size={52} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text
                id={titleId}
                component={Link}
                to={`/candidates/${candidate.username}`}
                fw={600}
                size="lg"
                c="brand.8"
                style={{ textDecoration: 'none' }}
              >
                {candidate.name}
              </Text>
              {candidate.headline && (
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {candidate.headline}
                </Text>
              )}
            </Stack>
            {action}
          </Group>
          <AgentRecord record={candidate.reliability} name={candidate.name} />
          <VerifiedBadges kinds={candidate.verified_documents} />
          {facts.length > 0 && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">{facts.join(' · ')}</Text>
            </Group>
          )}
          {candidate.job_types.length > 0 && (
            <Group gap={6}>
              {candidate.job_types.slice(0, SHOWN_JOB_TYPES).map((type) => (
                <Badge key={type.id} variant="light" radius="sm">
                  {type.name}
                </Badge>
              ))}
              {moreTypes > 0 && (
                <Badge variant="outline" color="gray" radius="sm">
                  +{moreTypes} more
                </Badge>
              )}
            </Group>
          )}
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconMap2 size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" c={coverage ? undefined : 'dimmed'}>
              {coverage ? `Covers ${coverage}` : 'No coverage towns listed'}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

import type { Company } from '@fieldhire/contract/companies';
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
import { IconBriefcase, IconMapPin, IconPencil } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ReportButton } from '../../../components/report-button';
import { CompanyAvatar } from '../../../components/company-avatar';
import { ErrorState } from '../../../components/error-state';
import { StatusPage } from '../../../components/status-page';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useCompany } from '../../../lib/company-query';
import { openJobsLabel, openJobsPath, placeLabel } from '../company-labels';
import { decodeCompanyId } from '@fieldhire/contract/company-path';
import { CompanyJobs } from '../components/company-jobs';
import { CompanyRecord } from '../../../components/reliability-record';
import { VerifiedBadges } from '../../../components/verified-badges';
import { CompanyFacts } from '../components/company-facts';
import { TeamOverview } from '../components/team-overview';

function CompanyNotFound() {
  return (
    <StatusPage
      eyebrow="404"
      title="Company not found"
      actions={
        <Button component={Link} to="/companies">
          Browse companies
        </Button>
      }
    >
      The link may be mistyped, or the company is no longer on Fieldhire.
    </StatusPage>
  );
}

function CompanyProfile({ company }: { company: Company }) {
  const viewer = useViewer();
  const ownRole = viewer?.company?.id === company.id ? viewer.company.role : null;
  const canManage = ownRole === 'owner' || ownRole === 'admin';
  const place = placeLabel({ ...company, zip: null });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/companies" size="sm">
        ← All companies
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md" style={{ minWidth: 0 }}>
          <CompanyAvatar name={company.name} src={company.avatar} size={72} />
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
              {company.name}
            </Title>
            <Group gap="xs">
              {company.category && <Badge variant="light">{company.category}</Badge>}
              {place && (
                <Group gap={4} wrap="nowrap">
                  <IconMapPin size={16} aria-hidden />
                  <Text size="sm" c="dimmed">
                    {place}
                  </Text>
                </Group>
              )}
            </Group>
            <CompanyRecord record={company.reliability} name={company.name} />
            <VerifiedBadges kinds={company.verified_documents} />
          </Stack>
        </Group>
        {viewer && ownRole === null && (
          <ReportButton targetType="company" targetId={company.id} what={company.name} />
        )}
        {canManage && (
          <Button
            component={Link}
            to="/employer/company"
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit company
          </Button>
        )}
      </Group>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Stack gap="xs" component="section" aria-labelledby="company-about">
              <Title order={2} fz="lg" id="company-about">
                About {company.name}
              </Title>
              {company.about ? (
                company.about.split(/\n{2,}/).map((paragraph, i) => (
                  <Text key={i} style={{ whiteSpace: 'pre-line' }}>
                    {paragraph}
                  </Text>
                ))
              ) : (
                <Text c="dimmed">This company has not written about itself yet.</Text>
              )}
            </Stack>
            <CompanyFacts company={company} />
            <CompanyJobs companyId={company.id} companyName={company.name} />
            {company.team && (
              <TeamOverview
                team={company.team}
                invites={company.invites ?? []}
                canManage={canManage}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg" pos="sticky" top={80}>
            <Card
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-labelledby="company-jobs"
            >
              <Group gap="sm" wrap="nowrap" mb="sm">
                <IconBriefcase size={22} aria-hidden />
                <Title order={2} fz="lg" id="company-jobs">
                  {openJobsLabel(company.open_jobs)}
                </Title>
              </Group>
              <Text size="sm" c="dimmed" mb="md">
                {company.open_jobs > 0
                  ? `Apply to work with ${company.name} in your coverage area.`
                  : 'Check back soon, or look at similar work nearby.'}
              </Text>
              <Button
                component={Link}
                to={company.open_jobs > 0 ? openJobsPath(company.id) : '/jobs'}
                fullWidth
                variant={company.open_jobs > 0 ? 'filled' : 'light'}
              >
                {company.open_jobs > 0 ? 'See open jobs' : 'Find other jobs'}
              </Button>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function CompanyPage() {
  const id = decodeCompanyId(useParams().encodedId);
  const company = useCompany(id);
  usePageTitle(company.data?.name ?? 'Company');

  if (id === null) return <CompanyNotFound />;
  if (company.isPending) {
    return (
      <Container size="lg" py="xl" aria-busy="true" aria-label="Loading company">
        <Group mb="lg">
          <Skeleton height={72} width={72} radius="md" />
          <Skeleton height={32} width="40%" />
        </Group>
        <Skeleton height={260} radius="md" />
      </Container>
    );
  }
  if (company.isError) {
    if (company.error instanceof ApiRequestError && [400, 404].includes(company.error.status))
      return <CompanyNotFound />;
    return (
      <Container size="lg" py="xl">
        <ErrorState
          message={errorMessage(company.error)}
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <CompanyProfile company={company.data} />
    </Container>
  );
}

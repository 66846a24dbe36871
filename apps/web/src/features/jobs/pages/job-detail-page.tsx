import { IconMapPin } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { lazyWithMantine } from '../../../components/lazy-with-mantine';
import { CompanyAvatar } from '../../../components/company-avatar';
import { SiteLink } from '../../../components/site-link';
import { CompanyRecord } from '../../../components/reliability-record';
import { VerifiedBadges } from '../../../components/verified-badges';
import { ErrorState } from '../../../components/error-state';
import { StatusPage } from '../../../components/status-page';
import { Button } from '../../../components/ui/button';
import { Group, Stack } from '../../../components/ui/layout';
import {
  Alert,
  Badge,
  Card,
  Container,
  Divider,
  SimpleGrid,
  Skeleton,
} from '../../../components/ui/surfaces';
import { Anchor, Text, Title } from '../../../components/ui/text';
import { WorkTermsSummary } from '../../../components/work-terms-summary';
import { formatCalendarDay } from '../../../components/schedule-text';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatPay } from '@fieldhire/contract/format-pay';
import { relativeTime } from '../../../lib/relative-time';
import { usePageTitle } from '../../../lib/use-page-title';
import { useViewer } from '../../../lib/user-info';
import { useJob } from '../../../lib/job-query';
import { ApplyPanel } from '../components/apply-panel';
import { JobBookmark } from '../components/job-bookmark';
import { SimilarJobs } from '../components/similar-jobs';
import { whyNotListed } from '@fieldhire/contract/job-listing';
import { companyPath } from '@fieldhire/contract/company-path';
import classes from './job-detail-page.module.css';

// Only a field agent messages the employer from here: a guest's page carries none of it.
const MessageButton = lazyWithMantine(() =>
  import('../../../components/message-button').then((m) => m.MessageButton),
);

// Only a signed-in user outside the company reports the job.
const ReportButton = lazyWithMantine(() =>
  import('../../../components/report-button').then((m) => m.ReportButton),
);

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600} style={{ textTransform: 'uppercase' }}>
        {label}
      </Text>
      {/* The posted time is rendered on the server a while before the browser takes it over. */}
      <Text size="sm" suppressHydrationWarning>
        {value}
      </Text>
    </Stack>
  );
}

export function JobDetailPage() {
  const id = Number(useParams().id);
  const job = useJob(id);
  const viewer = useViewer();
  usePageTitle(job.data?.title ?? 'Job');

  if (job.isPending) {
    return (
      <Container size="md" py="xl" aria-busy="true">
        <Skeleton height={36} width="70%" mb="md" />
        <Skeleton height={220} />
      </Container>
    );
  }
  if (job.isError) {
    if (job.error instanceof ApiRequestError && [400, 404].includes(job.error.status)) {
      return (
        <StatusPage
          eyebrow="404"
          title="Job not found"
          actions={
            <Button component={SiteLink} to="/jobs">
              Find jobs
            </Button>
          }
        >
          It may have been removed. Try searching for similar work.
        </StatusPage>
      );
    }
    return (
      <Container size="md" py="xl">
        <ErrorState message={errorMessage(job.error)} onRetry={() => void job.refetch()} />
      </Container>
    );
  }
  const data = job.data;
  const closedBecause = whyNotListed(data);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={SiteLink} to="/jobs" size="sm">
          ← All jobs
        </Anchor>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group align="flex-start" wrap="nowrap">
            <CompanyAvatar name={data.company.name} src={data.company.avatar} size={56} />
            <Stack gap={4}>
              <Title order={1} className={classes.title}>
                {data.title}
              </Title>
              <Anchor component={SiteLink} to={companyPath(data.company.id)} c="dimmed">
                {data.company.name}
              </Anchor>
              {data.company.reliability && (
                <CompanyRecord
                  record={data.company.reliability}
                  name={data.company.name}
                  size="xs"
                />
              )}
              <VerifiedBadges kinds={data.company.verified_documents ?? []} />
              <Group gap="xs">
                <Badge>{data.job_type.name}</Badge>
                {data.status !== 'open' && (
                  <Badge variant="filled" color="gray">
                    {data.status}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <JobBookmark job={data} />
        </Group>

        {closedBecause && (
          <Alert color="gray" title="This job is no longer open">
            {closedBecause} See the similar open jobs below.
          </Alert>
        )}

        <Card padding="lg">
          <SimpleGrid cols={2} smCols={3} spacing="lg">
            <Fact
              label="Pay"
              value={formatPay(data.salary_min, data.salary_max, data.salary_unit)}
            />
            <Fact label="Category" value={data.category} />
            <Fact label="Experience" value={data.experience} />
            <Fact label="Posted" value={relativeTime(data.created_at)} />
            <Fact label="Applicants" value={String(data.applicants_count)} />
            <Fact
              label="Apply by"
              value={data.deadline ? formatCalendarDay(data.deadline) : 'No deadline'}
            />
          </SimpleGrid>
          <Divider my="md" />
          <Group gap={6}>
            <IconMapPin size={18} aria-hidden />
            <Text size="sm">
              {[data.address, `${data.city}, ${data.state}`, data.zip].filter(Boolean).join(' · ')}
            </Text>
          </Group>
        </Card>

        <Card padding="lg">
          <WorkTermsSummary terms={data} siteState={data.state} />
        </Card>

        <Group align="flex-start" gap="sm">
          <ApplyPanel job={data} />
          {viewer?.role === 'candidate' && (
            <Suspense fallback={null}>
              <MessageButton jobId={data.id} label="Message employer" size="md" />
            </Suspense>
          )}
          {viewer && viewer.company?.id !== data.company.id && (
            <Suspense fallback={null}>
              <ReportButton targetType="job" targetId={data.id} what="this job" size="md" />
            </Suspense>
          )}
        </Group>

        <Stack gap="xs" component="section" aria-labelledby="job-description">
          <Title order={2} fz="lg" id="job-description">
            About the job
          </Title>
          {data.description.split(/\n{2,}/).map((paragraph, i) => (
            <Text key={i} style={{ whiteSpace: 'pre-line' }}>
              {paragraph}
            </Text>
          ))}
          {data.tags.length > 0 && (
            <Group gap="xs" mt="sm">
              {data.tags.map((tag) => (
                <Badge key={tag} variant="outline" radius="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>

        {closedBecause && <SimilarJobs job={data} />}

        {data.company.about && (
          <Stack gap="xs" component="section" aria-labelledby="about-company">
            <Title order={2} fz="lg" id="about-company">
              About {data.company.name}
            </Title>
            <Text>{data.company.about}</Text>
            <Anchor component={SiteLink} to={companyPath(data.company.id)}>
              More about {data.company.name}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

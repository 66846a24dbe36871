import type { ReactNode } from 'react';
import type { Job } from '@fieldhire/contract/jobs';
import { companyPath } from '@fieldhire/contract/company-path';
import { formatPay } from '@fieldhire/contract/format-pay';
import { relativeTime } from '../lib/relative-time';
import { formatDateTime, siteClocks } from './schedule-text';
import { CompanyAvatar } from './company-avatar';
import { SiteLink } from './site-link';
import { Group, Stack } from './ui/layout';
import { SharedIcon } from './ui/shared-icons';
import { Badge, Card } from './ui/surfaces';
import { Anchor, Text, VisuallyHidden } from './ui/text';

interface JobCardProps {
  job: Job;
  action?: ReactNode;
}

export function JobCard({ job, action }: JobCardProps) {
  return (
    <Card component="article" aria-labelledby={`job-${job.id}-title`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <CompanyAvatar name={job.company.name} src={job.company.avatar} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text
              id={`job-${job.id}-title`}
              component={SiteLink}
              to={`/jobs/${job.id}`}
              fw={600}
              size="lg"
              c="brand.8"
              style={{ textDecoration: 'none' }}
            >
              {job.title}
            </Text>
            {action}
          </Group>
          <Anchor component={SiteLink} to={companyPath(job.company.id)} size="sm" c="dimmed">
            {job.company.name}
          </Anchor>
          <Group gap="xs" mt={4}>
            <Badge>{job.job_type.name}</Badge>
            {job.featured && <Badge color="yellow">Featured</Badge>}
            <Group gap={4}>
              <SharedIcon name="map-pin" size={16} />
              <Text size="sm">
                {job.city}, {job.state}
                {job.distance !== undefined && ` · ${job.distance} mi`}
              </Text>
            </Group>
            {job.schedule && (
              <Group gap={4}>
                <SharedIcon name="calendar" size={16} />
                <Text size="sm">
                  <VisuallyHidden>Starts </VisuallyHidden>
                  <time dateTime={job.schedule.start}>
                    {formatDateTime(job.schedule.start, siteClocks(job.state))}
                  </time>
                </Text>
              </Group>
            )}
          </Group>
          <Group gap="md" mt={4}>
            <Text size="sm" fw={600}>
              {formatPay(job.salary_min, job.salary_max, job.salary_unit)}
            </Text>
            {/* Rendered on the server a while before the browser takes the page over. */}
            <Text size="sm" c="dimmed" suppressHydrationWarning>
              {relativeTime(job.created_at)}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

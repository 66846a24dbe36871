import type { Company } from '@fieldhire/contract/companies';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBriefcase, IconMapPin, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../../components/company-avatar';
import { openJobsLabel, placeLabel, sizeLabel } from '../company-labels';
import { companyPath } from '@fieldhire/contract/company-path';

export function CompanyCard({ company }: { company: Company }) {
  const place = placeLabel({ ...company, zip: null });
  const titleId = `company-${company.id}-name`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      h="100%"
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <CompanyAvatar name={company.name} src={company.avatar} size={52} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text
              id={titleId}
              component={Link}
              to={companyPath(company.id)}
              fw={600}
              size="lg"
              c="brand.8"
              lh={1.3}
              style={{ textDecoration: 'none' }}
            >
              {company.name}
            </Text>
            {place && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={15} aria-hidden />
                <Text size="sm" c="dimmed" truncate>
                  {place}
                  {company.distance !== undefined && ` · ${company.distance} mi`}
                </Text>
              </Group>
            )}
          </Stack>
        </Group>
        {company.about && (
          <Text size="sm" lineClamp={2} c="dark.5">
            {company.about}
          </Text>
        )}
        <Stack gap={6} mt="auto">
          {company.category && (
            <Badge variant="light" radius="sm">
              {company.category}
            </Badge>
          )}
          <Group gap="md">
            {company.size && (
              <Group gap={4} wrap="nowrap">
                <IconUsers size={15} aria-hidden />
                <Text size="sm">{sizeLabel(company.size)}</Text>
              </Group>
            )}
            <Group gap={4} wrap="nowrap">
              <IconBriefcase size={15} aria-hidden />
              <Text size="sm" fw={company.open_jobs > 0 ? 600 : 400}>
                {openJobsLabel(company.open_jobs)}
              </Text>
            </Group>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

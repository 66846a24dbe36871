import { Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../../components/company-avatar';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { companyPath } from '@fieldhire/contract/company-path';
import { errorMessage } from '../../../lib/error-message';
import { useHomeInfo } from '../api/home-api';
import { plural } from '../../../lib/plural';

export function TopCompanies() {
  const home = useHomeInfo();
  if (home.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading companies">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={84} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (home.isError) {
    return <ErrorState message={errorMessage(home.error)} onRetry={() => void home.refetch()} />;
  }
  if (home.data.top_companies.length === 0) {
    return (
      <EmptyState
        icon={<IconBuilding size={24} />}
        title="No companies yet"
        description="Companies that post field work will appear here."
      />
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {home.data.top_companies.map((company) => (
        <li key={company.id}>
          <Card
            component={Link}
            to={companyPath(company.id)}
            withBorder
            radius="md"
            padding="md"
            h="100%"
          >
            <Group wrap="nowrap" gap="md">
              <CompanyAvatar name={company.name} src={company.avatar} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} c="brand.8" truncate>
                  {company.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {[company.city, company.state].filter(Boolean).join(', ') || 'United States'} ·{' '}
                  {plural(company.open_jobs, 'open job')}
                </Text>
              </Stack>
            </Group>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}

import { IconBuilding } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CompanyAvatar } from '../../../components/company-avatar';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Group, Stack } from '../../../components/ui/layout';
import { Card, SimpleGrid, Skeleton } from '../../../components/ui/surfaces';
import { Text } from '../../../components/ui/text';
import { companyPath } from '@fieldhire/contract/company-path';
import { errorMessage } from '../../../lib/error-message';
import { useHomeInfo } from '../api/home-api';
import { plural } from '../../../lib/plural';
import classes from './top-companies.module.css';

export function TopCompanies() {
  const home = useHomeInfo();
  if (home.isPending) {
    return (
      <SimpleGrid cols={1} smCols={2} mdCols={3} aria-busy="true" aria-label="Loading companies">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={84} />
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
    <SimpleGrid component="ul" cols={1} smCols={2} mdCols={3} spacing="md" className={classes.list}>
      {home.data.top_companies.map((company) => (
        <li key={company.id}>
          <Card
            component={Link}
            to={companyPath(company.id)}
            padding="md"
            style={{ height: '100%' }}
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

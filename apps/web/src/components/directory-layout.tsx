import { Alert, Box, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ApiRequestError } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { ErrorState } from './error-state';
import { PageButtons } from './page-buttons';

// Loaded when the Filters button is first pressed: on a wide screen the filters sit beside the list.
const FiltersDrawer = lazy(() =>
  import('./filters-drawer').then((m) => ({ default: m.FiltersDrawer })),
);

interface DirectoryQuery {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface DirectoryLayoutProps {
  /** The filter form: a sidebar on desktop, a drawer behind the Filters button on mobile. */
  filters: ReactNode;
  title: string;
  count: string;
  /** Controls beside the mobile Filters button, such as a sort select. */
  actions?: ReactNode;
  /** A button under the filters in the drawer that closes it. */
  drawerCloseLabel?: string;
  query: DirectoryQuery;
  pages: number;
  /** The current page, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/** A searchable directory (jobs, field agents, companies): filters, title with count, results, pages. */
export function DirectoryLayout({
  filters,
  title,
  count,
  actions,
  drawerCloseLabel,
  query,
  pages,
  page,
  onPageChange,
  children,
}: DirectoryLayoutProps) {
  const [filtersOpen, filtersDrawer] = useDisclosure(false);
  // Kept once opened, so that closing it plays its transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (filtersOpen && !drawerUsed) setDrawerUsed(true);
  const badInput = query.error instanceof ApiRequestError && query.error.status === 400;

  const filtersButton = (
    <Button
      hiddenFrom="md"
      variant="default"
      leftSection={<IconAdjustments size={16} aria-hidden />}
      onClick={filtersDrawer.open}
    >
      Filters
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }} visibleFrom="md">
          {filters}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end">
              <Box>
                <Title order={1} fz={28}>
                  {title}
                </Title>
                <Text c="dimmed" aria-live="polite">
                  {count}
                </Text>
              </Box>
              {actions ? (
                <Group gap="sm" align="flex-end">
                  {filtersButton}
                  {actions}
                </Group>
              ) : (
                filtersButton
              )}
            </Group>

            {badInput && (
              <Alert color="red" variant="light" role="alert" title="Check your search">
                {errorMessage(query.error)}
              </Alert>
            )}
            {query.isError && !badInput && (
              <ErrorState
                message={errorMessage(query.error)}
                onRetry={() => void query.refetch()}
                retrying={query.isFetching}
              />
            )}
            {children}
            {pages > 1 && (
              <Group justify="center" mt="md">
                <PageButtons
                  total={pages}
                  value={page}
                  onChange={(next) => {
                    onPageChange(next);
                    window.scrollTo({ top: 0 });
                  }}
                />
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {drawerUsed && (
        <Suspense fallback={null}>
          <FiltersDrawer
            opened={filtersOpen}
            onClose={filtersDrawer.close}
            closeLabel={drawerCloseLabel}
          >
            {filters}
          </FiltersDrawer>
        </Suspense>
      )}
    </Container>
  );
}

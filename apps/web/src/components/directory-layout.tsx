import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments } from '@tabler/icons-react';
import { Suspense, useState, type ReactNode } from 'react';
import { lazyWithMantine } from './lazy-with-mantine';
import { ApiRequestError } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import classes from './directory-layout.module.css';
import { ErrorState } from './error-state';
import { PageButtons } from './page-buttons';
import { Button } from './ui/button';
import { classes as ui } from './ui/classes';
import { Group, Stack } from './ui/layout';
import { Alert, Container } from './ui/surfaces';
import { Text, Title } from './ui/text';

// Loaded when the Filters button is first pressed: on a wide screen the filters sit beside the list.
const FiltersDrawer = lazyWithMantine(() =>
  import('./filters-drawer').then((m) => m.FiltersDrawer),
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
    <Container py="xl">
      <div className={`${ui.grid.root} ${classes.grid}`}>
        <div className={ui.grid.inner}>
          <div className={`${ui.grid.col} ${classes.filters} mantine-visible-from-md`}>
            {filters}
          </div>
          <div className={`${ui.grid.col} ${classes.results}`}>
            <Stack gap="md">
              <Group justify="space-between" align="flex-end">
                <div>
                  <Title order={1} fz={28}>
                    {title}
                  </Title>
                  <Text c="dimmed" aria-live="polite">
                    {count}
                  </Text>
                </div>
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
                <Alert color="red" role="alert" title="Check your search">
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
          </div>
        </div>
      </div>
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

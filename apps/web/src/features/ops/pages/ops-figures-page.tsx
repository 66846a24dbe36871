import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { MarketplaceWeek } from '@fieldhire/contract/operations';
import {
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { errorMessage } from '../../../lib/error-message';
import { formatMoney } from '../../../lib/money';
import { usePageTitle } from '../../../lib/use-page-title';
import { figuresCsvPath, useMarketplaceFigures } from '../api/figures-api';

const RANGES = ['4', '12', '26', '52'];
const weekLabel = (start: string) =>
  new Date(`${start}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const dollars = (cents: number) => Math.round(cents) / 100;
const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
const hours = (value: number | null) => (value === null ? '—' : `${value} h`);

/** The charts, each of columns of the weeks' data below. */
const CHARTS: {
  title: string;
  kind: 'bar' | 'line';
  series: { name: string; color: string }[];
  unit?: string;
  valueFormatter?: (value: number) => string;
}[] = [
  {
    title: 'Jobs posted and filled',
    kind: 'bar',
    series: [
      { name: 'Jobs posted', color: 'teal.6' },
      { name: 'Jobs filled', color: 'indigo.6' },
    ],
  },
  {
    title: 'Fill rate',
    kind: 'line',
    unit: '%',
    series: [{ name: 'Fill rate %', color: 'teal.7' }],
  },
  {
    title: 'Time to fill and to approve (hours)',
    kind: 'line',
    series: [
      { name: 'Hours to fill', color: 'orange.6' },
      { name: 'Hours to approve', color: 'grape.6' },
    ],
  },
  {
    title: 'Money (USD)',
    kind: 'bar',
    valueFormatter: (value) => formatMoney(value * 100),
    series: [
      { name: 'GMV', color: 'teal.6' },
      { name: 'Fees', color: 'blue.6' },
      { name: 'Refunds', color: 'red.6' },
    ],
  },
  {
    title: 'Work orders approved, reports and disputes opened',
    kind: 'bar',
    series: [
      { name: 'Work orders approved', color: 'cyan.6' },
      { name: 'Reports', color: 'yellow.7' },
      { name: 'Disputes', color: 'red.6' },
    ],
  },
];

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function Charts({ weeks }: { weeks: MarketplaceWeek[] }) {
  const data = weeks.map((week) => ({
    week: weekLabel(week.week_start),
    'Jobs posted': week.jobs_posted,
    'Jobs filled': week.jobs_filled,
    'Fill rate %': week.fill_rate === null ? null : Math.round(week.fill_rate * 100),
    'Hours to fill': week.hours_to_fill,
    'Hours to approve': week.hours_to_approve,
    'Work orders approved': week.work_orders_approved,
    GMV: dollars(week.gmv_cents),
    Fees: dollars(week.fee_cents),
    Refunds: dollars(week.refund_cents),
    Reports: week.reports_opened,
    Disputes: week.disputes_opened,
  }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {CHARTS.map(({ title, kind, series, ...options }) => {
        const Chart = kind === 'bar' ? BarChart : LineChart;
        const lines = kind === 'line' && { connectNulls: true, curveType: 'linear' as const };
        return (
          <ChartCard key={title} title={title}>
            <Chart
              h={220}
              data={data}
              dataKey="week"
              withLegend={series.length > 1}
              series={series}
              {...lines}
              {...options}
            />
          </ChartCard>
        );
      })}
    </SimpleGrid>
  );
}

export function OpsFiguresPage() {
  usePageTitle('Ops · Figures');
  const [range, setRange] = useState('12');
  const weeks = Number(range);
  const figures = useMarketplaceFigures(weeks);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Marketplace figures
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Weeks shown"
            value={range}
            onChange={setRange}
            data={RANGES.map((value) => ({ value, label: `${value} weeks` }))}
          />
          <Button
            component="a"
            href={figuresCsvPath(weeks)}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download CSV
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        Weeks start on Monday (UTC). A job is filled once it has a work order; money is what cards
        were charged for approved work, the platform&apos;s fees and refunds.
      </Text>
      {figures.isPending && <PageLoader label="Loading the figures" />}
      {figures.isError && (
        <ErrorState message={errorMessage(figures.error)} onRetry={() => void figures.refetch()} />
      )}
      {figures.isSuccess && (
        <>
          <Charts weeks={figures.data.weeks} />
          <Table.ScrollContainer minWidth={900}>
            <Table striped fz="sm" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Week of</Table.Th>
                  <Table.Th>Jobs posted</Table.Th>
                  <Table.Th>Filled</Table.Th>
                  <Table.Th>Fill rate</Table.Th>
                  <Table.Th>Time to fill</Table.Th>
                  <Table.Th>Approved</Table.Th>
                  <Table.Th>Time to approve</Table.Th>
                  <Table.Th>GMV</Table.Th>
                  <Table.Th>Fees</Table.Th>
                  <Table.Th>Refunds</Table.Th>
                  <Table.Th>Reports</Table.Th>
                  <Table.Th>Disputes</Table.Th>
                  <Table.Th>Dispute rate</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...figures.data.weeks].reverse().map((week) => (
                  <Table.Tr key={week.week_start}>
                    <Table.Td>{weekLabel(week.week_start)}</Table.Td>
                    <Table.Td>{week.jobs_posted}</Table.Td>
                    <Table.Td>{week.jobs_filled}</Table.Td>
                    <Table.Td>{percent(week.fill_rate)}</Table.Td>
                    <Table.Td>{hours(week.hours_to_fill)}</Table.Td>
                    <Table.Td>{week.work_orders_approved}</Table.Td>
                    <Table.Td>{hours(week.hours_to_approve)}</Table.Td>
                    <Table.Td>{formatMoney(week.gmv_cents)}</Table.Td>
                    <Table.Td>{formatMoney(week.fee_cents)}</Table.Td>
                    <Table.Td>{formatMoney(week.refund_cents)}</Table.Td>
                    <Table.Td>{week.reports_opened}</Table.Td>
                    <Table.Td>{week.disputes_opened}</Table.Td>
                    <Table.Td>{percent(week.dispute_rate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

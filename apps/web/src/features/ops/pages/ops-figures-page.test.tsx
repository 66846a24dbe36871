import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MarketplaceWeek } from '@fieldhire/contract/operations';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { OpsFiguresPage } from './ops-figures-page';

const week = (week_start: string, overrides: Partial<MarketplaceWeek> = {}): MarketplaceWeek => ({
  week_start,
  jobs_posted: 0,
  jobs_filled: 0,
  fill_rate: null,
  hours_to_fill: null,
  work_orders_approved: 0,
  hours_to_approve: null,
  gmv_cents: 0,
  fee_cents: 0,
  refund_cents: 0,
  reports_opened: 0,
  disputes_opened: 0,
  dispute_rate: null,
  ...overrides,
});

describe('OpsFiguresPage', () => {
  it('shows each week newest first, and the CSV of the weeks chosen', async () => {
    const fetch = stubFetch({
      'GET /api/ops/figures/': {
        body: {
          weeks: [
            week('2026-11-23'),
            week('2026-11-30', {
              jobs_posted: 40,
              jobs_filled: 10,
              fill_rate: 0.25,
              hours_to_fill: 30.5,
              gmv_cents: 660_000,
            }),
          ],
        },
      },
    });
    renderRoutes([{ path: '/', element: <OpsFiguresPage /> }]);
    const rows = await screen.findAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1]!)).toEqual([
      'Nov 30',
      '40',
      '10',
      '25%',
      '30.5 h',
      '0',
      '—',
      '$6,600.00',
      '$0.00',
      '$0.00',
      '0',
      '0',
      '—',
    ]);
    expect(cells(rows[2]!)[0]).toBe('Nov 23');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/ops/figures.csv?weeks=12',
    );
    await userEvent.click(screen.getByRole('radio', { name: '52 weeks' }));
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/ops/figures.csv?weeks=52',
    );
    expect(fetch.calls.map((call) => call.path)).toContain('/api/ops/figures/?weeks=52');
  });
});

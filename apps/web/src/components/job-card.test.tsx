import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB } from '../lib/test/job-fixtures';
import { renderRoutes } from '../lib/test/render';
import { JobCard } from './job-card';

describe('JobCard', () => {
  afterEach(() => vi.useRealTimers());

  it("says when the work starts on the site's clocks", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
    renderRoutes([
      {
        path: '/',
        element: (
          <JobCard
            job={{
              ...JOB,
              state: 'CO',
              schedule: { type: 'window', start: '2026-12-02T16:00:00Z', end: null },
            }}
          />
        ),
      },
    ]);
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Wed, Dec 2, 9:00 AM MST')).toHaveAttribute(
      'datetime',
      '2026-12-02T16:00:00Z',
    );
    expect(within(card).getByText('Starts')).toBeInTheDocument();
  });

  it('says nothing of when for a job without a schedule', async () => {
    renderRoutes([{ path: '/', element: <JobCard job={{ ...JOB, schedule: null }} /> }]);
    const card = await screen.findByRole('article');
    expect(card.querySelector('time')).toBeNull();
  });
});

import { MantineProvider } from '@mantine/core';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { formatSchedule } from './schedule-text';
import { WorkTermsSummary, type WorkTerms } from './work-terms-summary';

const TERMS: WorkTerms = {
  openings: 2,
  filled: 1,
  schedule: { type: 'hard_start', start: '2026-12-01T15:00:00.000Z', end: null },
  duration_minutes: 90,
  deliverables: [
    { id: 'a1', kind: 'photo', label: 'Front of house', min_count: 6, required: true },
    { id: 'a2', kind: 'question', label: 'Was anyone home?', min_count: 1, required: false },
  ],
};

const page = (terms: WorkTerms) => (
  <MantineProvider env="test">
    <WorkTermsSummary terms={terms} />
  </MantineProvider>
);

describe('WorkTermsSummary', () => {
  it('lists openings, schedule, duration and deliverables', () => {
    render(page(TERMS));
    const section = screen.getByRole('region', { name: 'The work' });
    expect(section).toHaveTextContent('1 of 2 filled');
    expect(section).toHaveTextContent(formatSchedule(TERMS.schedule!));
    expect(section).toHaveTextContent('1 h 30 min');
    const items = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Photo set: Front of house (at least 6)',
      'Question: Was anyone home? (optional)',
    ]);
  });

  it('says so when a job has no schedule, duration or deliverables', () => {
    render(page({ ...TERMS, schedule: null, duration_minutes: null, deliverables: [] }));
    const section = screen.getByRole('region', { name: 'The work' });
    expect(section).toHaveTextContent('No set time');
    expect(section).toHaveTextContent('Not given');
    expect(section).toHaveTextContent('The company lists no photos, documents or questions.');
  });

  it('renders on the server in UTC and hydrates without a mismatch before showing local time', async () => {
    const html = renderToString(page(TERMS));
    expect(html).toContain('Starts Tue, Dec 1, 3:00 PM UTC');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const recoverable = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, page(TERMS), { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('time')).toHaveTextContent(
      formatSchedule(TERMS.schedule!, 'local'),
    );
    expect(container.querySelector('time')).not.toHaveTextContent('UTC');
    act(() => root.unmount());
    container.remove();
  });
});

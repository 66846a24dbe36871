import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../lib/test/render';
import { workOrder } from '../../../lib/test/work-order-fixtures';
import { WorkOrderTimeline } from './work-order-timeline';

const approved = workOrder({
  status: 'approved',
  timeline: [
    {
      type: 'submitted',
      at: '2026-11-20T15:00:00Z',
      actor: { id: 9, name: 'Pat Agent' },
      api_key: null,
      note: null,
    },
    {
      type: 'approved',
      at: '2026-11-21T15:00:00Z',
      actor: { id: 2, name: 'Dana Owner' },
      api_key: { id: 4, name: 'Dispatch system' },
      note: null,
    },
  ],
});

describe('work order timeline', () => {
  it('names who made each step, and the API key a step came through', async () => {
    renderRoutes([{ path: '/', element: <WorkOrderTimeline workOrder={approved} /> }]);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const byKey = within(timeline).getByText(/Dana Owner/);
    expect(byKey).toHaveTextContent(/· Dana Owner · via API key “Dispatch system”$/);
    const inApp = within(timeline).getByText(/Pat Agent/);
    expect(inApp).toHaveTextContent(/· Pat Agent$/);
    expect(inApp).not.toHaveTextContent('API key');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../lib/test/render';
import { DevelopersGuide } from './developers-guide';

describe('developers guide', () => {
  it('shows a typed client making its types from this site’s OpenAPI document', async () => {
    renderRoutes([{ path: '/', element: <DevelopersGuide /> }]);
    const guide = await screen.findByRole('region', { name: 'Developers guide' });
    const origin = window.location.origin;
    expect(
      within(guide).getByText(`npx openapi-typescript ${origin}/api/docs/json -o fieldhire-api.ts`),
    ).toBeInTheDocument();
    const example = within(guide).getByText(/createClient<paths>/);
    expect(example).toHaveTextContent(`baseUrl: '${origin}'`);
    expect(example).toHaveTextContent("fieldhire.GET('/api/v1/work-orders/'");
    expect(example).toHaveTextContent("'Idempotency-Key': `approve-${workOrder.id}`");
    expect(within(guide).getByText(/work orders and payments/)).toBeInTheDocument();
    expect(
      within(guide).getByRole('button', { name: 'Copy the client example' }),
    ).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { InvoicesPage } from './invoices-page';

function renderInvoices() {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, EMPLOYER);
  return renderRoutes([{ path: '/billing/invoices', element: <InvoicesPage /> }], {
    initialEntry: '/billing/invoices',
    queryClient,
  });
}

afterEach(() => localStorage.clear());

describe('invoices page: spending on work orders', () => {
  it('shows what approved work cost per job and per agent', async () => {
    stubFetch({
      'GET /api/invoice/': { body: [] },
      'GET /api/billing/work-spending/': {
        body: {
          total_cents: 18_700,
          by_job: [
            {
              job_id: 4,
              title: 'Roof photos',
              work_orders: 2,
              pay_cents: 17_000,
              fee_cents: 1_700,
            },
          ],
          by_agent: [
            {
              agent_id: 9,
              name: 'Dana Reyes',
              username: 'dana',
              work_orders: 2,
              pay_cents: 17_000,
              fee_cents: 1_700,
            },
          ],
        },
      },
    });
    renderInvoices();
    const section = await screen.findByRole('region', { name: 'Spending on work orders' });
    expect(
      await within(section).findByText(
        'Approved work has cost $187.00 in all, agent pay and fees together.',
      ),
    ).toBeInTheDocument();
    const byJob = within(section).getByRole('table', { name: 'By job' });
    expect(within(byJob).getByRole('link', { name: 'Roof photos' })).toHaveAttribute(
      'href',
      '/employer/jobs/4',
    );
    expect(within(byJob).getByRole('row', { name: /Roof photos/ })).toHaveTextContent(
      'Roof photos2$170.00$17.00$187.00',
    );
    const byAgent = within(section).getByRole('table', { name: 'By agent' });
    expect(within(byAgent).getByRole('link', { name: 'Dana Reyes' })).toHaveAttribute(
      'href',
      '/candidates/dana',
    );
  });

  it('says so before any work is approved', async () => {
    stubFetch({
      'GET /api/invoice/': { body: [] },
      'GET /api/billing/work-spending/': { body: { total_cents: 0, by_job: [], by_agent: [] } },
    });
    renderInvoices();
    expect(await screen.findByText('No approved work yet')).toBeInTheDocument();
  });
});

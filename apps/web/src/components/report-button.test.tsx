import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { OPS_TEXT } from '@fieldhire/contract/operations';
import { stubFetch } from '../lib/test/fetch-stub';
import { renderRoutes } from '../lib/test/render';
import { ReportButton } from './report-button';

describe('ReportButton', () => {
  beforeEach(() => notifications.clean());

  it('sends the chosen reason and note, then thanks the reporter', async () => {
    const fetch = stubFetch({
      'POST /api/reports/': { status: 202, body: { detail: OPS_TEXT.reported } },
    });
    renderRoutes([
      { path: '/', element: <ReportButton targetType="job" targetId={7} what="this job" /> },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const send = await screen.findByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    await user.click(screen.getByLabelText('Scam or asks for money'));
    await user.type(screen.getByLabelText(/Anything we should know/), 'Wants a fee first.');
    await user.click(send);
    expect(await screen.findByText(OPS_TEXT.reported)).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.calls.find((call) => call.path === '/api/reports/')?.body).toEqual({
        target_type: 'job',
        target_id: 7,
        reason: 'scam',
        note: 'Wants a fee first.',
      }),
    );
  });

  it('shows why a report was refused', async () => {
    stubFetch({
      'POST /api/reports/': {
        status: 400,
        body: { detail: OPS_TEXT.reportYourself, code: 'bad_request' },
      },
    });
    renderRoutes([
      { path: '/', element: <ReportButton targetType="agent" targetId={3} what="Pat" /> },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await user.click(await screen.findByLabelText('Something else'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OPS_TEXT.reportYourself);
  });
});

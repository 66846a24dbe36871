import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkOrderRatings } from '@fieldhire/contract/reputation';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { CANDIDATE, EMPLOYER } from '../../../lib/test/users';
import {
  renderWorkOrderPage as renderPage,
  WORK_ORDER_PATH as PATH,
} from '../test/render-work-order';
import { workOrder } from '../../../lib/test/work-order-fixtures';

const OPEN: WorkOrderRatings = {
  mine: null,
  theirs: null,
  they_rated: false,
  can_rate: true,
  closes_at: '2026-12-04T15:00:00Z',
};
const RATED = {
  score: 4,
  tags: ['Clear instructions'],
  comment: 'Easy gate code.',
  at: '2026-11-21T15:00:00Z',
};

describe('rating the other side', () => {
  it('lets the agent rate the company once, confirming first, and keeps the score required', async () => {
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'approved' }) },
      [`GET ${PATH}rating/`]: { body: { ...OPEN, they_rated: true } },
      [`POST ${PATH}rating/`]: { status: 201, body: { ...OPEN, mine: RATED, can_rate: false } },
    });
    const { user } = renderPage(CANDIDATE);
    const panel = await screen.findByRole('region', { name: 'Rate the company' });
    expect(
      await within(panel).findByText(
        'Acme Inspections has rated you. You will see it once you rate them, or on Fri, Dec 4.',
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send rating' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Choose 1 to 5 stars.');

    // A star is chosen by its label (the input under it only previews the choice).
    const fourStars = within(panel).getByRole<HTMLInputElement>('radio', { name: '4 stars' });
    await user.click(fourStars.labels![0]!);
    await user.click(within(panel).getByRole('checkbox', { name: 'Clear instructions' }));
    await user.type(within(panel).getByLabelText('Comment (optional)'), 'Easy gate code.');
    await user.click(within(panel).getByRole('button', { name: 'Send rating' }));
    const dialog = screen.getByRole('dialog', { name: 'Send this rating?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send rating' }));
    expect(await within(panel).findByText('You rated')).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${PATH}rating/`)[0]?.body).toEqual({
      score: 4,
      tags: ['Clear instructions'],
      comment: 'Easy gate code.',
    });
  });

  it("shows the company the agent's rating once it is revealed", async () => {
    stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'approved' }) },
      [`GET ${PATH}rating/`]: {
        body: {
          ...OPEN,
          mine: { ...RATED, score: 5, tags: [], comment: '' },
          theirs: RATED,
          can_rate: false,
        },
      },
    });
    renderPage(EMPLOYER);
    const panel = await screen.findByRole('region', { name: 'Rate the agent' });
    expect(await within(panel).findByText('Ada Lovelace rated you')).toBeInTheDocument();
    expect(within(panel).getByText('“Easy gate code.”')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Send rating' })).not.toBeInTheDocument();
  });

  it('is not offered before the work ends', async () => {
    const fetch = stubFetch({ [`GET ${PATH}`]: { body: workOrder({ status: 'submitted' }) } });
    renderPage(EMPLOYER);
    await screen.findByRole('heading', { name: 'Roof photos in Austin' });
    expect(screen.queryByRole('region', { name: 'Rate the agent' })).not.toBeInTheDocument();
    expect(fetch.callsTo('GET', `${PATH}rating/`)).toHaveLength(0);
  });
});

import type { OpsVerificationItem } from '@fieldhire/contract/verification';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubCall } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { OpsVerificationPage } from './ops-verification-page';

const QUEUE = '/api/ops/verification/';

const item = (overrides: Partial<OpsVerificationItem> = {}): OpsVerificationItem => ({
  id: 5,
  kind: 'license',
  file_name: 'license.pdf',
  status: 'pending',
  expires_on: null,
  rejection_reason: null,
  uploaded_at: '2026-12-07T10:40:00Z',
  reviewed_at: null,
  file_url: '/media/verification/license.pdf',
  owner: { type: 'agent', id: 1, name: 'Ada Lovelace' },
  ...overrides,
});

const LICENSE = item();
const INSURANCE = item({
  id: 6,
  kind: 'insurance',
  file_name: 'coi.pdf',
  expires_on: '2027-06-30',
  file_url: '/media/verification/coi.pdf',
  owner: { type: 'company', id: 7, name: 'Acme Inspections' },
});
const VERIFIED = item({
  id: 8,
  kind: 'business_registration',
  file_name: 'registration.pdf',
  status: 'verified',
  reviewed_at: '2026-12-06T09:00:00Z',
  file_url: '/media/verification/registration.pdf',
  owner: { type: 'company', id: 7, name: 'Acme Inspections' },
});
const REJECTED = item({
  id: 9,
  file_name: 'blurry.jpg',
  status: 'rejected',
  rejection_reason: 'The license number cannot be read.',
  reviewed_at: '2026-12-06T11:00:00Z',
  file_url: '/media/verification/blurry.jpg',
});

const BY_STATUS: Record<string, OpsVerificationItem[]> = {
  pending: [LICENSE, INSURANCE],
  verified: [VERIFIED],
  rejected: [REJECTED],
};

/** Answers the queue for the status asked, from `lists`. */
const queue =
  (lists: Record<string, OpsVerificationItem[]>) =>
  ({ path }: StubCall) => {
    const status = new URL(path, 'https://localhost').searchParams.get('status') ?? 'pending';
    return { body: { results: lists[status] ?? [] } satisfies { results: OpsVerificationItem[] } };
  };

const renderPage = () =>
  renderRoutes([{ path: '/ops/verification', element: <OpsVerificationPage /> }], {
    initialEntry: '/ops/verification',
  });

const cardOf = (name: string) => screen.getByText(name).closest('li')!;

describe('OpsVerificationPage', () => {
  it('lists the documents to review, each with its owner and file', async () => {
    const fetch = stubFetch({ [`GET ${QUEUE}`]: queue(BY_STATUS) });
    renderPage();

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'To review' })).toBeChecked();
    expect(fetch.callsTo('GET', QUEUE)[0]!.path).toBe(`${QUEUE}?status=pending`);

    const [license, insurance] = items as [HTMLElement, HTMLElement];
    expect(within(license).getByText('License')).toBeInTheDocument();
    expect(within(license).getByText('agent')).toBeInTheDocument();
    expect(within(license).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/ops/users/1',
    );
    expect(within(license).getByRole('link', { name: 'Open license.pdf' })).toHaveAttribute(
      'href',
      LICENSE.file_url,
    );
    expect(within(license).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(within(license).getByRole('button', { name: 'Reject' })).toBeInTheDocument();

    expect(within(insurance).getByText('Insurance certificate')).toBeInTheDocument();
    expect(within(insurance).getByText('company')).toBeInTheDocument();
    expect(within(insurance).getByRole('link', { name: 'Acme Inspections' })).toHaveAttribute(
      'href',
      '/ops/companies/7',
    );
    expect(within(insurance).getByText(/expires 2027-06-30/)).toBeInTheDocument();
  });

  it('shows the documents verified and those rejected, with the reason, without actions', async () => {
    const fetch = stubFetch({ [`GET ${QUEUE}`]: queue(BY_STATUS) });
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Open license.pdf' });

    await user.click(screen.getByRole('radio', { name: 'Verified' }));
    expect(await screen.findByRole('link', { name: 'Open registration.pdf' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Business registration')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByText(REJECTED.rejection_reason!)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open blurry.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    expect(fetch.callsTo('GET', QUEUE).map((call) => call.path)).toEqual([
      `${QUEUE}?status=pending`,
      `${QUEUE}?status=verified`,
      `${QUEUE}?status=rejected`,
    ]);
  });

  it('verifies a document only after the confirmation, and it leaves the queue', async () => {
    const lists = { ...BY_STATUS };
    const fetch = stubFetch({
      [`GET ${QUEUE}`]: queue(lists),
      [`POST ${QUEUE}${LICENSE.id}/verify/`]: () => {
        lists.pending = [INSURANCE];
        return { body: { ...LICENSE, status: 'verified' } satisfies OpsVerificationItem };
      },
    });
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Open license.pdf' });

    // Cancelling sends nothing.
    await user.click(within(cardOf('License')).getByRole('button', { name: 'Verify' }));
    let dialog = await screen.findByRole('dialog', { name: 'Verify this license?' });
    expect(dialog).toHaveTextContent('Ada Lovelace gets the “License” badge on its public pages');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(cardOf('License')).getByRole('button', { name: 'Verify' }));
    dialog = await screen.findByRole('dialog', { name: 'Verify this license?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Verified. Its badge shows now.')).toBeInTheDocument();
    const posts = fetch.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([`${QUEUE}${LICENSE.id}/verify/`]);
    expect(posts[0]!.body).toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open license.pdf' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Open coi.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when verifying fails', async () => {
    stubFetch({
      [`GET ${QUEUE}`]: queue(BY_STATUS),
      [`POST ${QUEUE}${LICENSE.id}/verify/`]: {
        status: 409,
        body: { detail: 'This document was reviewed already.', code: 'conflict' },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Open license.pdf' });
    await user.click(within(cardOf('License')).getByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify this license?' });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This document was reviewed already.',
    );
  });

  it('says until when an insurance certificate is verified', async () => {
    stubFetch({ [`GET ${QUEUE}`]: queue(BY_STATUS) });
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Open coi.pdf' });
    await user.click(
      within(cardOf('Insurance certificate')).getByRole('button', { name: 'Verify' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Verify this insurance certificate?',
    });
    expect(dialog).toHaveTextContent(
      'Acme Inspections gets the “Insurance certificate” badge on its public pages until 2027-06-30.',
    );
  });

  it('rejects a document with the reason the owner is told', async () => {
    const lists = { ...BY_STATUS };
    const reason = 'The certificate names another company.';
    const fetch = stubFetch({
      [`GET ${QUEUE}`]: queue(lists),
      [`POST ${QUEUE}${INSURANCE.id}/reject/`]: () => {
        lists.pending = [LICENSE];
        return {
          body: {
            ...INSURANCE,
            status: 'rejected',
            rejection_reason: reason,
          } satisfies OpsVerificationItem,
        };
      },
    });
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Open coi.pdf' });

    await user.click(
      within(cardOf('Insurance certificate')).getByRole('button', { name: 'Reject' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Reject this insurance certificate?',
    });
    expect(dialog).toHaveTextContent('The owner is told the reason and can send another.');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    // No reason, no rejection.
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), `${reason}  `);
    expect(confirm).toBeEnabled();
    expect(fetch.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(confirm);

    expect(await screen.findByText('Rejected. The owner is told why.')).toBeInTheDocument();
    const posts = fetch.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([`${QUEUE}${INSURANCE.id}/reject/`]);
    expect(posts[0]!.body).toEqual({ reason });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open coi.pdf' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps the rejection open with the server's answer when it refuses", async () => {
    stubFetch({
      [`GET ${QUEUE}`]: queue(BY_STATUS),
      [`POST ${QUEUE}${LICENSE.id}/reject/`]: {
        status: 409,
        body: { detail: 'This document was already reviewed.', code: 'conflict' },
      },
    });
    const { user } = renderPage();
    await screen.findByRole('link', { name: 'Open license.pdf' });
    await user.click(within(cardOf('License')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this license?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Expired.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This document was already reviewed.',
    );
    expect(screen.getByRole('dialog', { name: 'Reject this license?' })).toBeInTheDocument();
  });

  it('says when there is nothing to review, and when no document was reviewed yet', async () => {
    stubFetch({ [`GET ${QUEUE}`]: queue({}) });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByRole('heading', { name: 'None yet' })).toBeInTheDocument();
  });

  it('says when the queue cannot be loaded', async () => {
    stubFetch({
      [`GET ${QUEUE}`]: {
        status: 500,
        body: { detail: 'The server is down.', code: 'server_error' },
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server is down.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

import type { UserInfo } from '@fieldhire/contract/accounts';
import { VERIFICATION_TEXT, type VerificationDocument } from '@fieldhire/contract/verification';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { CANDIDATE, EMPLOYER } from '../../../lib/test/users';
import { VerificationPage } from './verification-page';

const DOCUMENTS = '/api/verification/documents/';

const doc = (overrides: Partial<VerificationDocument> = {}): VerificationDocument => ({
  id: 1,
  kind: 'license',
  file_name: 'license.pdf',
  status: 'pending',
  expires_on: null,
  rejection_reason: null,
  uploaded_at: '2026-11-20T15:00:00Z',
  reviewed_at: null,
  file_url: '/media/verification/license.pdf',
  ...overrides,
});

const PENDING = doc({ id: 1, kind: 'license', file_name: 'license.pdf' });
const VERIFIED = doc({
  id: 2,
  kind: 'insurance',
  file_name: 'insurance-2027.pdf',
  status: 'verified',
  expires_on: '2027-06-30',
  reviewed_at: '2026-11-21T10:00:00Z',
  file_url: '/media/verification/insurance-2027.pdf',
});
const REJECTED = doc({
  id: 3,
  kind: 'license',
  file_name: 'blurry.jpg',
  status: 'rejected',
  rejection_reason: 'The photo is too blurry to read the license number.',
  reviewed_at: '2026-11-21T11:00:00Z',
  file_url: '/media/verification/blurry.jpg',
});
const EXPIRED = doc({
  id: 4,
  kind: 'insurance',
  file_name: 'insurance-2025.pdf',
  status: 'expired',
  expires_on: '2025-12-31',
  reviewed_at: '2025-01-05T10:00:00Z',
  file_url: '/media/verification/insurance-2025.pdf',
});

const list = (...results: VerificationDocument[]) => ({
  body: { results } satisfies { results: VerificationDocument[] },
});

/** The verification page as the signed-in viewer sees it. */
function renderPage(viewer: UserInfo) {
  return renderRoutes(
    [
      { path: '/verification', element: <VerificationPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntry: '/verification', signedInAs: viewer },
  );
}

const sentList = () => screen.getByRole('region', { name: 'Sent documents' });
const sendForm = () => screen.getByRole('region', { name: 'Send a document' });

describe('VerificationPage', () => {
  it('lists the documents sent with their status, expiry date and why one was refused', async () => {
    stubFetch({ [`GET ${DOCUMENTS}`]: list(PENDING, VERIFIED, REJECTED, EXPIRED) });
    renderPage(CANDIDATE);

    const items = await within(sentList()).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    const [pending, verified, rejected, expired] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(within(pending).getByText('License')).toBeInTheDocument();
    expect(within(pending).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(pending).getByRole('link', { name: 'license.pdf' })).toHaveAttribute(
      'href',
      PENDING.file_url,
    );

    expect(within(verified).getByText('Insurance certificate')).toBeInTheDocument();
    expect(within(verified).getByText('Verified')).toBeInTheDocument();
    expect(within(verified).getByText('Expires Jun 30, 2027')).toBeInTheDocument();

    expect(within(rejected).getByText('Not verified')).toBeInTheDocument();
    expect(within(rejected).getByText(REJECTED.rejection_reason!)).toBeInTheDocument();

    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Expires Dec 31, 2025')).toBeInTheDocument();
    // Only a refused document carries a reason.
    expect(within(pending).queryByText(REJECTED.rejection_reason!)).not.toBeInTheDocument();
  });

  it('says when nothing was sent yet', async () => {
    stubFetch({ [`GET ${DOCUMENTS}`]: list() });
    renderPage(CANDIDATE);
    expect(await within(sentList()).findByText('Nothing sent yet')).toBeInTheDocument();
    expect(within(sentList()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('sends a license as multipart, then shows it in the list and a toast', async () => {
    const sent = doc({ id: 9, kind: 'license', file_name: 'state-license.pdf' });
    const fetch = stubFetch({
      [`GET ${DOCUMENTS}`]: [list(), list(sent)],
      [`POST ${DOCUMENTS}`]: { status: 201, body: sent satisfies VerificationDocument },
    });
    const { user, container } = renderPage(CANDIDATE);
    await within(sentList()).findByText('Nothing sent yet');

    const send = within(sendForm()).getByRole('button', { name: 'Send for review' });
    expect(send).toBeDisabled();
    await user.click(within(sendForm()).getByRole('textbox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'License' }));
    expect(send).toBeDisabled();
    const file = new File(['%PDF-1.7'], 'state-license.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, file);
    // A license needs no expiry date.
    expect(within(sendForm()).getByLabelText(/Expires on/)).not.toBeRequired();
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await screen.findByText('Sent. Our team reviews it shortly.')).toBeInTheDocument();
    const posts = fetch.callsTo('POST', DOCUMENTS);
    expect(posts).toHaveLength(1);
    const body = posts[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('kind')).toBe('license');
    expect(body.get('expires_on')).toBe('');
    expect((body.get('file') as File).name).toBe('state-license.pdf');

    // The list is read again and shows the new document.
    expect(
      await within(sentList()).findByRole('link', { name: 'state-license.pdf' }),
    ).toBeInTheDocument();
    expect(fetch.callsTo('GET', DOCUMENTS)).toHaveLength(2);
    // The form starts over.
    expect(within(sendForm()).getByRole('textbox', { name: 'Document' })).toHaveValue('');
    expect(within(sendForm()).getByRole('button', { name: 'Send for review' })).toBeDisabled();
  });

  it('asks for the expiry date of an insurance certificate before sending it', async () => {
    const sent = doc({
      id: 10,
      kind: 'insurance',
      file_name: 'coi.pdf',
      expires_on: '2027-06-30',
    });
    const fetch = stubFetch({
      [`GET ${DOCUMENTS}`]: [list(), list(sent)],
      [`POST ${DOCUMENTS}`]: { status: 201, body: sent satisfies VerificationDocument },
    });
    const { user, container } = renderPage(CANDIDATE);
    await within(sentList()).findByText('Nothing sent yet');

    await user.click(within(sendForm()).getByRole('textbox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'Insurance certificate' }));
    const file = new File(['%PDF-1.7'], 'coi.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, file);

    const expiry = within(sendForm()).getByLabelText(/Expires on/);
    expect(expiry).toBeRequired();
    expect(within(sendForm()).getByText(/We remind you 30 days before/)).toBeInTheDocument();
    const send = within(sendForm()).getByRole('button', { name: 'Send for review' });
    // Without the date the form refuses to send.
    expect(send).toBeDisabled();
    await user.click(send);
    expect(fetch.callsTo('POST', DOCUMENTS)).toHaveLength(0);

    // A date already past is refused before anything is sent.
    await user.type(expiry, '2020-01-31');
    expect(within(sendForm()).getByText(VERIFICATION_TEXT.expired)).toBeInTheDocument();
    expect(send).toBeDisabled();

    await user.clear(expiry);
    await user.type(expiry, '2099-06-30');
    expect(expiry).toHaveValue('2099-06-30');
    expect(send).toBeEnabled();
    await user.click(send);

    expect(await screen.findByText('Sent. Our team reviews it shortly.')).toBeInTheDocument();
    const body = fetch.callsTo('POST', DOCUMENTS)[0]!.body as FormData;
    expect(body.get('kind')).toBe('insurance');
    expect(body.get('expires_on')).toBe('2099-06-30');
    expect((body.get('file') as File).name).toBe('coi.pdf');
    expect(await within(sentList()).findByText('Expires Jun 30, 2027')).toBeInTheDocument();
  });

  it("shows the server's refusal of a document and keeps the form filled", async () => {
    stubFetch({
      [`GET ${DOCUMENTS}`]: list(),
      [`POST ${DOCUMENTS}`]: {
        status: 400,
        body: { detail: VERIFICATION_TEXT.refusedFile, code: 'validation_error' },
      },
    });
    const { user, container } = renderPage(CANDIDATE);
    await within(sentList()).findByText('Nothing sent yet');

    await user.click(within(sendForm()).getByRole('textbox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: 'License' }));
    const file = new File(['zip'], 'license.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, file);
    await user.click(within(sendForm()).getByRole('button', { name: 'Send for review' }));

    expect(await within(sendForm()).findByText(VERIFICATION_TEXT.refusedFile)).toBeInTheDocument();
    expect(within(sendForm()).getByRole('textbox', { name: 'Document' })).toHaveValue('License');
    expect(screen.queryByText('Sent. Our team reviews it shortly.')).not.toBeInTheDocument();
  });

  it('removes a document only after the confirmation', async () => {
    const fetch = stubFetch({
      [`GET ${DOCUMENTS}`]: [list(VERIFIED, REJECTED), list(REJECTED)],
      [`DELETE ${DOCUMENTS}${VERIFIED.id}/`]: { status: 204 },
    });
    const { user } = renderPage(CANDIDATE);
    const remove = await screen.findByRole('button', {
      name: 'Remove Insurance certificate insurance-2027.pdf',
    });

    // Cancelling sends nothing.
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove this document?' });
    expect(within(dialog).getByText('Its verified badge goes with it.')).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', `${DOCUMENTS}${VERIFIED.id}/`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.calls.some((call) => call.method === 'DELETE')).toBe(false);

    // Confirming removes it.
    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Document removed.')).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', `${DOCUMENTS}${VERIFIED.id}/`)).toHaveLength(1);
    expect(fetch.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(sentList()).queryByRole('link', { name: 'insurance-2027.pdf' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(sentList()).getByRole('link', { name: 'blurry.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when removing fails', async () => {
    stubFetch({
      [`GET ${DOCUMENTS}`]: list(REJECTED),
      [`DELETE ${DOCUMENTS}${REJECTED.id}/`]: {
        status: 404,
        body: { detail: 'No such document.', code: 'not_found' },
      },
    });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Remove License blurry.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No such document.');
    expect(screen.queryByText('Document removed.')).not.toBeInTheDocument();
  });

  it('tells a document not yet verified can be sent again when removing it', async () => {
    stubFetch({ [`GET ${DOCUMENTS}`]: list(REJECTED) });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Remove License blurry.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this document?' });
    expect(within(dialog).getByText('You can send another one at any time.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded and tries again', async () => {
    const fetch = stubFetch({
      [`GET ${DOCUMENTS}`]: [
        { status: 500, body: { detail: 'The server is down.', code: 'server_error' } },
        list(PENDING),
      ],
    });
    const { user } = renderPage(CANDIDATE);

    const alert = await within(sentList()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this');
    expect(alert).toHaveTextContent('The server is down.');
    // The form stays usable.
    expect(within(sendForm()).getByRole('textbox', { name: 'Document' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(sentList()).findByRole('link', { name: 'license.pdf' }),
    ).toBeInTheDocument();
    expect(within(sentList()).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch.callsTo('GET', DOCUMENTS)).toHaveLength(2);
  });

  it("offers an agent a license or insurance, and a company's owner its registration too", async () => {
    stubFetch({ [`GET ${DOCUMENTS}`]: list() });
    const agent = renderPage(CANDIDATE);
    expect(
      await screen.findByText(/Send your documents and our team checks them/),
    ).toHaveTextContent('badge on your profile');
    await agent.user.click(within(sendForm()).getByRole('textbox', { name: 'Document' }));
    const agentKinds = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(agentKinds).toEqual(['License', 'Insurance certificate']);
    agent.unmount();

    const owner = renderPage(EMPLOYER);
    expect(
      await screen.findByText(/Send your company's documents and our team checks them/),
    ).toHaveTextContent("badge on your company's page");
    await owner.user.click(within(sendForm()).getByRole('textbox', { name: 'Document' }));
    const companyKinds = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(companyKinds).toEqual(['Business registration', 'License', 'Insurance certificate']);
  });

  it("offers a company's admin the company's documents", async () => {
    stubFetch({ [`GET ${DOCUMENTS}`]: list() });
    const { user } = renderPage({ ...EMPLOYER, company: { ...EMPLOYER.company!, role: 'admin' } });
    await user.click(await within(sendForm()).findByRole('textbox', { name: 'Document' }));
    expect(
      await screen.findByRole('option', { name: 'Business registration' }),
    ).toBeInTheDocument();
  });

  it('asks an employer without a company to set it up first', async () => {
    const fetch = stubFetch({ [`GET ${DOCUMENTS}`]: list() });
    renderPage({ ...EMPLOYER, company: null });
    expect(
      await screen.findByRole('heading', { name: 'Set up your company first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your company' })).toHaveAttribute(
      'href',
      '/employer/company',
    );
    expect(fetch.callsTo('GET', DOCUMENTS)).toHaveLength(0);
  });

  it("sends a company's other members to its owner and admins", async () => {
    const fetch = stubFetch({ [`GET ${DOCUMENTS}`]: list() });
    renderPage({
      ...EMPLOYER,
      company: { ...EMPLOYER.company!, role: 'member', may_approve_spending: false },
    });
    expect(
      await screen.findByRole('heading', {
        name: "Your company's owner and admins send its documents",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('region', { name: 'Send a document' })).not.toBeInTheDocument();
    expect(fetch.callsTo('GET', DOCUMENTS)).toHaveLength(0);
  });
});

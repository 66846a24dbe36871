import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { COMPANY } from '../company-fixtures';
import { CompanyEditorPage } from './company-editor-page';

async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

function renderEditor(viewer = EMPLOYER) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes([{ path: '/employer/company', element: <CompanyEditorPage /> }], {
    initialEntry: '/employer/company',
    queryClient,
  });
}

describe('CompanyEditorPage', () => {
  beforeEach(() => {
    notifications.clean();
    URL.createObjectURL = vi.fn(() => 'blob:logo-preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('creates the company of an employer without one, as multipart with the logo', async () => {
    const fetch = stubFetch({
      'POST /api/companies/': { status: 201, body: COMPANY },
      'GET /api/user-info': {
        body: {
          ...EMPLOYER,
          company: { id: 7, name: 'Acme Inspections', avatar: null, role: 'owner' },
        },
      },
      'GET /api/companies/7/': { body: COMPANY },
    });
    const { user, container } = renderEditor({ ...EMPLOYER, company: null });

    expect(screen.getByRole('button', { name: 'Logo' })).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Company name' }), 'Acme Inspections');
    await fill(user, screen.getByRole('textbox', { name: 'Website' }), 'https://acme.example.com');
    await fill(user, screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, logo);
    expect(screen.getByText('New logo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create company' }));

    expect(await screen.findByRole('heading', { name: 'Company profile' })).toBeInTheDocument();
    const body = fetch.callsTo('POST', '/api/companies/')[0]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Acme Inspections');
    expect(body.get('website')).toBe('https://acme.example.com');
    expect(body.get('zip')).toBe('78701');
    expect(body.get('about')).toBe('');
    expect((body.get('avatar') as File).name).toBe('logo.png');
  }, 20_000);

  it('checks the fields with the contract before sending', async () => {
    const fetch = stubFetch();
    const { user } = renderEditor({ ...EMPLOYER, company: null });
    await fill(user, screen.getByRole('textbox', { name: 'Website' }), 'acme.example.com');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Enter the company name.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/companies/')).toHaveLength(0);
  });

  it("edits the viewer's company and shows server field errors on the fields", async () => {
    const fetch = stubFetch({
      'GET /api/companies/7/': { body: COMPANY },
      'PATCH /api/companies/7/': {
        status: 400,
        body: {
          detail: 'zip: We could not find ZIP code 00000.',
          code: 'validation_error',
          fields: { zip: ['We could not find ZIP code 00000.'] },
        },
      },
    });
    const { user } = renderEditor();
    const zip = await screen.findByRole('textbox', { name: 'ZIP code' });
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Inspections');
    await user.clear(zip);
    await user.type(zip, '00000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('We could not find ZIP code 00000.')).toBeInTheDocument();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((fetch.callsTo('PATCH', '/api/companies/7/')[0]!.body as FormData).get('zip')).toBe(
      '00000',
    );
  });

  it('refuses a logo over 50 MB or of another type beside the picker, and saves without it', async () => {
    const fetch = stubFetch({
      'GET /api/companies/7/': { body: COMPANY },
      'PATCH /api/companies/7/': { body: COMPANY },
    });
    const { user, container } = renderEditor();
    await screen.findByRole('button', { name: 'Save changes' });
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    await user.upload(input, big);

    const logo = screen.getByRole('button', { name: 'Logo' });
    const error = screen.getByRole('alert');
    expect(error).toHaveTextContent(MESSAGES.uploadTooLarge);
    expect(logo.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.queryByText('New logo')).not.toBeInTheDocument();

    fireEvent.change(input, {
      target: { files: [new File(['gif'], 'logo.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WebP image.');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetch.callsTo('PATCH', '/api/companies/7/')).toHaveLength(1));
    const body = fetch.callsTo('PATCH', '/api/companies/7/')[0]!.body as FormData;
    expect(body.has('avatar')).toBe(false);
  });

  it('says the upload limit when the server answers 413', async () => {
    stubFetch({
      'GET /api/companies/7/': { body: COMPANY },
      'PATCH /api/companies/7/': {
        status: 413,
        body: { detail: 'Upload file too large, limit is 50 MB', code: 'payload_too_large' },
      },
    });
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MESSAGES.uploadTooLarge)).toBeInTheDocument();
  });

  it('tells team members that only owners and admins edit the company', () => {
    stubFetch();
    renderEditor({ ...EMPLOYER, company: { ...EMPLOYER.company!, role: 'member' } });
    expect(
      screen.getByRole('heading', { name: 'Only owners and admins edit the company' }),
    ).toBeInTheDocument();
  });
});

import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@fieldhire/contract/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubHandler } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { PROFILE } from '../profile-fixtures';
import { ProfilePage } from './profile-page';

const REFERENCE = {
  'GET /api/dyn/jobtype/': {
    body: [
      { id: 1, name: 'Residential Inspection' },
      { id: 4, name: 'Notary' },
    ],
  },
  'GET /api/dyn/skilltag/': { body: [{ id: 3, name: 'Drone' }] },
  'GET /api/dyn/certification/': { body: [{ id: 2, name: 'E&O Insurance' }] },
  'GET /api/dyn/education/': { body: [{ id: 5, name: 'Bachelor' }] },
  'GET /api/geo/states/': { body: [{ fips: '48', usps: 'TX', name: 'Texas' }] },
  'GET /api/geo/towns/': { body: [] },
};

function renderProfile(routes: Record<string, StubHandler>, viewer = CANDIDATE) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  const fetch = stubFetch({ ...REFERENCE, ...routes });
  const rendered = renderRoutes([{ path: '/profile', element: <ProfilePage /> }], {
    initialEntry: '/profile',
    queryClient,
  });
  return { ...rendered, fetch };
}

describe('ProfilePage', () => {
  it('saves the profile as multipart with repeated list fields and the chosen files', async () => {
    const { user, fetch } = renderProfile({
      'GET /api/users/1/': { body: PROFILE },
      'PATCH /api/users/1/': { body: CANDIDATE },
    });
    expect(await screen.findByLabelText('Headline')).toHaveValue(PROFILE.headline);
    expect(
      await screen.findByRole('button', { name: 'Remove Round Rock, Texas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View current resume' })).toHaveAttribute(
      'href',
      PROFILE.resume_url,
    );

    await user.click(screen.getByRole('button', { name: 'Remove Round Rock, Texas' }));
    const avatar = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo'), avatar);
    const resume = new File(['pdf'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Resume file'), resume);
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    const [patch] = fetch.callsTo('PATCH', '/api/users/1/');
    const form = patch!.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('job_types')).toEqual(['1', '4']);
    expect(form.getAll('coverage_towns')).toEqual(['4805000']);
    expect(form.getAll('categories')).toEqual(['Residential', 'Commercial']);
    expect((form.get('avatar') as File).name).toBe('me.png');
    expect((form.get('resume') as File).name).toBe('cv.pdf');
    expect(patch!.headers.get('Content-Type')).toBeNull();
  });

  it('shows the server field errors one per line after the bad input heading', async () => {
    const { user } = renderProfile({
      'GET /api/users/1/': { body: PROFILE },
      'PATCH /api/users/1/': {
        status: 400,
        body: {
          detail: 'Check the highlighted fields.',
          code: 'validation_error',
          fields: { zip: ['We could not find ZIP code 00000.'] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    const alert = await screen.findByRole('alert', { name: 'Your profile was not saved' });
    expect(alert).toHaveTextContent('Error 400: Bad Input:');
    expect(alert.querySelector('p')!.textContent).toBe(
      'Error 400: Bad Input:\nzip: We could not find ZIP code 00000.',
    );
  });

  it('refuses a resume over 50 MB beside its picker, and saves without it', async () => {
    const { user, fetch } = renderProfile({
      'GET /api/users/1/': { body: PROFILE },
      'PATCH /api/users/1/': { body: CANDIDATE },
    });
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    await user.upload(await screen.findByLabelText('Resume file'), big);

    const resumeSection = screen.getByRole('region', { name: 'Resume' });
    expect(within(resumeSection).getByRole('alert')).toHaveTextContent(MESSAGES.uploadTooLarge);
    expect(within(resumeSection).queryByText('huge.pdf')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Your profile was not saved' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    const form = fetch.callsTo('PATCH', '/api/users/1/')[0]!.body as FormData;
    expect(form.has('resume')).toBe(false);
  });

  it('refuses a photo over 50 MB or of another type beside the photo button', async () => {
    const { user, fetch } = renderProfile({ 'GET /api/users/1/': { body: PROFILE } });
    const photoInput = await screen.findByLabelText('Profile photo');
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    await user.upload(photoInput, big);

    const basics = screen.getByRole('region', { name: 'About you' });
    expect(within(basics).getByRole('alert')).toHaveTextContent(MESSAGES.uploadTooLarge);
    expect(within(basics).queryByText(/New photo/)).not.toBeInTheDocument();

    fireEvent.change(photoInput, {
      target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] },
    });
    expect(within(basics).getByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG or WebP image.',
    );
    expect(fetch.callsTo('PATCH', '/api/users/1/')).toHaveLength(0);
  });

  it('shows the no-response message when the network fails', async () => {
    const { user } = renderProfile({
      'GET /api/users/1/': { body: PROFILE },
      'PATCH /api/users/1/': new TypeError('Failed to fetch'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByRole('alert', { name: 'Your profile was not saved' }),
    ).toHaveTextContent(MESSAGES.noResponse);
  });

  it('gives a company user only the shared part of the profile', async () => {
    const { user, fetch } = renderProfile(
      {
        'GET /api/users/2/': { body: { ...PROFILE, id: 2, role: 'employer' } },
        'PATCH /api/users/2/': { body: EMPLOYER },
      },
      EMPLOYER,
    );
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(fetch.callsTo('PATCH', '/api/users/2/')).toHaveLength(1));
    expect(screen.queryByLabelText('Home ZIP code')).not.toBeInTheDocument();
    const form = fetch.callsTo('PATCH', '/api/users/2/')[0]!.body as FormData;
    expect(form.has('job_types')).toBe(false);
  });
});

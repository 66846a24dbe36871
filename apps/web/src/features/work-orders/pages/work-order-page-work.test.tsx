import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { CANDIDATE, EMPLOYER } from '../../../lib/test/users';
import { stubGeolocation } from '../../../lib/test/geolocation';
import {
  renderWorkOrderPage as renderPage,
  WORK_ORDER_PATH as PATH,
} from '../test/render-work-order';
import { photoItem, workOrder } from '../../../lib/test/work-order-fixtures';

describe('work order page: check-in', () => {
  it('reads the phone’s location with high accuracy and posts it', async () => {
    const getCurrentPosition = stubGeolocation({
      coords: { latitude: 30.2675, longitude: -97.7435, accuracy: 12 },
    });
    const checkedIn: WorkOrder = workOrder(
      {
        status: 'checked_in',
        check_in: {
          at: new Date().toISOString(),
          lat: 30.2675,
          lon: -97.7435,
          accuracy_m: 12,
          distance_m: 50,
          far: false,
          on_time: true,
        },
      },
      0.1,
    );
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'confirmed' }, 0.1) },
      [`POST ${PATH}check-in/`]: { body: checkedIn },
    });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    // The toast closes after a second; the check-in summary stays.
    const summary = await screen.findByRole('region', { name: 'Check-in and check-out' });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true });
    expect(fetch.callsTo('POST', `${PATH}check-in/`)[0]?.body).toMatchObject({
      lat: 30.2675,
      lon: -97.7435,
      accuracy_m: 12,
    });
    expect(await within(summary).findByText('On time')).toBeInTheDocument();
    expect(summary).toHaveTextContent('164 ft');
  });

  it('sends a check-in whose answer was lost again as it was, with its key', async () => {
    const getCurrentPosition = stubGeolocation({
      coords: { latitude: 30.2675, longitude: -97.7435, accuracy: 12 },
    });
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'confirmed' }, 0.1) },
      [`POST ${PATH}check-in/`]: [
        { status: 502, body: { detail: 'Bad gateway', code: 'server_error' } },
        { body: workOrder({ status: 'checked_in' }, 0.1) },
      ],
    });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    await screen.findByText('Bad gateway');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await waitFor(() => expect(fetch.callsTo('POST', `${PATH}check-in/`)).toHaveLength(2));
    const [first, second] = fetch.callsTo('POST', `${PATH}check-in/`);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });

  it('flags a check-in far from the site', async () => {
    stubGeolocation({ coords: { latitude: 30.3, longitude: -97.7, accuracy: 20 } });
    stubFetch({
      [`GET ${PATH}`]: {
        body: workOrder(
          {
            status: 'checked_in',
            check_in: {
              at: new Date().toISOString(),
              lat: 30.3,
              lon: -97.7,
              accuracy_m: 20,
              distance_m: 5000,
              far: true,
              on_time: false,
            },
          },
          -2,
        ),
      },
    });
    renderPage(EMPLOYER);
    const summary = await screen.findByRole('region', { name: 'Check-in and check-out' });
    expect(within(summary).getByText('Far from site')).toBeInTheDocument();
    expect(within(summary).getByText('Late')).toBeInTheDocument();
  });

  it('asks before a check-in a day early and far from the site, and sends it only when told', async () => {
    stubGeolocation({ coords: { latitude: 32.7767, longitude: -96.797, accuracy: 15 } });
    const early = workOrder({ status: 'confirmed' }, 26);
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: early },
      [`POST ${PATH}check-in/`]: {
        body: {
          ...early,
          status: 'checked_in',
          check_in: {
            at: new Date().toISOString(),
            lat: 32.7767,
            lon: -96.797,
            accuracy_m: 15,
            distance_m: 293_000,
            far: true,
            on_time: false,
          },
        },
      },
    });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in now?' });
    expect(dialog).toHaveTextContent('A check-in now is recorded as early, not on time.');
    expect(dialog).toHaveTextContent(/You are 18\d mi from the site/);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(fetch.callsTo('POST', `${PATH}check-in/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Check in now?' })).getByRole('button', {
        name: 'Check in anyway',
      }),
    );
    const summary = await screen.findByRole('region', { name: 'Check-in and check-out' });
    expect(fetch.callsTo('POST', `${PATH}check-in/`)).toHaveLength(1);
    expect(within(summary).getByText('Early')).toBeInTheDocument();
    expect(within(summary).getByText('Far from site')).toBeInTheDocument();
    expect(summary).toHaveTextContent('182 mi');
  });

  it('says so when location is blocked, and sends nothing', async () => {
    stubGeolocation({ code: 1 });
    const fetch = stubFetch({ [`GET ${PATH}`]: { body: workOrder({ status: 'confirmed' }) } });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(/Location is blocked for this site/)).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${PATH}check-in/`)).toHaveLength(0);
  });
});

describe('work order page: deliverables', () => {
  it('lists what a refused submit says is missing', async () => {
    stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'checked_out' }) },
      [`POST ${PATH}submit/`]: {
        status: 400,
        body: {
          detail: 'Some required deliverables are missing.',
          missing: [{ id: 'roof', label: 'Roof', needed: 2 }],
        },
      },
    });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Finish these before you submit');
    expect(alert).toHaveTextContent('Roof: 2 more photos needed');
  });

  it('shows progress per deliverable and confirms before deleting a photo', async () => {
    const roof = {
      id: 'roof',
      kind: 'photo' as const,
      label: 'Roof',
      min_count: 3,
      required: true,
    };
    const fetch = stubFetch({
      [`GET ${PATH}`]: {
        body: workOrder({
          status: 'checked_in',
          deliverables: [{ ...roof, items: [photoItem(1), photoItem(2)] }],
        }),
      },
      [`DELETE ${PATH}items/2/`]: {
        body: workOrder({
          status: 'checked_in',
          deliverables: [{ ...roof, items: [photoItem(1)] }],
        }),
      },
    });
    const { user } = renderPage(CANDIDATE);
    expect(await screen.findByText('2 of 3 photos')).toBeInTheDocument();
    const camera = screen.getByRole('button', { name: 'Take photos: Roof' });
    const cameraInput = camera.previousElementSibling;
    expect(cameraInput).toHaveAttribute('capture', 'environment');
    expect(cameraInput).toHaveAttribute('multiple');

    await user.click(screen.getByRole('button', { name: 'Delete Roof, photo 2' }));
    expect(fetch.callsTo('DELETE', `${PATH}items/2/`)).toHaveLength(0);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('1 of 3 photos')).toBeInTheDocument();
    expect(
      fetch.callsTo('DELETE', `${PATH}items/2/`)[0]?.headers.get('idempotency-key'),
    ).toBeTruthy();
  });

  it('shows the company each photo large, with arrow keys to the next and where it was taken', async () => {
    stubFetch({
      [`GET ${PATH}`]: {
        body: workOrder({
          status: 'submitted',
          deliverables: [
            {
              id: 'roof',
              kind: 'photo',
              label: 'Roof',
              min_count: 2,
              required: true,
              items: [photoItem(1), photoItem(2, { lat: 30.4, lon: -97.7 })],
            },
          ],
        }),
      },
    });
    const { user } = renderPage(EMPLOYER);
    await user.click(await screen.findByRole('button', { name: 'Open Roof, photo 1 of 2' }));
    expect(screen.getByRole('dialog', { name: 'Roof, photo 1 of 2' })).toBeInTheDocument();
    expect(screen.queryByText('Far from site')).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    const dialog = screen.getByRole('dialog', { name: 'Roof, photo 2 of 2' });
    expect(within(dialog).getByText('Far from site')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Roof, photo 2 of 2' })).toHaveAttribute(
      'src',
      '/media/work/2.jpg',
    );
  });

  it('shows the agent why the company asked for a revision', async () => {
    stubFetch({
      [`GET ${PATH}`]: {
        body: workOrder({
          status: 'revision_requested',
          revision_reason: 'The north side is blurry.',
        }),
      },
    });
    renderPage(CANDIDATE);
    expect(await screen.findByText('The north side is blurry.')).toBeInTheDocument();
    expect(screen.getByText('The company asked for a revision')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../lib/test/fetch-stub';
import { renderRoutes } from '../lib/test/render';
import { AlertForm, type AlertFormValues } from './alert-form';

const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};

/** A browser with push: its permission answer and its push manager. */
function browserWithPush(permission: NotificationPermission) {
  const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  return { subscribe };
}

function renderForm(onSubmit: (values: AlertFormValues) => void) {
  return renderRoutes([
    {
      path: '/',
      element: (
        <AlertForm
          initial={{ name: 'Notary near Austin', frequency: 'instant', channels: ['email'] }}
          submitLabel="Save alert"
          pending={false}
          error={null}
          onSubmit={onSubmit}
          onCancel={() => {}}
        />
      ),
    },
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('alert form', () => {
  it('offers no push where the browser has none', () => {
    renderForm(vi.fn());
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Push to this device' })).toBeNull();
  });

  it('subscribes this browser before saving an alert that pushes', async () => {
    const { subscribe } = browserWithPush('granted');
    const fetch = stubFetch({
      'GET /api/push/key/': { body: { public_key: `B${'A'.repeat(86)}` } },
      'POST /api/push/subscriptions/': { status: 201, body: null },
    });
    const onSubmit = vi.fn();
    const { user } = renderForm(onSubmit);

    await user.click(screen.getByRole('checkbox', { name: 'Push to this device' }));
    await user.click(screen.getByRole('button', { name: 'Save alert' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Notary near Austin',
      frequency: 'instant',
      channels: ['email', 'push'],
    });
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({
        userVisibleOnly: true,
        applicationServerKey: expect.any(Uint8Array),
      }),
    );
    expect(fetch.callsTo('POST', '/api/push/subscriptions/')[0]?.body).toEqual(SUBSCRIPTION);
  });

  it('says how to allow notifications when they are blocked, and saves nothing', async () => {
    browserWithPush('denied');
    const onSubmit = vi.fn();
    const { user } = renderForm(onSubmit);

    await user.click(screen.getByRole('checkbox', { name: 'Push to this device' }));
    await user.click(screen.getByRole('button', { name: 'Save alert' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications are blocked for Fieldhire in this browser. Allow them in the site settings, then try again.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import type { ResumableUploadOptions } from '../offline/resumable-upload';
import { uploadResumably } from '../offline/resumable-upload';
import { WorkOrderPage } from '../pages/work-order-page';
import { photoItem, workOrder } from '../../../lib/test/work-order-fixtures';

vi.mock('../offline/resumable-upload', () => ({ uploadResumably: vi.fn() }));

const roof = { id: 'roof', kind: 'photo' as const, label: 'Roof', min_count: 3, required: true };

/** Each resumable upload started, to make progress and finish it from the test. */
function controlUploads() {
  const started: { options: ResumableUploadOptions; finish: (id: string) => void }[] = [];
  vi.mocked(uploadResumably).mockImplementation(
    (options) =>
      new Promise<string>((resolve) => {
        started.push({ options, finish: resolve });
      }),
  );
  return started;
}

function openPage() {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, CANDIDATE);
  return renderRoutes([{ path: '/work-orders/:id', element: <WorkOrderPage /> }], {
    initialEntry: '/work-orders/11',
    queryClient,
  });
}

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

afterEach(() => vi.restoreAllMocks());

describe('photo uploads', () => {
  it('sends several photos at once resumably, each with its own progress, then attaches each with its key', async () => {
    const fetch = stubFetch({
      'GET /api/work-orders/11/': {
        body: workOrder({ status: 'checked_in', deliverables: [{ ...roof, items: [] }] }),
      },
      'POST /api/work-orders/11/deliverables/roof/': {
        status: 201,
        body: workOrder({
          status: 'checked_in',
          deliverables: [{ ...roof, items: [photoItem(1)] }],
        }),
      },
    });
    const started = controlUploads();
    const { user } = openPage();
    const library = await screen.findByRole('button', { name: 'Choose from library: Roof' });
    const input = library.previousElementSibling as HTMLInputElement;
    expect(input).not.toHaveAttribute('capture');
    await user.upload(input, [
      new File(['a'], 'north.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'south.jpg', { type: 'image/jpeg' }),
    ]);

    await waitFor(() => expect(started).toHaveLength(2));
    const [north, south] = started;
    expect(north!.options.name).toBe('north.jpg');
    act(() => north!.options.onProgress(0.5));
    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('50%')).toBeInTheDocument();
    expect(within(uploads).getByText('0%')).toBeInTheDocument();

    act(() => north!.finish('u7-0123456789abcdef0123456789abcdef'));
    expect(await screen.findByText('1 of 3 photos')).toBeInTheDocument();
    const attach = fetch.calls.find((call) => call.method === 'POST')!;
    expect(attach.body).toEqual({ upload_id: 'u7-0123456789abcdef0123456789abcdef' });
    expect(attach.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/);
    act(() => south!.finish('u7-fedcba9876543210fedcba9876543210'));
    await waitFor(() =>
      expect(fetch.calls.filter((call) => call.method === 'POST')).toHaveLength(2),
    );
    const keys = fetch.calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('keeps a photo taken without a signal on the phone, says so, and sends it when the signal returns', async () => {
    stubFetch({
      'GET /api/work-orders/11/': {
        body: workOrder({ status: 'checked_in', deliverables: [{ ...roof, items: [] }] }),
      },
      'POST /api/work-orders/11/deliverables/roof/': {
        status: 201,
        body: workOrder({
          status: 'checked_in',
          deliverables: [{ ...roof, items: [photoItem(2)] }],
        }),
      },
    });
    const started = controlUploads();
    const { user } = openPage();
    const library = await screen.findByRole('button', { name: 'Choose from library: Roof' });
    setOnline(false);
    await user.upload(library.previousElementSibling as HTMLInputElement, [
      new File(['c'], 'porch.jpg', { type: 'image/jpeg' }),
    ]);

    const waiting = await screen.findByRole('status', { name: /Waiting to send/ });
    expect(waiting).toHaveTextContent('kept on this phone until the signal returns');
    expect(waiting).toHaveTextContent('porch.jpg');
    expect(started).toHaveLength(0);

    setOnline(true);
    await waitFor(() => expect(started).toHaveLength(1));
    act(() => started[0]!.finish('u7-00000000000000000000000000000002'));
    expect(await screen.findByText('1 of 3 photos')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('status', { name: /Waiting to send|Sending/ }),
      ).not.toBeInTheDocument(),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiClient } from './api-client';
import { storeAuthToken } from './auth-token';
import { writeCookie } from './cookies';
import { stubFetch, TEST_CSRF_TOKEN } from './test/fetch-stub';

const TOKEN = 'a'.repeat(40);
const CSRF_FAILED = {
  status: 403,
  body: { detail: 'CSRF Failed: CSRF token missing or incorrect.', code: 'csrf_failed' },
};

describe('apiClient', () => {
  it('sends the auth token, JSON and same-origin credentials', async () => {
    storeAuthToken(TOKEN, new Date(Date.now() + 60_000).toISOString());
    const fetch = stubFetch({ 'GET /api/user-info': { body: { id: 1 } } });

    await expect(apiClient.get('/api/user-info')).resolves.toEqual({ id: 1 });

    const [, init] = fetch.fetchMock.mock.calls[0]!;
    expect(init?.credentials).toBe('same-origin');
    expect(fetch.calls[0]!.headers.get('Authorization')).toBe(`Token ${TOKEN}`);
    expect(fetch.calls[0]!.headers.get('X-CSRFToken')).toBeNull();
  });

  it('sends no Authorization header without a token cookie', async () => {
    const fetch = stubFetch({ 'GET /api/dyn/jobtype/': { body: [] } });
    await apiClient.get('/api/dyn/jobtype/');
    expect(fetch.calls[0]!.headers.get('Authorization')).toBeNull();
  });

  it('sends the csrftoken cookie as X-CSRFToken on unsafe methods', async () => {
    writeCookie('csrftoken', 'from-cookie');
    const fetch = stubFetch({ 'POST /api/contact/': { body: { detail: 'ok' } } });

    await apiClient.post('/api/contact/', { name: 'A' });

    expect(fetch.callsTo('GET', '/api/refresh-csrf/')).toHaveLength(0);
    const call = fetch.callsTo('POST', '/api/contact/')[0]!;
    expect(call.headers.get('X-CSRFToken')).toBe('from-cookie');
    expect(call.headers.get('Content-Type')).toBe('application/json');
    expect(call.body).toEqual({ name: 'A' });
  });

  it('fetches a CSRF token before the first unsafe call when there is no cookie', async () => {
    const fetch = stubFetch({ 'POST /signout/': { body: {} } });

    await apiClient.post('/signout/');

    expect(fetch.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/refresh-csrf/',
      'POST /signout/',
    ]);
    expect(fetch.calls[1]!.headers.get('X-CSRFToken')).toBe(TEST_CSRF_TOKEN);
  });

  it('uses the token from the refresh response when the cookie cannot be read', async () => {
    const fetch = stubFetch({
      'GET /api/refresh-csrf/': { body: { csrfToken: 'from-body' } },
      'POST /api/password-reset/': { body: { detail: 'ok' } },
    });

    await apiClient.post('/api/password-reset/', { email: 'a@b.co' });

    expect(fetch.callsTo('POST', '/api/password-reset/')[0]!.headers.get('X-CSRFToken')).toBe(
      'from-body',
    );
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    writeCookie('csrftoken', 'c');
    const fetch = stubFetch({ 'PATCH /api/users/1/': { body: { id: 1 } } });
    const form = new FormData();
    form.append('first_name', 'Ada');

    await apiClient.patch('/api/users/1/', form);

    const call = fetch.calls[0]!;
    expect(call.body).toBe(form);
    expect(call.headers.get('Content-Type')).toBeNull();
  });

  it('encodes query parameters, repeating arrays and skipping empty values', async () => {
    const fetch = stubFetch({ 'GET /api/jobs/': { body: { count: 0, results: [] } } });
    await apiClient.get('/api/jobs/', {
      query: { keyword: 'roof', jobType: [1, 2], tag: '', start: 0, sort: undefined },
    });
    expect(fetch.calls[0]!.path).toBe('/api/jobs/?keyword=roof&jobType=1&jobType=2&start=0');
  });

  it('refreshes the CSRF token and retries once on a 403 when retryOnCsrf is set', async () => {
    writeCookie('csrftoken', 'stale');
    const fetch = stubFetch({
      'GET /api/refresh-csrf/': () => {
        writeCookie('csrftoken', 'fresh');
        return { body: { csrfToken: 'fresh' } };
      },
      'POST /api/login/': [CSRF_FAILED, { body: { token: 't' } }],
    });

    await expect(apiClient.post('/api/login/', {}, { retryOnCsrf: true })).resolves.toEqual({
      token: 't',
    });

    expect(fetch.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/login/',
      'GET /api/refresh-csrf/',
      'POST /api/login/',
    ]);
    expect(fetch.calls[0]!.headers.get('X-CSRFToken')).toBe('stale');
    expect(fetch.calls[2]!.headers.get('X-CSRFToken')).toBe('fresh');
  });

  it('retries only once: a second 403 is thrown', async () => {
    writeCookie('csrftoken', 'stale');
    const fetch = stubFetch({ 'POST /api/contact/': CSRF_FAILED });

    const error = await apiClient
      .post('/api/contact/', {}, { retryOnCsrf: true })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(403);
    expect(fetch.callsTo('POST', '/api/contact/')).toHaveLength(2);
  });

  it('does not retry a 403 without retryOnCsrf', async () => {
    writeCookie('csrftoken', 'stale');
    const fetch = stubFetch({ 'POST /api/update-team/': CSRF_FAILED });

    const error = await apiClient.post('/api/update-team/', {}).catch((e: unknown) => e);

    expect((error as ApiRequestError).status).toBe(403);
    expect((error as ApiRequestError).code).toBe('csrf_failed');
    expect(fetch.calls).toHaveLength(1);
  });

  it('throws ApiRequestError with the parsed error body', async () => {
    stubFetch({
      'GET /api/jobs/9': {
        status: 400,
        body: {
          detail: 'Invalid input.',
          code: 'validation_error',
          fields: { salary_min: ['Too low.'] },
        },
      },
    });

    const error = (await apiClient.get('/api/jobs/9').catch((e: unknown) => e)) as ApiRequestError;

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(400);
    expect(error.data).toEqual({
      detail: 'Invalid input.',
      code: 'validation_error',
      fields: { salary_min: ['Too low.'] },
    });
    expect(error.detail).toBe('Invalid input.');
    expect(error.fields).toEqual({ salary_min: ['Too low.'] });
  });

  it('keeps a non-JSON error body as text', async () => {
    stubFetch();
    const fetchMock = globalThis.fetch as unknown as {
      mockResolvedValueOnce: (r: Response) => void;
    };
    fetchMock.mockResolvedValueOnce(
      new Response('Bad gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }),
    );

    const error = (await apiClient
      .get('/api/home-info')
      .catch((e: unknown) => e)) as ApiRequestError;

    expect(error.status).toBe(502);
    expect(error.data).toBe('Bad gateway');
    expect(error.detail).toBeUndefined();
  });

  it('reports a network failure as status 0', async () => {
    stubFetch({ 'GET /api/user-info': new TypeError('Failed to fetch') });

    const error = (await apiClient
      .get('/api/user-info')
      .catch((e: unknown) => e)) as ApiRequestError;

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.status).toBe(0);
    expect(error.data).toBeNull();
  });
});

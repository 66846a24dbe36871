import { connect } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './api-client';
import { createTestApp } from './test-app';

let app: FastifyInstance;
let client: ApiClient;

beforeAll(async () => {
  ({ app } = await createTestApp());
  client = new ApiClient(app);
  await client.refreshCsrf();
});

afterAll(() => app.close());

/** The app's error body and nothing else: no Fastify `error`/`message`/`statusCode`, no echoed URL. */
function expectAppError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<Record<string, unknown>>();
  expect(Object.keys(body).sort()).toEqual(['code', 'detail']);
  expect(body.code).toBe(code);
  expect(typeof body.detail).toBe('string');
  return body;
}

const post = (url: string, payload: string, contentType?: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'x-csrftoken': client.csrfToken!,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    cookies: { csrftoken: client.csrfToken! },
    payload,
  });

describe('errors raised by the router', () => {
  it('answer an over-long path parameter with 400 in the app shape, without echoing the URL', async () => {
    const long = 'a'.repeat(500);
    for (const url of [`/api/jobs/${long}/`, `/api/companies/${long}/`]) {
      const body = expectAppError(await app.inject(url), 400, 'bad_request');
      expect(body.detail).toBe('A path parameter is too long.');
    }
  });

  it('answer a badly encoded URL with 400 in the app shape', async () => {
    const body = expectAppError(await app.inject('/api/jobs/%E0%A4%A/'), 400, 'bad_request');
    expect(body.detail).toBe('The URL is not correctly encoded.');
  });

  it('answer an unknown route or method with 404 in the app shape', async () => {
    expectAppError(await app.inject({ method: 'PROPFIND', url: '/api/login/' }), 404, 'not_found');
    expectAppError(await app.inject({ method: 'PUT', url: '/api/jobs/' }), 403, 'csrf_failed');
    expectAppError(await client.request('PUT', '/api/jobs/', {}), 404, 'not_found');
  });
});

describe('errors raised by the body parser', () => {
  it('answer malformed, empty and unsupported bodies in the app shape', async () => {
    expectAppError(
      await post('/api/login/', '{"username":', 'application/json'),
      400,
      'bad_request',
    );
    expectAppError(await post('/api/login/', '', 'application/json'), 400, 'bad_request');
    expectAppError(
      await post('/api/login/', '{"__proto__":{"admin":true}}', 'application/json'),
      400,
      'bad_request',
    );
    expectAppError(
      await post('/api/login/', '<login/>', 'application/xml'),
      415,
      'unsupported_media_type',
    );
    expectAppError(
      await post('/api/login/', 'username=a', undefined),
      415,
      'unsupported_media_type',
    );
  });
});

describe('requests that are not valid HTTP', () => {
  it('are answered on the socket in the app shape', async () => {
    const origin = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(origin.port), origin.hostname);
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n');
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;
    expect(body).toEqual({ detail: 'The request is not valid HTTP.', code: 'bad_request' });
  });
});

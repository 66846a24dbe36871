import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './test-app';

let app: FastifyInstance;
let spa: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp());
  const dist = mkdtempSync(path.join(tmpdir(), 'fieldhire-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Fieldhire</title><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  const bundle = `console.log(${JSON.stringify('field work '.repeat(200))})`;
  writeFileSync(path.join(dist, 'assets', 'main-def456.js'), bundle);
  writeFileSync(path.join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync(bundle));
  writeFileSync(path.join(dist, 'assets', 'main-def456.js.gz'), gzipSync(bundle));
  ({ app: spa } = await createTestApp({ WEB_DIST_DIR: dist }));
});

describe('platform', () => {
  it('answers health and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    // Until job search has loaded its index, readiness answers 503 saying so.
    let ready = await app.inject('/readyz');
    for (let i = 0; i < 50 && ready.statusCode !== 200; i += 1) {
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', search: 'loading' });
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await app.inject('/readyz');
    }
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });

  it('serves the OpenAPI document and UI under /api/docs', async () => {
    const json = await app.inject('/api/docs/json');
    expect(json.statusCode).toBe(200);
    const paths = Object.keys(json.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login/', '/api/register/', '/api/geo/lookup/']),
    );
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('sends security headers with a content security policy', async () => {
    const response = await app.inject('/healthz');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends Strict-Transport-Security when PUBLIC_URL is https, however the scheme is written', async () => {
    for (const publicUrl of ['https://fieldhire.example', 'HTTPS://fieldhire.example/']) {
      const { app: secure } = await createTestApp({ PUBLIC_URL: publicUrl });
      for (const url of ['/healthz', '/api/dyn/education/', '/api/nothing-here/']) {
        const response = await secure.inject(url);
        expect(response.headers['strict-transport-security'], `${publicUrl} ${url}`).toMatch(
          /max-age=\d{7,}/,
        );
      }
      await secure.close();
    }
  });

  it('answers unknown API routes with the error shape and no stack trace', async () => {
    const response = await app.inject('/api/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'No route for GET /api/nothing-here/.',
      code: 'not_found',
    });
  });

  it('serves paths with and without the trailing slash', async () => {
    expect((await app.inject('/api/dyn/education')).statusCode).toBe(200);
    expect((await app.inject('/api/dyn/education/')).statusCode).toBe(200);
  });

  it('refuses an oversized JSON body with 413 and its own message, not the upload one', async () => {
    const { ApiClient } = await import('./api-client');
    const client = new ApiClient(app);
    const response = await client.post('/api/login/', {
      username: 'x'.repeat(2 * 1024 * 1024),
      password: 'y',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body too large.', code: 'body_too_large' });
  });

  it("sends the build's compressed copies to browsers that accept them", async () => {
    const url = '/assets/main-def456.js';
    const br = await spa.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('field work field work');
    const gz = await spa.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await spa.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('field work field work');
  });

  it('serves the web app with a fallback to index.html for client routes', async () => {
    const home = await spa.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    const page = await spa.inject('/verify-email/MQ/abc');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await spa.inject('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await spa.inject('/api/unknown/');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });
});

describe('compression', () => {
  it('compresses text answers for clients that accept it, and only those', async () => {
    const plain = await spa.inject('/api/geo/states/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const packed = await spa.inject({
        url: '/api/geo/states/',
        headers: { 'accept-encoding': accept },
      });
      expect(packed.headers['content-encoding'], accept).toBe(encoding);
      expect(packed.rawPayload.length).toBeLessThan(plain.body.length);
      expect(decode(packed.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('metrics', () => {
  const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

  it('is a 404 to everyone when no METRICS_TOKEN is set', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer ' },
      { authorization: `Bearer ${METRICS_TOKEN}` },
    ]) {
      const response = await app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'No route for GET /metrics.', code: 'not_found' });
    }
  });

  it('is a 404 without the bearer token, or with a wrong one', async () => {
    const { app: guarded } = await createTestApp({ METRICS_TOKEN });
    for (const authorization of [
      undefined,
      `Bearer ${METRICS_TOKEN}x`,
      `Token ${METRICS_TOKEN}`,
      METRICS_TOKEN,
    ]) {
      const response = await guarded.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(404);
      expect(response.body).not.toContain('fieldhire_');
    }
    await guarded.close();
  });

  it('exposes request latency by route in the Prometheus format to the bearer token', async () => {
    const { app: guarded } = await createTestApp({ METRICS_TOKEN });
    await guarded.inject('/api/dyn/education/');
    const response = await guarded.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    await guarded.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(
      /fieldhire_http_request_duration_seconds_count\{method="GET",route="\/api\/dyn\/:kind\/",status="200"\} \d+/,
    );
    expect(response.body).toContain('fieldhire_ws_sockets_open');
  });
});

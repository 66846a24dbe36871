import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '@fieldhire/contract/session';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';

const SHELL =
  '<!doctype html><html><head><title>Fieldhire</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web app's server build with the same two exports: it reads the job through
 * the transport it is given, as the app's loaders do, and counts its renders.
 */
const ENTRY = `
let send;
export function setApiTransport(next) { send = next; }
export async function renderPage(url) {
  const { pathname } = new URL(url);
  if (pathname === '/about') throw new Error('the page failed to render');
  if (pathname === '/pricing') {
    const first = await (await send('/api/dyn/education/', { method: 'GET' })).text();
    const again = await (await send('/api/dyn/education/', { method: 'GET' })).text();
    const signup = await send('/api/nothing-here/', { method: 'GET' });
    return {
      html: '<p>' + (first === again) + ' ' + signup.status + '</p>',
      state: '<script type="application/json" id="first-render">{}</script>',
    };
  }
  if (pathname === '/jobs') {
    // The app asks for the page's search with its parameters in its own order and the first page
    // spelled out, and for another search.
    const params = new URL(url).searchParams;
    const same = '/api/jobs/?end=10&start=0&keyword=' + params.get('keyword') + '&location_state=' + params.get('location_state');
    const answer = await (await send(same, { method: 'GET' })).text();
    const other = await (await send('/api/jobs/?keyword=elsewhere', { method: 'GET' })).text();
    globalThis.fieldhireSearchAnswers = [answer, other];
    return { html: '<p>' + JSON.parse(answer).count + '</p>', state: '' };
  }
  const id = /^\\/jobs\\/(\\d+)$/.exec(pathname)?.[1];
  if (!id) return null;
  const answer = await (await send('/api/jobs/' + id, { method: 'GET' })).text();
  const job = JSON.parse(answer);
  globalThis.fieldhireRenders = (globalThis.fieldhireRenders ?? 0) + 1;
  globalThis.fieldhireJobAnswers = [...(globalThis.fieldhireJobAnswers ?? []), answer];
  return {
    html: '<h1>' + job.title + ' (' + job.status + ')</h1>',
    state: '<script type="application/json" id="first-render">{}</script>',
  };
}
`;

const renders = () => (globalThis as { fieldhireRenders?: number }).fieldhireRenders ?? 0;
const jobAnswers = () =>
  (globalThis as { fieldhireJobAnswers?: string[] }).fieldhireJobAnswers ?? [];
const searchAnswers = () =>
  (globalThis as { fieldhireSearchAnswers?: string[] }).fieldhireSearchAnswers ?? [];

let app: FastifyInstance;
let db: Database;
let employer: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  const web = mkdtempSync(path.join(tmpdir(), 'fieldhire-web-'));
  mkdirSync(path.join(web, 'dist'));
  mkdirSync(path.join(web, 'dist-ssr'));
  writeFileSync(path.join(web, 'dist', 'index.html'), SHELL);
  writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), ENTRY);
  ({ app, db } = await createTestApp({ WEB_DIST_DIR: path.join(web, 'dist') }));
  employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 5);
});
afterAll(() => app.close());

const page = (url: string, cookies: Record<string, string> = {}, encoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    cookies,
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

describe('public pages rendered on the server', () => {
  it('renders a guest’s page once, keeps it, and renders it afresh when the job closes', async () => {
    const post = async (title: string) =>
      (await employer.client.post('/api/jobs/', { ...jobInput(), title })).json<{ id: number }>()
        .id;
    const id = await post('Rendered roof check');
    const other = await post('Rendered gutter check');
    const before = renders();

    const first = await page(`/jobs/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(
      '<div id="root"><h1>Rendered roof check (open)</h1></div><script type="application/json" id="first-render">',
    );
    expect(first.body).toContain('<script type="application/ld+json">');
    expect((await page(`/jobs/${id}`)).body).toBe(first.body);
    expect(renders()).toBe(before + 1);
    await page(`/jobs/${other}`);
    expect(renders()).toBe(before + 2);

    expect((await employer.client.request('DELETE', `/api/jobs/${id}/`)).statusCode).toBe(200);
    await expect.poll(async () => (await page(`/jobs/${id}`)).statusCode).toBe(410);
    expect((await page(`/jobs/${id}`)).body).toContain('<h1>Rendered roof check (closed)</h1>');
    // Another job's page is still the one kept.
    await page(`/jobs/${other}`);
    expect(renders()).toBe(before + 3);
  });

  it('leaves a signed-in viewer’s page and the private pages to the browser', async () => {
    const posted = await employer.client.post('/api/jobs/', jobInput());
    const id = posted.json<{ id: number }>().id;
    const before = renders();
    const signedInPage = await page(`/jobs/${id}`, { [AUTH_COOKIE]: 'a-session' });
    expect(signedInPage.statusCode).toBe(200);
    expect(signedInPage.body).toContain('<div id="root"></div>');
    expect(signedInPage.body).toContain('<script type="application/ld+json">');
    expect((await page('/login')).body).toContain('<div id="root"></div>');
    expect(renders()).toBe(before);
  });

  it('serves the page for the browser to render when rendering fails', async () => {
    const about = await page('/about');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<div id="root"></div>');
    expect(about.body).toContain('<title>About Fieldhire</title>');
  });

  it('sends a page compressed as the browser accepts it, the same document each time', async () => {
    const posted = await employer.client.post('/api/jobs/', jobInput());
    const id = posted.json<{ id: number }>().id;
    const plain = await page(`/jobs/${id}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"><h1>');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      for (let twice = 0; twice < 2; twice++) {
        const packed = await page(`/jobs/${id}`, {}, accept);
        expect(packed.headers['content-encoding'], accept).toBe(encoding);
        expect(packed.headers.vary).toContain('accept-encoding');
        expect(decode(packed.rawPayload).toString(), accept).toBe(plain.body);
      }
    }
    const identity = await page(`/jobs/${id}`, {}, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('renders a job page from the job its head read, as the API answers it', async () => {
    const posted = await employer.client.post('/api/jobs/', jobInput());
    const id = posted.json<{ id: number }>().id;
    const inject = vi.spyOn(app, 'inject');
    try {
      expect((await page(`/jobs/${id}`)).statusCode).toBe(200);
      const apiCalls = (inject.mock.calls as unknown as [unknown][]).filter(
        ([call]) => typeof call === 'object' && call && 'url' in call && call.url !== `/jobs/${id}`,
      );
      expect(apiCalls).toEqual([]);
    } finally {
      inject.mockRestore();
    }
    const asTheApiAnswers = (await app.inject({ method: 'GET', url: `/api/jobs/${id}` })).payload;
    expect(jobAnswers().at(-1)).toBe(asTheApiAnswers);
  });

  it('renders a search from the list its head read, however the app spells the search', async () => {
    // A word no other test's job has: the test files share the database on PostgreSQL.
    const word = `flue${Date.now().toString(36).replace(/\d/g, 'x')}`;
    await employer.client.post('/api/jobs/', jobInput(`Chimney ${word} survey in Austin`));
    const inject = vi.spyOn(app, 'inject');
    let apiCalls: string[];
    try {
      const search = await page(`/jobs?location_state=TX&keyword=${word}`);
      expect(search.statusCode).toBe(200);
      apiCalls = (inject.mock.calls as unknown as [unknown][])
        .map(([call]) =>
          typeof call === 'object' && call && 'url' in call ? String(call.url) : '',
        )
        .filter((url) => url.startsWith('/api/'));
    } finally {
      inject.mockRestore();
    }
    expect(apiCalls).toEqual(['/api/jobs/?keyword=elsewhere']);
    const asTheApiAnswers = (
      await app.inject({ method: 'GET', url: `/api/jobs/?keyword=${word}&location_state=TX` })
    ).payload;
    expect(JSON.parse(asTheApiAnswers)).toMatchObject({ count: 1 });
    expect(searchAnswers()[0]).toBe(asTheApiAnswers);
  });

  it('reads an API answer marked public once for many renders, and others every time', async () => {
    const inject = vi.spyOn(app, 'inject');
    try {
      const pricing = await page('/pricing');
      expect(pricing.body).toContain('<div id="root"><p>true 404</p></div>');
      const apiCalls = (inject.mock.calls as unknown as [unknown][]).map(([call]) =>
        typeof call === 'object' && call && 'url' in call ? String(call.url) : String(call),
      );
      expect(apiCalls.filter((url) => url.startsWith('/api/'))).toEqual([
        '/api/dyn/education/',
        '/api/nothing-here/',
      ]);
    } finally {
      inject.mockRestore();
    }
  });
});

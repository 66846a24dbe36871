import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { signedIn } from './accounts-fixture';
import { ApiClient } from './api-client';
import { jobInput } from './job-input';
import { multipart } from './multipart';
import { createTestApp } from './test-app';

let app: FastifyInstance;
let db: Database;
let agent: Awaited<ReturnType<typeof signedIn>>;
let employer: Awaited<ReturnType<typeof signedIn>>;
const PAST_INT4 = '3000000000';

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  agent = await signedIn(app, db, 'candidate');
  employer = await signedIn(app, db, 'employer');
});

describe('ids past the largest row id', () => {
  it('answer 400 naming the field on every kind of id, never 500', async () => {
    const guest = new ApiClient(app);
    const calls = [
      guest.get(`/api/companies/${PAST_INT4}/`),
      guest.get(`/api/jobs/${PAST_INT4}/`),
      guest.get(`/api/jobs/?jobType=${PAST_INT4}`),
      guest.get(`/api/jobs/?company=${PAST_INT4}`),
      guest.get(`/api/jobs/?salary_max=${'9'.repeat(12)}`),
      guest.get(`/api/candidates/?qualifications=${PAST_INT4}`),
      employer.client.get(`/api/candidate-search/?job_types=${PAST_INT4}`),
      employer.client.post('/api/invite-candidate/', { candidate_id: agent.id, job_id: PAST_INT4 }),
      employer.client.post('/api/update-team/', {
        company_id: employer.companyId,
        employee_id: PAST_INT4,
        action: 'remove',
      }),
      employer.client.get(`/api/invoice/${PAST_INT4}/`),
      agent.client.get(`/api/messages/?conversation=${PAST_INT4}`),
      agent.client.post('/api/apply/', { job_id: PAST_INT4, message: '', action: 'apply' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, `${response.raw.req?.url ?? ''} ${response.body}`).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
  });
});

describe('NUL characters', () => {
  it('are refused with 400 in a query, a JSON body and a multipart form', async () => {
    const guest = new ApiClient(app);
    const search = await guest.get('/api/jobs/?keyword=roof%00inspection');
    expect(search.statusCode).toBe(400);
    expect(search.json().fields).toHaveProperty('keyword');

    const contact = await guest.post('/api/contact/', {
      name: 'Pat',
      email: 'pat@example.test',
      subject: 'Hello there',
      message: 'A message with a \u0000 in the middle of it.',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().fields).toHaveProperty('message');

    const login = await guest.post('/api/login/', {
      username: 'a\u0000b',
      password: 'whatever-it-is',
    });
    expect(login.statusCode).toBe(400);

    const profile = await agent.client.form(
      'PATCH',
      `/api/users/${agent.id}/`,
      multipart({ about: 'Ten years\u0000 of inspections.' }),
    );
    expect(profile.statusCode).toBe(400);
    expect(profile.json().fields).toHaveProperty('about');
    const kept = await agent.client.get(`/api/users/${agent.id}/`);
    expect(kept.json().about ?? '').not.toContain('\u0000');
  });
});

const WRITE_ENDPOINTS = [
  '/api/login/',
  '/api/register/',
  '/api/contact/',
  '/api/password-reset/',
  '/api/apply/',
  '/api/messages/',
  '/api/checkout-session/',
  '/api/jobs/',
  '/api/billing/webhook/',
];

/** Posts raw JSON text as the signed-in employer (CSRF included), so every check past auth applies. */
const postJson = (url: string, payload: string) =>
  employer.client.request('POST', url, payload, {
    headers: { 'content-type': 'application/json' },
  });

describe('hostile JSON bodies', () => {
  it('refuse nesting 20,000 deep with 400 on every JSON write endpoint, guests included', async () => {
    const deepArray = `{"name":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const guest = new ApiClient(app);
    for (const url of WRITE_ENDPOINTS) {
      for (const body of [deepArray, deepObject]) {
        for (const response of [
          await postJson(url, body),
          await guest.request('POST', url, body, {
            headers: { 'content-type': 'application/json' },
          }),
        ]) {
          expect(response.statusCode, `${url} ${response.body}`).toBe(400);
          expect(response.json()).toEqual({
            detail: 'The JSON body is nested too deeply (at most 32 levels).',
            code: 'bad_request',
          });
        }
      }
    }
  });

  it('refuse huge arrays and objects within the body limit with 413 before validation', async () => {
    const hugeArray = `{"tags":[${Array(400_000).fill('0').join(',')}]}`;
    const manyKeys = `{"product_id":1,"return_queries":{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}}`;
    for (const [url, body] of [
      ['/api/jobs/', hugeArray],
      ['/api/contact/', hugeArray],
      ['/api/checkout-session/', manyKeys],
    ] as const) {
      expect(body.length).toBeLessThan(1024 * 1024);
      const response = await postJson(url, body);
      expect(response.statusCode, `${url} ${response.body.slice(0, 200)}`).toBe(413);
      expect(response.json()).toEqual({
        detail: 'The JSON body has too many values (at most 10,000).',
        code: 'body_too_large',
      });
    }
  });

  it('count brackets and commas inside strings as text, not structure', async () => {
    const guest = new ApiClient(app);
    const response = await guest.post('/api/login/', {
      username: `${'[{,'.repeat(3_000)}"\\`,
      password: 'not-the-password',
    });
    expect(response.statusCode, response.body).not.toBe(413);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().detail).not.toContain('JSON body');
  });
});

describe('number fields', () => {
  const NOT_NUMBERS = [true, false, null, '', '40', 'true', 'null', [40], { value: 40 }];

  it('refuse anything but a JSON number in JSON bodies with 400 naming the field, never a coercion', async () => {
    const jobId = 1;
    for (const value of NOT_NUMBERS) {
      const calls: Array<[string, Promise<Awaited<ReturnType<ApiClient['post']>>>]> = [
        ['salary_min', employer.client.post('/api/jobs/', { ...jobInput(), salary_min: value })],
        ['salary_max', employer.client.patch(`/api/jobs/${jobId}/`, { salary_max: value })],
        ['job_type', employer.client.post('/api/jobs/', { ...jobInput(), job_type: value })],
        [
          'job_id',
          agent.client.post('/api/apply/', { job_id: value, message: '', action: 'create' }),
        ],
        [
          'jobID',
          agent.client.post('/api/bookmarkJob/bookmarkJob/', { jobID: value, action: 'add' }),
        ],
        ['product_id', employer.client.post('/api/checkout-session/', { product_id: value })],
        [
          'items.qty',
          employer.client.post('/api/checkout-session/', {
            items: [{ product_id: 1, qty: value }],
          }),
        ],
        [
          'employee_id',
          employer.client.post('/api/update-team/', {
            company_id: employer.companyId,
            employee_id: value,
            action: 'remove',
          }),
        ],
        ['user_id', agent.client.post('/api/conversations/', { user_id: value })],
        [
          'conversation',
          agent.client.post('/api/messages/', { content: 'Hello', conversation: value }),
        ],
      ];
      for (const [field, call] of calls) {
        const response = await call;
        expect(response.statusCode, `${field}=${JSON.stringify(value)} ${response.body}`).toBe(400);
        expect(response.json().fields, `${field}=${JSON.stringify(value)}`).toHaveProperty([field]);
      }
    }
  });

  it('refuse blank, boolean and null text in query strings with 400 and a clear message', async () => {
    const guest = new ApiClient(app);
    for (const value of ['', 'true', 'null', 'abc', '1e3', '0x10']) {
      for (const name of ['salary_min', 'start', 'destination_max']) {
        const response = await guest.get(`/api/jobs/?${name}=${value}`);
        expect(response.statusCode, `${name}=${value} ${response.body}`).toBe(400);
        expect(response.json().fields[name]).toEqual(['Enter a number.']);
      }
    }
    expect(
      (await guest.get('/api/jobs/?salary_min=40&start=0&destination_max=50')).statusCode,
    ).toBe(200);
    expect((await guest.get('/api/geo/towns/?state_fips=48&limit=true')).statusCode).toBe(400);
  });

  it('refuse boolean and null text in multipart number fields, and read a blank one as cleared', async () => {
    for (const value of ['true', 'null', 'abc']) {
      const response = await agent.client.form(
        'PATCH',
        `/api/users/${agent.id}/`,
        multipart({ coverage_radius: value }),
      );
      expect(response.statusCode, `${value} ${response.body}`).toBe(400);
      expect(response.json().fields).toHaveProperty('coverage_radius');
    }
    const set = await agent.client.form(
      'PATCH',
      `/api/users/${agent.id}/`,
      multipart({ coverage_radius: '25' }),
    );
    expect(set.statusCode, set.body).toBe(200);
    expect((await agent.client.get(`/api/users/${agent.id}/`)).json().coverage_radius).toBe(25);
    const cleared = await agent.client.form(
      'PATCH',
      `/api/users/${agent.id}/`,
      multipart({ coverage_radius: '' }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await agent.client.get(`/api/users/${agent.id}/`)).json().coverage_radius).toBeNull();
  });
});

describe('malformed multipart forms', () => {
  it('answer 400 when the boundary is missing', async () => {
    const response = await agent.client.request('PATCH', `/api/users/${agent.id}/`, '--x\r\n', {
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().detail).toBe('The multipart form could not be read.');
  });

  it('accept a profile with the full 200 coverage towns', async () => {
    const towns = (await agent.client.get('/api/geo/towns/?state_fips=48&limit=200')).json<
      { fips: string }[]
    >();
    expect(towns.length).toBe(200);
    const response = await agent.client.form(
      'PATCH',
      `/api/users/${agent.id}/`,
      multipart({
        headline: 'Covering all of Texas',
        coverage_towns: towns.map((town) => town.fips),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = await agent.client.get(`/api/users/${agent.id}/`);
    expect(saved.json().coverage_towns).toHaveLength(200);
  });
});

/** Six contact messages from the same connection, each claiming another client address. */
async function contactStatuses(env: Record<string, string>) {
  const { app: limited } = await createTestApp({ RATE_LIMITS: 'true', ...env });
  const client = new ApiClient(limited);
  const message = {
    name: 'Pat',
    email: 'pat@example.test',
    subject: 'Coverage',
    message: 'Any agents near Reno?',
  };
  const statuses: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await client.request('POST', '/api/contact/', message, {
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('client addresses', () => {
  it('ignore X-Forwarded-For unless proxies are configured, so it cannot dodge rate limits', async () => {
    expect(await contactStatuses({})).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('use the forwarded address when the request comes through a configured proxy', async () => {
    expect(await contactStatuses({ TRUST_PROXY: '127.0.0.1' })).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
  });
});

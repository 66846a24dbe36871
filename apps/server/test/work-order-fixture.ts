import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import type { Database } from '../src/db/database';
import { signedIn } from './accounts-fixture';
import type { ApiClient } from './api-client';
import { jobInput } from './job-input';

interface Account {
  client: ApiClient;
}

/** Austin, TX 78701, where the tests' jobs are. */
export const AUSTIN_SITE = { lat: 30.2672, lon: -97.7431, accuracy_m: 10 };

/** A job with a schedule and nothing to deliver, so its work can be submitted at once. */
export const workJob = (title: string, overrides: object = {}) => ({
  ...jobInput(title),
  schedule: { type: 'hard_start', start: new Date(Date.now() + 3_600_000).toISOString() },
  duration_minutes: 60,
  deliverables: [],
  ...overrides,
});

/** Saves the sandbox's good test card on the company's billing account. */
export async function saveCard(employer: Account) {
  const saved = await employer.client.put('/api/billing/payment-method/', {
    name: 'Pat Payer',
    card_number: '4242 4242 4242 4242',
    expiry: '12 / 40',
    cvc: '123',
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

type Agent = Awaited<ReturnType<typeof signedIn>>;

/**
 * An agent's work (a new agent's, unless `by` is given) on a new job of the employer's, taken
 * through the API from the hire to submitted (confirmed, checked in and out on site): answers the
 * agent and the work order's path.
 */
export async function submittedWork(
  app: FastifyInstance,
  db: Database,
  employer: Account,
  job: object,
  submitted?: { hours: number },
  by?: Agent,
) {
  const posted = await employer.client.post('/api/jobs/', job);
  expect(posted.statusCode, posted.body).toBe(201);
  const agent = by ?? (await signedIn(app, db, 'candidate'));
  const applied = await agent.client.post('/api/apply/', {
    job_id: posted.json<{ id: number }>().id,
    message: 'Nearby',
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const applicationId = applied.json<{ application: { id: number } }>().application.id;
  const hired = await employer.client.patch(`/api/applicants/${applicationId}/`, {
    status: 'approved',
  });
  expect(hired.statusCode, hired.body).toBe(200);
  const list = await agent.client.get('/api/work-orders/?status=assigned');
  const base = `/api/work-orders/${list.json<{ results: WorkOrder[] }>().results[0]!.id}`;
  for (const [step, body] of [
    ['confirm', undefined],
    ['check-in', AUSTIN_SITE],
    ['check-out', AUSTIN_SITE],
    ['submit', submitted],
  ] as const satisfies readonly (readonly [string, object | undefined])[]) {
    const done = await agent.client.post(`${base}/${step}/`, body);
    expect(done.statusCode, `${step}: ${done.body}`).toBe(200);
  }
  return { agent, base };
}

import { expect } from 'vitest';
import type { PlanEntry } from '@fieldhire/contract/billing';
import type { Database } from '../src/db/database';
import { products, purchases } from '../src/db/schema/billing';
import type { ApiClient } from './api-client';
import { jobInput } from './job-input';

interface Account {
  client: ApiClient;
}

/** Posts a job through the API as the employer and answers its id. */
export async function postJob(employer: Account, title?: string) {
  const posted = await employer.client.post('/api/jobs/', jobInput(title));
  expect(posted.statusCode, posted.body).toBe(201);
  return posted.json<{ id: number }>().id;
}

/** Applies to the job through the API as the field agent and answers the application id. */
export async function applyTo(agent: Account, jobId: number) {
  const applied = await agent.client.post('/api/apply/', {
    job_id: jobId,
    message: 'I am nearby and free this week.',
    action: 'create',
    use_session: false,
  });
  expect(applied.statusCode, applied.body).toBe(201);
  return applied.json<{ application: { id: number } }>().application.id;
}

/** Gives the company an active package with this many candidate contacts, as a purchase would. */
export async function buyContacts(db: Database, companyId: number, contacts: number) {
  const [product] = await db
    .insert(products)
    .values({
      slug: `contacts-${companyId}-${contacts}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name: 'Contacts',
      description: 'Candidate contacts',
      priceCents: 100,
      interval: 'month',
      candidateContacts: contacts,
    })
    .returning({ id: products.id });
  await db.insert(purchases).values({ companyId, productId: product!.id, contactsTotal: contacts });
}

/** How many candidate contacts the employer's company has used, as GET /api/plan/ says. */
export async function contactsUsed(employer: Account) {
  const plan = await employer.client.get('/api/plan/');
  expect(plan.statusCode, plan.body).toBe(200);
  return plan.json<PlanEntry[]>().reduce((sum, entry) => sum + entry.candidate_contacts.used, 0);
}

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

/** Gives the company an active package of contacts and job posts, as a purchase would. */
async function buyPackage(
  db: Database,
  companyId: number,
  { contacts = 0, jobPosts = 0 }: { contacts?: number; jobPosts?: number },
) {
  const [product] = await db
    .insert(products)
    .values({
      slug: `package-${companyId}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      name: 'Package',
      description: 'Candidate contacts and job posts',
      priceCents: 100,
      interval: 'month',
      candidateContacts: contacts,
      jobPosts,
    })
    .returning({ id: products.id });
  await db.insert(purchases).values({
    companyId,
    productId: product!.id,
    contactsTotal: contacts,
    jobPostsTotal: jobPosts,
  });
}

/** Gives the company an active package with this many candidate contacts, as a purchase would. */
export const buyContacts = (db: Database, companyId: number, contacts: number) =>
  buyPackage(db, companyId, { contacts });

/** Gives the company an active package with this many job posts, as a purchase would. */
export const buyJobPosts = (db: Database, companyId: number, jobPosts: number) =>
  buyPackage(db, companyId, { jobPosts });

/** How many candidate contacts the employer's company has used, as GET /api/plan/ says. */
export async function contactsUsed(employer: Account) {
  const plan = await employer.client.get('/api/plan/');
  expect(plan.statusCode, plan.body).toBe(200);
  return plan.json<PlanEntry[]>().reduce((sum, entry) => sum + entry.candidate_contacts.used, 0);
}

import type { FastifyInstance } from 'fastify';
import type { Dashboard } from '@fieldhire/contract/jobs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { signedIn, verifyThroughEmail } from '../../../test/accounts-fixture';
import { applyTo, postJob } from '../../../test/marketplace-fixture';
import { multipart } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

const dashboardOf = async (account: Awaited<ReturnType<typeof signedIn>>) => {
  const response = await account.client.get('/api/dashboard/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Dashboard>();
};

describe('dashboard onboarding', () => {
  it("ticks a new field agent's first-run steps from their account, profile and applications", async () => {
    const agent = await signedIn(app, db, 'candidate', false);
    expect(await dashboardOf(agent)).toMatchObject({
      role: 'candidate',
      job_alert_job_types: [],
      onboarding: {
        email_verified: false,
        profile_complete: false,
        coverage_towns: false,
        first_application: false,
      },
      home_area: null,
    });

    await verifyThroughEmail(agent.client, db, agent.user.email);
    const towns = multipart({ coverage_towns: ['4805000'] });
    expect((await agent.client.form('PATCH', `/api/users/${agent.id}/`, towns)).statusCode).toBe(
      200,
    );
    expect((await dashboardOf(agent)).onboarding).toEqual({
      email_verified: true,
      profile_complete: false,
      coverage_towns: true,
      first_application: false,
    });

    const profile = multipart({
      headline: 'Field inspector in Central Texas',
      zip: '78704',
      job_types: [4, 1],
    });
    expect((await agent.client.form('PATCH', `/api/users/${agent.id}/`, profile)).statusCode).toBe(
      200,
    );
    const employer = await signedIn(app, db, 'employer');
    await applyTo(agent, await postJob(employer, 'Onboarding test job'));
    const done = await dashboardOf(agent);
    if (done.role !== 'candidate') throw new Error('expected the candidate dashboard');
    expect(done.onboarding).toEqual({
      email_verified: true,
      profile_complete: true,
      coverage_towns: true,
      first_application: true,
    });
    expect(done.job_alert_job_types).toEqual([1, 4]);
    expect(done.home_area).toEqual({ zip: '78704', coverage_radius: null });
  });

  it("ticks a company's first-run steps from its account, company profile and jobs", async () => {
    const owner = await signedIn(app, db, 'employer');
    expect(await dashboardOf(owner)).toMatchObject({
      role: 'employer',
      onboarding: { email_verified: true, company_profile: false, first_job: false },
    });
    await postJob(owner, 'First job of a new company');
    const about = multipart({ about: 'Exterior inspections across Texas.', zip: '78701' });
    const edited = await owner.client.form('PATCH', `/api/companies/${owner.companyId}/`, about);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await dashboardOf(owner)).onboarding).toEqual({
      email_verified: true,
      company_profile: true,
      first_job: true,
    });

    const unverified = await signedIn(app, db, 'employer', false);
    expect((await dashboardOf(unverified)).onboarding.email_verified).toBe(false);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import type { Database } from '../../db/database';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { createAlertMatcher } from './alert-matcher';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(() => app.close());

const randomLetters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

describe('which alerts a new job meets', () => {
  it('finds every alert whose search finds the job, whatever condition indexes it, and no other', async () => {
    const word = `quokka${randomLetters()}`;
    const otherWord = `numbat${randomLetters()}`;
    const tag = `tag${randomLetters()}`;
    const employer = await signedIn(app, db, 'employer');
    const otherEmployer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 1);

    // Each search, and whether it finds a residential "Fresh" notary-type job in Austin, TX, with
    // the word in its title and the tag.
    const searches: [Record<string, unknown>, boolean][] = [
      [{ keyword: word }, true],
      [{ keyword: `${otherWord} or ${word}` }, true],
      [{ keyword: otherWord }, false],
      [{ keyword: `-${word}`, company: employer.companyId }, false],
      [{ keyword: `-${otherWord}`, company: employer.companyId }, true],
      [{ company: employer.companyId }, true],
      [{ company: otherEmployer.companyId }, false],
      [{ tag }, true],
      [{ tag: `${tag}x` }, false],
      [{ location_state: 'TX', keyword: word }, true],
      [{ location_state: 'CA', keyword: word }, false],
      [{ location_state: 'TX', jobType: [1, 3], category: 'Residential' }, true],
      [{ location_state: 'TX', jobType: [2], category: 'Residential' }, false],
      [{ location_state: 'CA', jobType: [1], category: 'Residential' }, false],
      [{ location_state: 'TX', company: employer.companyId }, true],
      [{ jobType: [1, 2], company: employer.companyId }, true],
      [{ jobType: [2], company: employer.companyId }, false],
      [{ category: 'Residential', company: employer.companyId }, true],
      [{ category: 'Commercial', company: employer.companyId }, false],
      [{ experience: ['3 Year'], company: employer.companyId }, false],
      [{ salary_min: '70', company: employer.companyId }, false],
      [{ location: '78701', destination_max: '25', keyword: word }, true],
      [{ location: 'El Paso, TX', destination_max: '25', keyword: word }, false],
      [{ location: '78701', destination_min: '30', keyword: word }, false],
      [{ location: '78701', destination_max: '25', keyword: otherWord }, false],
      // A place's alerts are indexed by their job types too: the job is of type 1.
      [{ location: '78701', destination_max: '25', jobType: [1, 3], keyword: word }, true],
      [{ location: '78701', destination_max: '25', jobType: [2, 3], keyword: word }, false],
      [{ location: 'Austin, TX', jobType: [1] }, true],
      [{}, true],
    ];
    // Two agents, as one keeps at most 25 alerts.
    const agents = [await signedIn(app, db, 'candidate'), await signedIn(app, db, 'candidate')];
    const saved: { alert: SavedSearch; finds: boolean }[] = [];
    for (const [i, [filter, finds]] of searches.entries()) {
      const response = await agents[i % 2]!.client.post('/api/saved-searches/', {
        filter,
        frequency: 'daily',
      });
      expect(response.statusCode, `${JSON.stringify(filter)}: ${response.body}`).toBe(201);
      saved.push({ alert: response.json<SavedSearch>(), finds });
    }
    const posted = await employer.client.post('/api/jobs/', {
      ...jobInput(`Notary signing ${word}`),
      tags: [tag],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const jobId = posted.json<{ id: number }>().id;

    const matching = new Set((await createAlertMatcher(db).match(jobId))?.alertIds);
    const found = saved.filter(({ alert }) => matching.has(alert.id));
    expect(found.map(({ alert }) => alert.filter)).toEqual(
      saved.filter(({ finds }) => finds).map(({ alert }) => alert.filter),
    );
  });
});

describe('the alerts a process keeps in memory', () => {
  it('follows alerts saved, paused, resumed and deleted after it loaded them', async () => {
    const word = `wombat${randomLetters()}`;
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 2);
    const agent = await signedIn(app, db, 'candidate');
    const matcher = createAlertMatcher(db);
    await matcher.ready();
    const save = async (filter: Record<string, unknown>) => {
      const response = await agent.client.post('/api/saved-searches/', {
        filter,
        frequency: 'daily',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<SavedSearch>().id;
    };
    const near = await save({ location: '78701', destination_max: '25', keyword: word });
    const anywhere = await save({ keyword: word });
    const posted = await employer.client.post('/api/jobs/', jobInput(`Inspection ${word}`));
    const jobId = posted.json<{ id: number }>().id;
    // Alerts of the test before find every job too.
    const mine = async () =>
      (await matcher.match(jobId))!.alertIds.filter((id) => id === near || id === anywhere);
    expect(await mine()).toEqual([near, anywhere]);

    expect(
      (await agent.client.patch(`/api/saved-searches/${near}/`, { paused: true })).statusCode,
    ).toBe(200);
    expect((await agent.client.delete(`/api/saved-searches/${anywhere}/`)).statusCode).toBe(204);
    expect(await mine()).toEqual([]);

    expect(
      (await agent.client.patch(`/api/saved-searches/${near}/`, { paused: false })).statusCode,
    ).toBe(200);
    expect(await mine()).toEqual([near]);
    await matcher.close();
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { signedIn } from '../../../test/accounts-fixture';
import { jobInput } from '../../../test/job-input';
import { multipart } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';

/** Asks until the answer satisfies `done`, for up to five seconds (a few polls of the change log). */
async function eventually<T>(ask: () => Promise<T>, done: (value: T) => boolean) {
  let value = await ask();
  for (let i = 0; i < 50 && !done(value); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await ask();
  }
  return value;
}

describe('search index across processes', () => {
  it("shows another process's posts, edits and closings, and changes made in the database by hand", async () => {
    const writer = await createTestApp();
    const reader = await createTestApp();
    const employer = await signedIn(writer.app, writer.db, 'employer');
    const tag = `sync${process.pid}${Date.now().toString(36)}`;
    const count = async (query: string) =>
      (await reader.app.inject(`/api/jobs/?tag=${tag}&${query}`)).json<{ count: number }>().count;
    // The reader has loaded its index before the job exists.
    expect(await count('')).toBe(0);

    const posted = await employer.client.post('/api/jobs/', {
      ...jobInput('Gutter photos in Austin'),
      tags: [tag],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json<{ id: number }>().id;
    expect(
      await eventually(
        () => count(''),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(await count('keyword=gutter')).toBe(1);
    expect(await count('location=78701&destination_max=10')).toBe(1);
    expect(await count('keyword=chimney')).toBe(0);

    const edited = await employer.client.patch(`/api/jobs/${id}/`, {
      title: 'Chimney photos in Austin',
      salary_max: 900,
      zip: '75201',
      city: 'Dallas',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(
      await eventually(
        () => count('keyword=chimney'),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(await count('keyword=gutter')).toBe(0);
    expect(await count('location=78701&destination_max=10')).toBe(0);
    expect(await count('location=75201&destination_max=10')).toBe(1);
    expect(await count('salary_min=800')).toBe(1);

    await writer.db.update(jobs).set({ jobTypeId: 4 }).where(eq(jobs.id, id));
    expect(
      await eventually(
        () => count('jobType=4'),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(await count('jobType=1')).toBe(0);

    expect((await employer.client.request('DELETE', `/api/jobs/${id}/`)).statusCode).toBe(200);
    expect(
      await eventually(
        () => count(''),
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await count('keyword=chimney')).toBe(0);
    await Promise.all([writer.app.close(), reader.app.close()]);
  });

  it("shows this process's own writes at once", async () => {
    const { app, db } = await createTestApp();
    const employer = await signedIn(app, db, 'employer');
    const tag = `own${process.pid}${Date.now().toString(36)}`;
    const count = async () =>
      (await app.inject(`/api/jobs/?tag=${tag}`)).json<{ count: number }>().count;
    expect(await count()).toBe(0);
    const posted = await employer.client.post('/api/jobs/', { ...jobInput(), tags: [tag] });
    expect(await count()).toBe(1);
    await employer.client.request('DELETE', `/api/jobs/${posted.json<{ id: number }>().id}/`);
    expect(await count()).toBe(0);
    await app.close();
  });

  it("finds a company's jobs by its new name once it is renamed, and no longer by the old one", async () => {
    const { app, db } = await createTestApp();
    const employer = await signedIn(app, db, 'employer');
    const tag = `rename${process.pid}${Date.now().toString(36)}`;
    const posted = await employer.client.post('/api/jobs/', {
      ...jobInput('Roof photos'),
      tags: [tag],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const count = async (keyword: string) =>
      (await app.inject(`/api/jobs/?tag=${tag}&keyword=${keyword}`)).json<{ count: number }>()
        .count;
    const rename = async (name: string) => {
      const renamed = await employer.client.form(
        'PATCH',
        `/api/companies/${employer.companyId}/`,
        multipart({ name }),
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
    };

    await rename(`Alpha${tag}`);
    expect(
      await eventually(
        () => count(`alpha${tag}`),
        (n) => n === 1,
      ),
    ).toBe(1);
    await rename(`Beta${tag}`);
    expect(
      await eventually(
        () => count(`beta${tag}`),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(
      await eventually(
        () => count(`alpha${tag}`),
        (n) => n === 0,
      ),
    ).toBe(0);
    await app.close();
  });
});

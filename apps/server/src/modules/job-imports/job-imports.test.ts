import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import { IMPORT_COLUMNS, type ImportColumn, type JobImport } from '@fieldhire/contract/job-imports';
import type { MyJobsList } from '@fieldhire/contract/jobs';
import type { Database } from '../../db/database';
import { signedIn, teammate } from '../../../test/accounts-fixture';
import { ApiClient } from '../../../test/api-client';
import { buyJobPosts } from '../../../test/marketplace-fixture';
import { multipart } from '../../../test/multipart';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});

type Account = Awaited<ReturnType<typeof signedIn>>;
type Cells = Partial<Record<ImportColumn, string>>;

const row = (externalId: string, extra: Cells = {}): Cells => ({
  external_id: externalId,
  title: `Exterior inspection ${externalId}`,
  description: 'Photograph every elevation and the roof line, same day.',
  job_type: 'Residential Inspection',
  category: 'Residential',
  tags: 'exterior; same day',
  experience: 'Fresh',
  pay_min: '40',
  pay_max: '60',
  pay_unit: 'job',
  zip: '78701',
  openings: '2',
  schedule_type: 'window',
  schedule_start: '2027-01-12T09:00:00-06:00',
  schedule_end: '2027-01-12T12:00:00-06:00',
  duration_minutes: '45',
  deliverables: 'photo 4: Each elevation; question?: Gate code',
  ...extra,
});

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csvOf = (rows: Cells[]) =>
  Buffer.from(
    [
      IMPORT_COLUMNS.join(','),
      ...rows.map((r) => IMPORT_COLUMNS.map((c) => quote(r[c] ?? '')).join(',')),
    ].join('\n'),
  );
const csvFile = (rows: Cells[], filename = 'jobs.csv') => ({
  filename,
  type: 'text/csv',
  content: csvOf(rows),
});

const upload = (
  account: Pick<Account, 'client'>,
  file: { filename: string; type: string; content: Buffer },
) => account.client.form('POST', '/api/job-imports/', multipart({}, { file }));

async function preview(account: Pick<Account, 'client'>, rows: Cells[]) {
  const answer = await upload(account, csvFile(rows));
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<JobImport>();
}

async function runToEnd(account: Pick<Account, 'client'>, id: number) {
  const started = await account.client.post(`/api/job-imports/${id}/run/`);
  expect(started.statusCode, started.body).toBe(202);
  let last: JobImport | undefined;
  await waitUntil(async () => {
    last = (await account.client.get(`/api/job-imports/${id}/`)).json<JobImport>();
    return last.status === 'done' || last.status === 'failed';
  });
  return last!;
}

async function myJobs(account: Account) {
  const answer = await account.client.get('/api/myjobs/?end=100');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MyJobsList>().results;
}

describe('job imports', () => {
  it('previews every problem in plain words by row and column, and writes nothing', async () => {
    const employer = await signedIn(app, db, 'employer');
    const shown = await preview(employer, [
      row('A-1'),
      row('A-2', { pay_min: '90', pay_max: '60' }),
      row('A-3', { zip: '00000', job_type: 'Window washing' }),
      row('A-1'),
      row('A-5', { deliverables: 'drone: Roof', schedule_start: 'next tuesday' }),
      row('', { title: 'ab', category: 'Castles' }),
    ]);
    expect(shown).toMatchObject({
      status: 'previewed',
      total_rows: 6,
      valid_rows: 1,
      to_create: 1,
      to_update: 0,
      unchanged: 0,
    });
    expect(shown.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'pay_max', message: 'Maximum pay must be at least the minimum.' },
        { row: 4, column: 'zip', message: 'We could not find ZIP code 00000.' },
        expect.objectContaining({
          row: 4,
          column: 'job_type',
          message: expect.stringContaining('Unknown job type "Window washing"'),
        }),
        {
          row: 5,
          column: 'external_id',
          message: 'The same external_id is on row 2; each job needs its own.',
        },
        expect.objectContaining({
          row: 6,
          column: 'deliverables',
          message: expect.stringContaining('Item 1 ("drone: Roof")'),
        }),
        { row: 6, column: 'schedule_start', message: 'Enter a date and time.' },
        expect.objectContaining({ row: 7, column: 'external_id' }),
        { row: 7, column: 'title', message: 'Title must be at least 3 characters.' },
        {
          row: 7,
          column: 'category',
          message: 'Use one of: Residential, Commercial, Industrial, Apartments.',
        },
      ]),
    );
    expect(shown.sample).toEqual([
      expect.objectContaining({
        row: 2,
        external_id: 'A-1',
        place: 'Austin, TX 78701',
        action: 'create',
      }),
    ]);
    expect(await myJobs(employer)).toEqual([]);
  });

  it('imports new jobs, leaves them all unchanged on the same file again, and updates an edited row', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 2);
    const rows = [row('B-1'), row('B-2'), row('B-3', { zip: '', city: 'Denver', state: 'CO' })];
    const first = await preview(employer, rows);
    expect(first).toMatchObject({ to_create: 3, to_update: 0, unchanged: 0, error_count: 0 });
    const done = await runToEnd(employer, first.id);
    expect(done).toMatchObject({
      status: 'done',
      processed_rows: 3,
      to_create: 3,
      to_update: 0,
      unchanged: 0,
    });
    const jobs = await myJobs(employer);
    expect(jobs.map((job) => job.title).sort()).toEqual(rows.map((r) => r.title).sort());
    const denver = jobs.find((job) => job.title === rows[2]!.title)!;
    const full = (await employer.client.get(`/api/jobs/${denver.id}`)).json<{
      city: string;
      state: string;
      status: string;
      openings: number;
      deliverables: { id: string; kind: string; min_count: number; required: boolean }[];
    }>();
    expect(full).toMatchObject({ city: 'Denver', state: 'CO', status: 'open', openings: 2 });
    expect(full.deliverables).toMatchObject([
      { kind: 'photo', min_count: 4, required: true },
      { kind: 'question', min_count: 1, required: false },
    ]);
    // Open jobs are found by search once the import is done.
    const search = (
      await app.inject({ url: `/api/jobs/?keyword=${encodeURIComponent('B-2')}` })
    ).json<{
      results: { title: string }[];
    }>();
    expect(search.results.map((job) => job.title)).toContain(rows[1]!.title);

    const again = await preview(employer, rows);
    expect(again).toMatchObject({ to_create: 0, to_update: 0, unchanged: 3 });
    expect(await runToEnd(employer, again.id)).toMatchObject({
      status: 'done',
      unchanged: 3,
      to_create: 0,
    });

    const edited = await preview(employer, [rows[0]!, { ...rows[1]!, pay_max: '75' }, rows[2]!]);
    expect(edited).toMatchObject({ to_create: 0, to_update: 1, unchanged: 2 });
    expect(await runToEnd(employer, edited.id)).toMatchObject({ to_update: 1, unchanged: 2 });
    const after = await myJobs(employer);
    expect(after).toHaveLength(3);
    const changed = (
      await employer.client.get(`/api/jobs/${after.find((j) => j.title === rows[1]!.title)!.id}`)
    ).json<{
      salary_max: number;
      deliverables: { id: string }[];
    }>();
    expect(changed.salary_max).toBe(75);
    const before = (await employer.client.get(`/api/jobs/${denver.id}`)).json<{
      deliverables: { id: string }[];
    }>();
    expect(before.deliverables.map((d) => d.id)).toEqual(full.deliverables.map((d) => d.id));
    // Two paid posts and the free listing; none is left for a fourth job.
    const short = await preview(employer, [row('B-4')]);
    const refused = await employer.client.post(`/api/job-imports/${short.id}/run/`);
    expect(refused.statusCode).toBe(402);
    expect(refused.json<{ detail: string }>().detail).toContain('has 0 job posts left');
    expect(await myJobs(employer)).toHaveLength(3);
  });

  it('reads an XLSX file as it reads the same rows in CSV', async () => {
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 5);
    const rows = [row('X-1'), row('X-2', { pay_min: '70', pay_max: '60' })];
    const sheet = [
      [...IMPORT_COLUMNS],
      ...rows.map((r) =>
        IMPORT_COLUMNS.map((c) =>
          c === 'pay_min' || c === 'pay_max' ? Number(r[c]) : (r[c] ?? ''),
        ),
      ),
    ].map((cells) => cells.map((value) => ({ value })));
    const content = await writeXlsxFile(sheet).toBuffer();
    const answer = await upload(employer, {
      filename: 'jobs.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      content,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const fromXlsx = answer.json<JobImport>();
    const fromCsv = await preview(employer, rows);
    for (const shown of [fromXlsx, fromCsv])
      expect(shown).toMatchObject({
        to_create: 1,
        errors: [
          { row: 3, column: 'pay_max', message: 'Maximum pay must be at least the minimum.' },
        ],
      });
    expect(await runToEnd(employer, fromXlsx.id)).toMatchObject({ status: 'done', to_create: 1 });
  });

  it('refuses another file type, an empty file, a file without the needed columns and a second run', async () => {
    const employer = await signedIn(app, db, 'employer');
    const pdf = await upload(employer, {
      filename: 'jobs.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF-1.4'),
    });
    expect(pdf.statusCode).toBe(415);
    const empty = await upload(employer, {
      filename: 'jobs.csv',
      type: 'text/csv',
      content: Buffer.from(`${IMPORT_COLUMNS.join(',')}\n`),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ detail: string }>().detail).toBe('The file has no rows under its header.');
    const partial = await upload(employer, {
      filename: 'jobs.csv',
      type: 'text/csv',
      content: Buffer.from('title,zip\nRoof,78701\n'),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json<{ detail: string }>().detail).toContain('"external_id"');
    const fake = await upload(employer, {
      filename: 'jobs.xlsx',
      type: 'text/csv',
      content: Buffer.from('a,b\n1,2\n'),
    });
    expect(fake.statusCode).toBe(400);

    const shown = await preview(employer, [row('R-1')]);
    expect(await runToEnd(employer, shown.id)).toMatchObject({ status: 'done' });
    expect((await employer.client.post(`/api/job-imports/${shown.id}/run/`)).statusCode).toBe(409);
  });

  it('lets members of the company import, and no one else read or run it', async () => {
    const owner = await signedIn(app, db, 'employer');
    const member = await teammate(app, db, owner, 'member');
    const shown = await preview(member, [row('P-1')]);
    expect((await owner.client.get(`/api/job-imports/${shown.id}/`)).statusCode).toBe(200);

    const stranger = await signedIn(app, db, 'employer');
    expect((await stranger.client.get(`/api/job-imports/${shown.id}/`)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/job-imports/${shown.id}/run/`)).statusCode).toBe(404);
    const agent = await signedIn(app, db, 'candidate');
    expect((await agent.client.get(`/api/job-imports/${shown.id}/`)).statusCode).toBe(403);
    expect((await upload(agent, csvFile([row('P-2')]))).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/job-imports/${shown.id}/` })).statusCode).toBe(401);
    expect((await new ApiClient(app).post(`/api/job-imports/${shown.id}/run/`)).statusCode).toBe(
      401,
    );
  });

  it('offers the template as CSV and XLSX, which preview without errors', async () => {
    const employer = await signedIn(app, db, 'employer');
    const csv = await app.inject({ url: '/api/job-imports/template/csv/' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('fieldhire-jobs-template.csv');
    expect(csv.body.split('\n')[0]).toBe(IMPORT_COLUMNS.join(','));
    const xlsx = await app.inject({ url: '/api/job-imports/template/xlsx/' });
    expect(xlsx.statusCode).toBe(200);
    for (const [filename, content] of [
      ['template.csv', csv.rawPayload],
      ['template.xlsx', xlsx.rawPayload],
    ] as const) {
      const answer = await upload(employer, {
        filename,
        type: 'application/octet-stream',
        content,
      });
      expect(answer.statusCode, answer.body).toBe(201);
      expect(answer.json<JobImport>()).toMatchObject({ error_count: 0, to_create: 2 });
    }
  });
});

import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReferenceService } from '../../modules/reference/reference.service';
import { loadGeoData } from '../../platform/geo/geo-data';
import { createFileStore, createPrivateFileStore } from '../../platform/uploads/file-store';
import { openDatabase, type DatabaseHandle } from '../database';
import { users } from '../schema/accounts';
import { candidateCoverageTowns, candidateJobTypes } from '../schema/candidates';
import { companies, teamMemberships } from '../schema/companies';
import { applications, jobs } from '../schema/jobs';
import { workOrderEvents, workOrderItems, workOrders } from '../schema/work-orders';
import { invoices } from '../schema/billing';
import { ledgerEntries, ledgerTransactions } from '../schema/payments';
import { agentReliability } from '../schema/reputation';
import { conversations } from '../schema/messaging';
import { notifications } from '../schema/notifications';
import { verifyPassword } from '../../platform/crypto';
import { localClock } from '../../platform/geo/state-time-zones';
import { siteTimeZone } from '../../modules/work-orders/site-time';
import { DEMO_PASSWORD, seedDemo } from './demo-seed';

let database: DatabaseHandle;
const uploads = mkdtempSync(path.join(tmpdir(), 'fieldhire-seed-'));
const privateUploads = mkdtempSync(path.join(tmpdir(), 'fieldhire-seed-private-'));

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  loadGeoData();
  await createReferenceService(database.db).sync();
});
afterAll(() => database.close());

describe('demo seed', () => {
  it('fills a believable marketplace once, with logos, teams and agent coverage', async () => {
    const files = createFileStore(uploads);
    const privateFiles = createPrivateFileStore(privateUploads);
    expect(await seedDemo(database.db, { jobs: 60, files, privateFiles })).toBe(true);
    const { db } = database;
    expect((await db.select({ n: count() }).from(jobs))[0]!.n).toBe(60);
    const logos = await db.select({ avatar: companies.avatar }).from(companies);
    expect(logos.every((row) => row.avatar?.startsWith('/uploads/'))).toBe(true);
    expect(readdirSync(uploads)).toHaveLength(logos.length);
    const demoTeam = await db
      .select({ n: count() })
      .from(teamMemberships)
      .innerJoin(companies, eq(companies.id, teamMemberships.companyId))
      .where(eq(companies.name, 'Lone Star Field Services'));
    expect(demoTeam[0]!.n).toBe(3);
    const agents = await db.select({ id: users.id }).from(users).where(eq(users.role, 'candidate'));
    const covered = (await db.select({ n: count() }).from(candidateCoverageTowns))[0]!.n;
    expect(covered).toBeGreaterThanOrEqual(agents.length * 4);
    const typed = (await db.select({ n: count() }).from(candidateJobTypes))[0]!.n;
    expect(typed).toBeGreaterThanOrEqual(agents.length * 2);
    const threads = (await db.select({ n: count() }).from(conversations))[0]!.n;
    expect(threads).toBe(4);

    expect(await seedDemo(database.db, { jobs: 60, files, privateFiles })).toBe(false);
    expect((await db.select({ n: count() }).from(jobs))[0]!.n).toBe(60);
  });

  it('has every login the README lists, with the role it states and the demo password', async () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(`password \`${DEMO_PASSWORD}\``);
    const table = readme.slice(
      readme.indexOf('## Demo logins'),
      readme.indexOf('**Reset the demo data**'),
    );
    const rows = [...table.matchAll(/^\| ([^|]+?) +\| `([^`]+)`(?: … `([^`]+)`)? +\| `([^`]+)`/gm)];
    expect(rows.length).toBe(6);
    const roleOf = (who: string) =>
      who.startsWith('field agent') || who.startsWith('other field agents')
        ? { role: 'candidate' as const, team: null }
        : {
            role: 'employer' as const,
            team: /admin/.test(who) ? 'admin' : /member/.test(who) ? 'member' : 'owner',
          };
    for (const [, who, first, last] of rows) {
      const expected = roleOf(who!);
      for (const email of [first!, last].filter((value): value is string => Boolean(value))) {
        const user = await database.db.query.users.findFirst({ where: eq(users.email, email) });
        expect(user, email).toBeDefined();
        expect(user!.role, email).toBe(expected.role);
        expect(await verifyPassword(DEMO_PASSWORD, user!.passwordHash), email).toBe(true);
        const membership = await database.db.query.teamMemberships.findFirst({
          where: eq(teamMemberships.userId, user!.id),
        });
        expect(membership?.role ?? null, email).toBe(expected.team);
      }
    }
    const past = await database.db.query.users.findFirst({
      where: eq(users.email, 'owner40@fieldhire.test'),
    });
    expect(past).toBeUndefined();
  });
  it('gives every approved application its work order, the demo agent one to confirm', async () => {
    const { db } = database;
    const approved = await db
      .select({ id: applications.id, candidateId: applications.candidateId })
      .from(applications)
      .where(eq(applications.status, 'approved'));
    const orders = await db
      .select({
        applicationId: workOrders.applicationId,
        status: workOrders.status,
        agentId: workOrders.agentId,
      })
      .from(workOrders);
    expect(approved.length).toBeGreaterThan(0);
    expect(orders.map((order) => order.applicationId).sort()).toEqual(
      approved.map((application) => application.id).sort(),
    );
    const [demoAgent] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo.agent'));
    expect(orders.find((order) => order.agentId === demoAgent!.id)?.status).toBe('assigned');
  });

  it('dates each application between its job’s posting and now, and its work after it', async () => {
    const { db } = database;
    const rows = await db
      .select({ applied: applications.createdAt, posted: jobs.createdAt })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId));
    for (const { applied, posted } of rows) {
      expect(applied.getTime()).toBeGreaterThanOrEqual(posted.getTime());
      expect(applied.getTime()).toBeLessThanOrEqual(Date.now());
    }
    const days = new Set(rows.map(({ applied }) => applied.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(3);
    const assigned = await db
      .select({ applied: applications.createdAt, at: workOrderEvents.at })
      .from(workOrderEvents)
      .innerJoin(workOrders, eq(workOrders.id, workOrderEvents.workOrderId))
      .innerJoin(applications, eq(applications.id, workOrders.applicationId))
      .where(eq(workOrderEvents.type, 'assigned'));
    expect(assigned.length).toBeGreaterThan(0);
    for (const { applied, at } of assigned) expect(at.getTime()).toBeGreaterThan(applied.getTime());
  });

  it('schedules demo work in the working day of its site', async () => {
    const starts = await database.db
      .select({ startAt: workOrders.startAt, state: jobs.state })
      .from(workOrders)
      .innerJoin(jobs, eq(jobs.id, workOrders.jobId));
    expect(starts.length).toBeGreaterThan(0);
    for (const { startAt, state } of starts) {
      const { hour } = localClock(startAt, siteTimeZone(state));
      expect(hour, `${startAt.toISOString()} in ${state}`).toBeGreaterThanOrEqual(9);
      expect(hour, `${startAt.toISOString()} in ${state}`).toBeLessThanOrEqual(14);
    }
  });

  it('gives demo jobs the terms of their kind of work: what to hand in, a duration, most a visit in working hours', async () => {
    const { db } = database;
    const rows = await db
      .select({
        state: jobs.state,
        schedule: jobs.schedule,
        minutes: jobs.durationMinutes,
        deliverables: jobs.deliverables,
        deadline: jobs.deadline,
        openings: jobs.openings,
      })
      .from(jobs);
    const scheduled = rows.filter((row) => row.schedule);
    expect(rows.every((row) => row.deliverables.length > 0 && row.minutes! > 0)).toBe(true);
    expect(scheduled.length / rows.length).toBeGreaterThan(0.6);
    expect(rows.some((row) => row.openings > 1)).toBe(true);
    expect(scheduled.some((row) => row.schedule!.type === 'window')).toBe(true);
    for (const { schedule, state, deadline, deliverables } of scheduled) {
      const { hour, weekday } = localClock(new Date(schedule!.start), siteTimeZone(state));
      expect(hour, `${schedule!.start} in ${state}`).toBeGreaterThanOrEqual(8);
      expect(hour, `${schedule!.start} in ${state}`).toBeLessThanOrEqual(19);
      // Inspections (which ask whether the property is occupied) are done on weekdays.
      if (deliverables.some((each) => each.id === 'occupied'))
        expect(weekday, `${schedule!.start} in ${state}`).toBeLessThanOrEqual(5);
      if (!deadline) continue;
      // An apply-by day, before the visit's day at the site.
      expect(deadline.getUTCHours()).toBe(0);
      const visitDay = new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone(state) }).format(
        new Date(schedule!.start),
      );
      expect(deadline.toISOString().slice(0, 10) < visitDay, deadline.toISOString()).toBe(true);
    }
    expect(scheduled.filter((row) => row.deadline).length).toBeGreaterThan(0);
  });

  it('gives submitted and approved demo work the photos and answers its deliverables ask for', async () => {
    const { db } = database;
    const done = await db
      .select({ id: workOrders.id })
      .from(workOrders)
      .where(inArray(workOrders.status, ['submitted', 'approved']));
    expect(done.length).toBeGreaterThan(0);
    for (const order of done) {
      const items = await db
        .select()
        .from(workOrderItems)
        .where(eq(workOrderItems.workOrderId, order.id));
      expect(items.filter((item) => item.deliverableId === 'front')).toHaveLength(2);
      expect(items.filter((item) => item.deliverableId === 'roof')).toHaveLength(1);
      expect(items.find((item) => item.deliverableId === 'damage')?.answer).toBeTruthy();
      for (const item of items.filter((each) => each.file)) {
        const photo = await sharp(path.join(privateUploads, item.file!)).metadata();
        expect(photo).toMatchObject({ format: 'webp', width: 1024 });
        expect((await sharp(path.join(privateUploads, item.thumb!)).metadata()).width).toBe(320);
      }
    }
    const [pending] = await db
      .select({ id: workOrderItems.id })
      .from(workOrderItems)
      .innerJoin(workOrders, eq(workOrders.id, workOrderItems.workOrderId))
      .where(inArray(workOrders.status, ['assigned', 'confirmed']));
    expect(pending).toBeUndefined();
  });

  it("counts approved demo work in its agent's record", async () => {
    const { db } = database;
    const approved = await db
      .select({ agentId: workOrders.agentId })
      .from(workOrders)
      .where(eq(workOrders.status, 'approved'));
    expect(approved.length).toBeGreaterThan(0);
    for (const { agentId } of approved) {
      const [record] = await db
        .select()
        .from(agentReliability)
        .where(eq(agentReliability.agentId, agentId));
      expect(record?.completed).toBeGreaterThanOrEqual(1);
      expect(record?.onTimeRate).toBe(1);
    }
  });

  it('pays for approved demo work as an approval does: balanced books and an invoice', async () => {
    const { db } = database;
    const approved = await db
      .select({ id: workOrders.id, companyId: workOrders.companyId })
      .from(workOrders)
      .where(eq(workOrders.status, 'approved'));
    expect(approved.length).toBeGreaterThan(0);
    const payments = await db
      .select({ workOrderId: ledgerTransactions.workOrderId, id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'work_order_payment'));
    expect(payments.map((payment) => payment.workOrderId).sort()).toEqual(
      approved.map((order) => order.id).sort(),
    );
    const [unbalanced] = await db
      .select({ transactionId: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
    expect(unbalanced).toBeUndefined();
    const invoiced = await db.select({ lines: invoices.lines }).from(invoices);
    const invoicedWork = invoiced.flatMap((invoice) =>
      (invoice.lines as { work_order_id?: number | null }[]).map((line) => line.work_order_id),
    );
    for (const order of approved) expect(invoicedWork).toContain(order.id);
  });

  it("fills each demo login's notifications with what its history would have told it", async () => {
    const { db } = database;
    const notificationsOf = async (username: string) => {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, user!.id))
        .orderBy(desc(notifications.id));
    };
    const agent = await notificationsOf('demo.agent');
    const agentTypes = new Set(agent.map((row) => row.type));
    expect(agentTypes).toEqual(new Set(['application_status', 'work_order']));
    expect(agent.find((row) => row.type === 'work_order')).toMatchObject({
      title: expect.stringMatching(/^You're assigned: /),
      link: expect.stringMatching(/^\/work-orders\/\d+$/),
    });
    const moved = await db
      .select({ jobId: applications.jobId, status: applications.status })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.candidateId))
      .where(
        and(
          eq(users.username, 'demo.agent'),
          inArray(applications.status, ['reviewed', 'shortlisted', 'rejected']),
        ),
      );
    expect(
      agent
        .filter((row) => row.type === 'application_status')
        .map((row) => row.link)
        .sort(),
    ).toEqual(moved.map((row) => `/jobs/${row.jobId}`).sort());

    const employer = await notificationsOf('demo.employer');
    expect(employer.filter((row) => row.type === 'application_received').length).toBeGreaterThan(
      10,
    );
    expect(employer.some((row) => row.title.endsWith('is ready for review'))).toBe(true);
    // Newest first, only the latest few still unread.
    for (const list of [agent, employer]) {
      const times = list.map((row) => row.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list.filter((row) => row.readAt === null)).toEqual(list.slice(0, 4));
    }
  });
});

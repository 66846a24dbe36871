import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../database';
import { workOrderEvents, workOrders } from '../schema/work-orders';
import type { PrivateFileStore } from '../../platform/uploads/file-store';
import { seedDemoDeliverables } from './demo-deliverables';
import { seedDemoPayment } from './demo-payments';
import { onSiteClock } from './demo-site-clock';

const HOUR_MS = 3_600_000;

const DELIVERABLES = [
  { id: 'front', kind: 'photo' as const, label: 'Front elevation', min_count: 2, required: true },
  { id: 'roof', kind: 'photo' as const, label: 'Roof line', min_count: 1, required: true },
  {
    id: 'damage',
    kind: 'question' as const,
    label: 'Any visible damage?',
    min_count: 1,
    required: true,
  },
];

/** Where each demo work order stands, and when it starts: days from today, at the site's hour. */
const STAGES = [
  { status: 'assigned', inDays: 1, at: [9, 30] },
  { status: 'confirmed', inDays: 2, at: [14, 0] },
  { status: 'submitted', inDays: -1, at: [10, 0] },
  { status: 'approved', inDays: -3, at: [11, 0] },
] as const;

/**
 * Every approved demo application has its work order, as approval makes one: the job gains a
 * schedule and deliverables and counts its assigned agents, and the work orders stand at different
 * steps, the demo agent's first waiting for their confirmation. Submitted and approved work has its
 * photos and answers, and approved work is paid for.
 */
export async function seedDemoWorkOrders(
  tx: Database,
  { demoCandidateId, privateFiles }: { demoCandidateId: number; privateFiles: PrivateFileStore },
) {
  const approved = await queryRows<{
    application_id: number;
    job_id: number;
    company_id: number;
    candidate_id: number;
    posted_by: number | null;
    title: string;
    salary_min: number;
    salary_max: number;
    salary_unit: 'hour' | 'job' | 'month' | 'year';
    lat: number;
    lon: number;
    state: string;
    applied_at: string;
    moved_at: string;
  }>(
    tx,
    sql`select a.id as application_id, j.id as job_id, j.company_id, a.candidate_id, j.posted_by,
               j.title, j.salary_min, j.salary_max, j.salary_unit, j.lat, j.lon, j.state,
               a.created_at as applied_at, a.updated_at as moved_at
        from applications a join jobs j on j.id = a.job_id
        where a.status = 'approved'
        order by (a.candidate_id = ${demoCandidateId}) desc, a.id`,
  );
  for (const [index, row] of approved.entries()) {
    const stage = STAGES[index % STAGES.length]!;
    const startAt = onSiteClock(row.state, stage.inDays, stage.at);
    await tx.execute(
      sql`update jobs set openings = filled + 2, filled = filled + 1, duration_minutes = 90,
                 schedule = ${JSON.stringify({ type: 'hard_start', start: startAt.toISOString(), end: null })}::jsonb,
                 deliverables = ${JSON.stringify(DELIVERABLES)}::jsonb,
                 deadline = case when deadline < ${startAt} then deadline end
          where id = ${row.job_id}`,
    );
    const past = stage.inDays < 0;
    const at = (hoursAfterStart: number) => new Date(startAt.getTime() + hoursAfterStart * HOUR_MS);
    const visit = (hoursAfterStart: number) => ({
      at: at(hoursAfterStart).toISOString(),
      lat: Number(row.lat) + 0.0004,
      lon: Number(row.lon) - 0.0003,
      accuracy_m: 12,
      distance_m: 52,
      far: false,
    });
    // Approved when the application last moved, and in time for the visit.
    const applied = new Date(row.applied_at).getTime();
    const assignedAt = new Date(
      Math.max(
        applied + 60_000,
        Math.min(new Date(row.moved_at).getTime(), startAt.getTime() - 2 * HOUR_MS),
      ),
    );
    const [made] = await tx
      .insert(workOrders)
      .values({
        jobId: row.job_id,
        applicationId: row.application_id,
        companyId: row.company_id,
        agentId: row.candidate_id,
        status: stage.status,
        scheduleType: 'hard_start',
        startAt,
        durationMinutes: 90,
        payMin: row.salary_min,
        payMax: row.salary_max,
        payUnit: row.salary_unit,
        deliverables: DELIVERABLES,
        checkIn: past ? { ...visit(-0.1), on_time: true } : null,
        checkOut: past ? visit(1.5) : null,
        submittedAt: past ? at(2) : null,
        approvedAt: stage.status === 'approved' ? at(20) : null,
        createdAt: assignedAt,
      })
      .onConflictDoNothing()
      .returning({ id: workOrders.id });
    if (!made) continue;
    const timeline: [string, Date, boolean][] = [
      ['assigned', assignedAt, false],
      ['confirmed', new Date(assignedAt.getTime() + HOUR_MS), true],
      ['checked_in', at(-0.1), true],
      ['checked_out', at(1.5), true],
      ['submitted', at(2), true],
      ['approved', at(20), false],
    ];
    const reached = { assigned: 1, confirmed: 2, submitted: 5, approved: 6 }[stage.status];
    await tx.insert(workOrderEvents).values(
      timeline.slice(0, reached).map(([type, when, byAgent]) => ({
        workOrderId: made.id,
        type,
        actorId: byAgent ? row.candidate_id : row.posted_by,
        at: when,
      })),
    );
    if (past)
      await seedDemoDeliverables(tx, privateFiles, {
        id: made.id,
        lat: visit(0).lat,
        lon: visit(0).lon,
        takenAt: at(0.25),
      });
    if (stage.status === 'approved')
      await seedDemoPayment(tx, {
        id: made.id,
        companyId: row.company_id,
        agentId: row.candidate_id,
        title: row.title,
        payMax: row.salary_max,
        payUnit: row.salary_unit,
        durationMinutes: 90,
        checkIn: visit(-0.1),
        checkOut: visit(1.5),
        approvedAt: at(20),
      });
  }
}

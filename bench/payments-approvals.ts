/**
 * Approvals and the ledger: BENCH_WORK_ORDERS (1,000) submitted work orders of one company are
 * approved at once across two server processes (production mode, queue workers on, Redis between
 * them) on one PostgreSQL database. Each work order is approved twice, once through each process,
 * as two managers clicking "Approve" at the same moment would: one approval must be paid (200),
 * the other must find the work approved (409). Approving charges the company's card on file
 * (sandbox provider) and credits the agent in the double-entry ledger, in the approval's
 * transaction (`payForWork`).
 *
 * Each BENCH_MODES entry runs on a fresh database and two fresh processes: `all` sends every
 * request at once (2 × BENCH_WORK_ORDERS in flight; the processes shed what they cannot take with
 * 503, which is sent again after its Retry-After, as a phone would), a number caps the requests in
 * flight per process (below the processes' in-flight shedding limit of 256).
 *
 * Checked after each run (exit 1 if any fails): one 200 and one 409 per work order and nothing
 * else; the ledger balances (`check()` of the ledger repository: every transaction sums to zero,
 * and everything does); exactly one `work_order_payment` per work order; each agent's available
 * balance is the pay of their work orders; the platform's fees are 10% of each pay (rounded per
 * work order); the card was charged pay + fee; one paid invoice per work order for that amount;
 * every work order approved, with one `approved` event. Also reported: the agents' and company's
 * reliability records against their work orders, PostgreSQL's deadlock count, the emails sent,
 * and what the servers' PostgreSQL backends waited on (pg_stat_activity sampled every 50 ms).
 *
 * Both processes start together on the fresh database, as a deployment starts them.
 *
 * Seeding: written straight to the database (seconds): an employer with a company and a Visa on
 * file, BENCH_AGENTS (200) field agents with BENCH_WORK_ORDERS / BENCH_AGENTS work orders each
 * (several per agent, so approvals crediting the same agent run at the same time), jobs of 20
 * openings, half paid by the job and half by the hour (visits of 30-129 minutes, billed in quarter
 * hours up to the 2 h agreed, so the fees round), their approved applications, and the work
 * orders submitted after check-in and check-out with their `submitted` event.
 *
 * Environment: DATABASE_URL (PostgreSQL server), REDIS_URL (redis://127.0.0.1:6379),
 * BENCH_WORK_ORDERS (1000), BENCH_AGENTS (200), BENCH_MODES (all,200), BENCH_PORT (4010; the
 * second process BENCH_PORT + 1), BENCH_NO_WRITE.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PLATFORM_FEE_RATE } from '@fieldhire/contract/payments';
import { amountDue, type AmountDue } from '@fieldhire/contract/work-order-amount';
import { queryRows, type Database } from '../apps/server/src/db/database';
import { createLedgerRepository } from '../apps/server/src/modules/payments/ledger.repository';
import { sha256 } from '../apps/server/src/platform/crypto';
import { benchUrl, dropBenchDatabase, openBenchDatabase } from './bench-database';
import { seedBenchEmployer } from './bench-employer';
import { startServer, stopServer, type BenchServer } from './bench-server';
import {
  inParallel,
  latencySummary,
  loadAverages,
  machine,
  ms,
  sleep,
  type LatencySummary,
} from './bench-stats';
import { cpuBetween, cpuSeconds, postgresCpu } from './process-cpu';
import { writeResultsSection } from './results-file';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const WORK_ORDERS = Number(process.env.BENCH_WORK_ORDERS ?? 1000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 200);
const MODES = (process.env.BENCH_MODES ?? 'all,200').split(',').map((mode) => mode.trim());
const PORT = Number(process.env.BENCH_PORT ?? 4010);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB_NAME = 'fieldhire_bench_payments';
/** Agents per job: each job is filled by this many of them. */
const PER_JOB = 20;
/** Tries of a request the server sheds (503) before the benchmark takes the 503 as its answer. */
const MAX_ATTEMPTS = 60;
const EMPLOYER_TOKEN = createHash('sha256')
  .update('fieldhire-payments-employer')
  .digest('hex')
  .slice(0, 40);
const HOUR_MS = 3_600_000;

if (AGENTS < PER_JOB) throw new Error(`BENCH_AGENTS must be at least ${PER_JOB}`);

/** A seeded work order and what approving it must move. */
interface Planned {
  id: number;
  agentId: number;
  due: AmountDue;
}

interface Seeded {
  companyId: number;
  workOrders: Planned[];
  hourly: number;
}

const dollarsOf = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/**
 * The employer, its company and card on file; the agents; the jobs, applications and submitted
 * work orders, all in SQL.
 */
async function seed(db: Database): Promise<Seeded> {
  const jobCount = Math.ceil(WORK_ORDERS / PER_JOB);
  const employerId = await seedBenchEmployer(db, {
    username: 'bench_payments_employer',
    passwordHash: 'unusable',
    jobPosts: jobCount,
  });
  const [{ company_id: companyId } = { company_id: 0 }] = await queryRows<{ company_id: number }>(
    db,
    sql`select company_id from team_memberships where user_id = ${employerId}`,
  );
  await db.execute(
    sql`insert into billing_accounts (company_id, provider, customer_id, card_brand, card_last4)
        values (${companyId}, 'sandbox', 'cus_sandbox_bench_payments', 'Visa', '4242')`,
  );
  await db.execute(
    sql`insert into auth_tokens (user_id, token_hash, expires_at)
        values (${employerId}, ${sha256(EMPLOYER_TOKEN)}, now() + interval '1 day')`,
  );
  const agentIds = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into users (username, email, password_hash, first_name, last_name, role, email_verified)
          select 'bench_payments_agent_' || g, 'agent' || g || '@payments.bench.test', 'unusable',
                 'Agent', g::text, 'candidate', true
          from generate_series(0, ${AGENTS - 1}::int) g order by g
          returning id`,
    )
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);
  const [{ id: jobTypeId } = { id: 0 }] = await queryRows<{ id: number }>(
    db,
    sql`select min(id)::int as id from job_types`,
  );

  // Job j: even ones pay by the job ($90-$199), odd ones by the hour ($25-$44, 2 h agreed).
  const start = new Date(Date.now() - 26 * HOUR_MS);
  start.setUTCMinutes(0, 0, 0);
  const jobs = Array.from({ length: jobCount }, (_, j) => {
    const hourly = j % 2 === 1;
    const payMax = hourly ? 25 + (j % 20) : 90 + ((j * 13) % 110);
    return {
      hourly,
      payMin: hourly ? payMax - 5 : payMax - 20,
      payMax,
      openings: Math.min(PER_JOB, WORK_ORDERS - j * PER_JOB),
    };
  });
  const jobIds = (
    await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (company_id, posted_by, title, description, company_name, category, job_type_id,
            experience, salary_min, salary_max, salary_unit, city, state, zip, lat, lon, state_fips, status,
            openings, filled, schedule, duration_minutes, deliverables)
          values ${sql.join(
            jobs.map(
              (job, j) =>
                sql`(${companyId}, ${employerId}, ${`Roof inspection ${j + 1} in Austin`},
                  'Photograph the roof and the four elevations; file the report the same day.',
                  'Bench Inspections', 'Residential', ${jobTypeId}, 'Fresh', ${job.payMin}, ${job.payMax},
                  ${job.hourly ? 'hour' : 'job'}, 'Austin', 'TX', '78701', 30.2672, -97.7431, '48', 'filled',
                  ${job.openings}, ${job.openings},
                  ${JSON.stringify({ type: 'hard_start', start: start.toISOString(), end: null })}::jsonb,
                  ${job.hourly ? 120 : null}, '[]'::jsonb)`,
            ),
            sql`, `,
          )}
          returning id`,
    )
  )
    .map((row) => row.id)
    .sort((a, b) => a - b);

  // Work order k: agent k mod AGENTS on job k div PER_JOB (the agents of one job are distinct).
  const plan = Array.from({ length: WORK_ORDERS }, (_, k) => {
    const job = jobs[Math.floor(k / PER_JOB)]!;
    const checkInAt = new Date(start.getTime() + (k % 9) * 60_000);
    const visitMinutes = 30 + ((k * 7) % 100);
    const checkOutAt = new Date(checkInAt.getTime() + visitMinutes * 60_000);
    const visit = (at: Date) => ({
      at: at.toISOString(),
      lat: 30.2673,
      lon: -97.7432,
      accuracy_m: 12,
      distance_m: 14,
      far: false,
    });
    return {
      k,
      agentId: agentIds[k % AGENTS]!,
      jobId: jobIds[Math.floor(k / PER_JOB)]!,
      job,
      checkIn: { ...visit(checkInAt), on_time: true },
      checkOut: visit(checkOutAt),
      submittedAt: new Date(checkOutAt.getTime() + 10 * 60_000),
    };
  });
  const applications = await queryRows<{ id: number; job_id: number; candidate_id: number }>(
    db,
    sql`insert into applications (job_id, candidate_id, status, message)
        values ${sql.join(
          plan.map((p) => sql`(${p.jobId}, ${p.agentId}, 'approved', 'I can do this one.')`),
          sql`, `,
        )}
        returning id, job_id, candidate_id`,
  );
  const applicationOf = new Map(applications.map((a) => [`${a.job_id}:${a.candidate_id}`, a.id]));
  const inserted = await queryRows<{ id: number; application_id: number }>(
    db,
    sql`insert into work_orders (job_id, application_id, company_id, agent_id, status, schedule_type, start_at,
          duration_minutes, pay_min, pay_max, pay_unit, deliverables, check_in, check_out, submitted_at, created_at)
        values ${sql.join(
          plan.map(
            (p) =>
              sql`(${p.jobId}, ${applicationOf.get(`${p.jobId}:${p.agentId}`)!}, ${companyId}, ${p.agentId},
                'submitted', 'hard_start', ${start.toISOString()}, ${p.job.hourly ? 120 : null},
                ${p.job.payMin}, ${p.job.payMax}, ${p.job.hourly ? 'hour' : 'job'}, '[]'::jsonb,
                ${JSON.stringify(p.checkIn)}::jsonb, ${JSON.stringify(p.checkOut)}::jsonb,
                ${p.submittedAt.toISOString()}, ${new Date(start.getTime() - 2 * 24 * HOUR_MS).toISOString()})`,
          ),
          sql`, `,
        )}
        returning id, application_id`,
  );
  const workOrderOf = new Map(inserted.map((row) => [row.application_id, row.id]));
  const workOrders = plan.map((p): Planned & { submittedAt: Date } => {
    const id = workOrderOf.get(applicationOf.get(`${p.jobId}:${p.agentId}`)!)!;
    return {
      id,
      agentId: p.agentId,
      submittedAt: p.submittedAt,
      due: amountDue({
        payMax: p.job.payMax,
        payUnit: p.job.hourly ? 'hour' : 'job',
        durationMinutes: p.job.hourly ? 120 : null,
        checkIn: p.checkIn,
        checkOut: p.checkOut,
      }),
    };
  });
  await db.execute(
    sql`insert into work_order_events (work_order_id, type, actor_id, at)
        values ${sql.join(
          workOrders.map(
            (w) => sql`(${w.id}, 'submitted', ${w.agentId}, ${w.submittedAt.toISOString()})`,
          ),
          sql`, `,
        )}`,
  );
  await db.execute(
    sql`analyze users, jobs, applications, work_orders, work_order_events, billing_accounts`,
  );
  return {
    companyId,
    workOrders: workOrders.map(({ id, agentId, due }) => ({ id, agentId, due })),
    hourly: plan.filter((p) => p.job.hourly).length,
  };
}

interface Answer {
  /** Which process (0 or 1) answered. */
  process: number;
  workOrder: number;
  status: number;
  /** From the first try to the answer, retries included. */
  ms: number;
  /** 503s answered and sent again. */
  retries: number;
  detail: string;
}

/** Calls the API the way the web client does: token header, CSRF cookie and header. */
class Client {
  constructor(
    readonly server: BenchServer,
    readonly index: number,
    private readonly csrf: string,
  ) {}

  static async of(server: BenchServer, index: number) {
    const response = await fetch(`${server.url}/api/refresh-csrf/`);
    const { csrfToken } = (await response.json()) as { csrfToken: string };
    return new Client(server, index, csrfToken);
  }

  private headers() {
    return {
      authorization: `Token ${EMPLOYER_TOKEN}`,
      'x-csrftoken': this.csrf,
      cookie: `csrftoken=${this.csrf}`,
    };
  }

  async get(path: string) {
    const response = await fetch(`${this.server.url}${path}`, { headers: this.headers() });
    const text = await response.text();
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
    return text;
  }

  /** POST /api/work-orders/{id}/approve/; a 503 is sent again after its Retry-After. */
  async approve(workOrder: number): Promise<Answer> {
    const started = performance.now();
    const url = `${this.server.url}/api/work-orders/${workOrder}/approve/`;
    for (let attempt = 1; ; attempt += 1) {
      let status: number;
      let text: string;
      let retryAfter = 1;
      try {
        const response = await fetch(url, { method: 'POST', headers: this.headers() });
        status = response.status;
        text = await response.text();
        retryAfter = Number(response.headers.get('retry-after') ?? 1);
      } catch (error) {
        status = 0;
        const cause = (error as { cause?: { message?: string } }).cause;
        text = `${(error as Error).message} ${cause?.message ?? ''}`;
      }
      if (status === 503 && attempt < MAX_ATTEMPTS) {
        await sleep(retryAfter * 1000);
        continue;
      }
      return {
        process: this.index,
        workOrder,
        status,
        ms: performance.now() - started,
        retries: attempt - 1,
        detail: status === 200 ? '' : text.slice(0, 300),
      };
    }
  }
}

interface Check {
  name: string;
  expected: string;
  found: string;
  ok: boolean;
}

const check = (
  name: string,
  expected: unknown,
  found: unknown,
  ok = expected === found,
): Check => ({
  name,
  expected: String(expected),
  found: String(found),
  ok,
});

interface ProcessSplit {
  ok: number;
  conflict: number;
  other: number;
  retries: number;
  latency: LatencySummary;
}

interface Result {
  mode: string;
  inFlight: string;
  seconds: number;
  requests: number;
  retries: number;
  statuses: Record<string, number>;
  all: LatencySummary;
  approved: LatencySummary;
  refused: LatencySummary;
  perProcess: ProcessSplit[];
  cpu: { servers: number; postgres: number };
  deadlocks: number;
  rollbacks: number;
  emails: { queued: number; sent: number; received: number };
  checks: Check[];
  records: Check[];
  firstOther: string | null;
  conflictDetail: string | null;
  totals: { payCents: number; feeCents: number; hourly: number };
  backends: BackendState[];
}

/** Every check of the money, the work orders and the answers after a run. */
async function verify(db: Database, seeded: Seeded, answers: Answer[]) {
  const checks: Check[] = [];
  const planned = new Map(seeded.workOrders.map((w) => [w.id, w]));
  const n = seeded.workOrders.length;

  // The answers: per work order exactly one 200 and one 409.
  const byOrder = new Map<number, number[]>();
  for (const answer of answers)
    byOrder.set(answer.workOrder, [...(byOrder.get(answer.workOrder) ?? []), answer.status]);
  const oneEach = [...byOrder.values()].filter(
    (statuses) => statuses.length === 2 && statuses.includes(200) && statuses.includes(409),
  ).length;
  checks.push(
    check('answers 200 (one per work order)', n, answers.filter((a) => a.status === 200).length),
  );
  checks.push(
    check('answers 409 (the second approval)', n, answers.filter((a) => a.status === 409).length),
  );
  checks.push(
    check(
      'other answers (5xx, 4xx but 409, 503 after every retry, no answer)',
      0,
      answers.filter((a) => a.status !== 200 && a.status !== 409).length,
    ),
  );
  checks.push(check('work orders with one 200 and one 409', n, oneEach));

  // The books as the product checks them.
  const books = await createLedgerRepository(db).check();
  checks.push(check('ledger check(): unbalanced transactions', 0, books.unbalanced.length));
  checks.push(check('ledger check(): sum of all entries (cents)', 0, books.total_cents));
  checks.push(check('ledger transactions (all kinds)', n, books.transactions));
  checks.push(check('ledger entries', 3 * n, books.entries));

  const [payments] = await queryRows<{ count: number; distinct_orders: number }>(
    db,
    sql`select count(*)::int as count, count(distinct work_order_id)::int as distinct_orders
        from ledger_transactions where kind = 'work_order_payment'`,
  );
  checks.push(check('work_order_payment transactions', n, payments!.count));
  checks.push(check('… distinct work orders paid', n, payments!.distinct_orders));

  // Each payment against what its work order owes.
  const rows = await queryRows<{
    work_order_id: number;
    agent_id: number;
    company_id: number;
    entries: number;
    pay: string | null;
    fee: string | null;
    card: string | null;
  }>(
    db,
    sql`select t.work_order_id, t.agent_id, t.company_id, count(e.id)::int as entries,
               sum(e.amount_cents) filter (where e.account = 'agent_available' and e.owner_id = t.agent_id)::text as pay,
               sum(e.amount_cents) filter (where e.account = 'platform_fees' and e.owner_id = 0)::text as fee,
               sum(e.amount_cents) filter (where e.account = 'company_card' and e.owner_id = t.company_id)::text as card
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.kind = 'work_order_payment' group by t.id`,
  );
  let wrongPay = 0;
  let wrongFee = 0;
  let wrongCard = 0;
  let notTenPercent = 0;
  let strangers = 0;
  for (const row of rows) {
    const want = planned.get(row.work_order_id);
    const pay = Number(row.pay ?? NaN);
    const fee = Number(row.fee ?? NaN);
    if (
      !want ||
      row.agent_id !== want.agentId ||
      row.company_id !== seeded.companyId ||
      row.entries !== 3
    )
      strangers += 1;
    if (pay !== want?.due.payCents) wrongPay += 1;
    if (fee !== want?.due.feeCents) wrongFee += 1;
    if (fee !== Math.round(pay * PLATFORM_FEE_RATE)) notTenPercent += 1;
    if (Number(row.card ?? NaN) !== -(pay + fee)) wrongCard += 1;
  }
  checks.push(
    check('payments not of a seeded work order, its agent and company, in 3 entries', 0, strangers),
  );
  checks.push(check("payments whose agent credit is not the work order's pay", 0, wrongPay));
  checks.push(check('payments whose fee is not 10% of the pay, rounded', 0, notTenPercent));
  checks.push(check('payments whose fee differs from the expected fee', 0, wrongFee));
  checks.push(check('payments whose card charge is not pay + fee', 0, wrongCard));

  // Balances.
  const payCents = seeded.workOrders.reduce((sum, w) => sum + w.due.payCents, 0);
  const feeCents = seeded.workOrders.reduce((sum, w) => sum + w.due.feeCents, 0);
  const balances = await queryRows<{ account: string; owner_id: number; total: string }>(
    db,
    sql`select account, owner_id, sum(amount_cents)::text as total from ledger_entries group by 1, 2`,
  );
  const total = (account: string) =>
    balances.filter((b) => b.account === account).reduce((sum, b) => sum + Number(b.total), 0);
  checks.push(
    check(
      "agents' available balances (sum)",
      dollarsOf(payCents),
      dollarsOf(total('agent_available')),
    ),
  );
  const owed = new Map<number, number>();
  for (const w of seeded.workOrders)
    owed.set(w.agentId, (owed.get(w.agentId) ?? 0) + w.due.payCents);
  const credited = new Map(
    balances
      .filter((b) => b.account === 'agent_available')
      .map((b) => [b.owner_id, Number(b.total)]),
  );
  const agentsOff =
    [...owed].filter(([agent, cents]) => credited.get(agent) !== cents).length +
    [...credited.keys()].filter((agent) => !owed.has(agent)).length;
  checks.push(check("agents whose available balance is not their work orders' pay", 0, agentsOff));
  checks.push(check('platform fees (sum)', dollarsOf(feeCents), dollarsOf(total('platform_fees'))));
  checks.push(
    check(
      "company's card charged (sum)",
      dollarsOf(-(payCents + feeCents)),
      dollarsOf(total('company_card')),
    ),
  );
  checks.push(
    check(
      'entries in other accounts (pending, paid out)',
      0,
      balances.filter((b) => b.account === 'agent_pending' || b.account === 'agent_paid_out')
        .length,
    ),
  );

  // Invoices: one paid invoice per work order, for pay + fee.
  const invoices = await queryRows<{
    work_order_id: number | null;
    amount_cents: number;
    status: string;
    company_id: number;
  }>(
    db,
    sql`select (lines -> 0 ->> 'work_order_id')::int as work_order_id, amount_cents, status, company_id
        from invoices`,
  );
  const invoicedOrders = new Set(invoices.map((i) => i.work_order_id));
  const wrongInvoices = invoices.filter((i) => {
    const want = i.work_order_id === null ? undefined : planned.get(i.work_order_id);
    return (
      !want ||
      i.status !== 'paid' ||
      i.company_id !== seeded.companyId ||
      i.amount_cents !== want.due.payCents + want.due.feeCents
    );
  }).length;
  checks.push(check('invoices', n, invoices.length));
  checks.push(check('… distinct work orders invoiced', n, invoicedOrders.size));
  checks.push(check('… not paid, or not pay + fee of their work order', 0, wrongInvoices));

  // The work orders themselves.
  const [orders] = await queryRows<{
    approved: number;
    other: number;
    events: number;
    evented: number;
  }>(
    db,
    sql`select (select count(*)::int from work_orders where status = 'approved' and approved_at is not null) as approved,
               (select count(*)::int from work_orders where status <> 'approved') as other,
               (select count(*)::int from work_order_events where type = 'approved') as events,
               (select count(distinct work_order_id)::int from work_order_events where type = 'approved') as evented`,
  );
  checks.push(check('work orders approved', n, orders!.approved));
  checks.push(
    check(
      "'approved' events (one per work order)",
      `${n} (${n})`,
      `${orders!.events} (${orders!.evented})`,
    ),
  );

  // Reported, not part of pass/fail: the reliability records each approval refreshes.
  const records: Check[] = [];
  const [agents] = await queryRows<{ records: number; off: number; missing: number }>(
    db,
    sql`select count(*)::int as records, count(*) filter (where a.completed <> o.approved)::int as off,
               coalesce(sum(o.approved - a.completed), 0)::int as missing
        from agent_reliability a
        cross join lateral (select count(*)::int as approved from work_orders w
                            where w.agent_id = a.agent_id and w.status = 'approved') o`,
  );
  records.push(check('agent records (agent_reliability)', AGENTS, agents!.records));
  records.push(
    check(
      "agent records whose `completed` is not the agent's approved work orders (approvals missing)",
      '0 (0)',
      `${agents!.off} (${agents!.missing})`,
    ),
  );
  const [company] = await queryRows<{
    work_orders: number | null;
    median: number | null;
    actual: number | null;
  }>(
    db,
    sql`select c.work_orders, c.approval_days_median::float8 as median,
               (select percentile_cont(0.5) within group (order by extract(epoch from w.approved_at - s.first_at) / 86400)
                from work_orders w
                left join lateral (select min(e.at) as first_at from work_order_events e
                                   where e.work_order_id = w.id and e.type = 'submitted') s on true
                where w.company_id = c.company_id)::float8 as actual
        from company_reliability c where c.company_id = ${seeded.companyId}`,
  );
  records.push(
    check(
      "company record's median days from submission to approval (against it recomputed after the run)",
      company?.actual?.toFixed(6) ?? '-',
      company?.median?.toFixed(6) ?? '-',
      company !== undefined && Math.abs((company.median ?? NaN) - (company.actual ?? NaN)) < 1e-6,
    ),
  );
  const [notified] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where type = 'work_order' and title like 'Approved:%'`,
  );
  records.push(check("agents' 'Approved' notifications", n, notified!.n));
  return { checks, records, totals: { payCents, feeCents, hourly: seeded.hourly } };
}

async function databaseStats(db: Database) {
  const [row] = await queryRows<{ deadlocks: number; rollbacks: number }>(
    db,
    sql`select deadlocks::int as deadlocks, xact_rollback::int as rollbacks
        from pg_stat_database where datname = current_database()`,
  );
  return row!;
}

async function emailsQueued(db: Database) {
  const [row] = await queryRows<{ queued: number; sent: number }>(
    db,
    sql`select count(*)::int as queued, count(sent_at)::int as sent from outbox`,
  );
  return row!;
}

function split(answers: Answer[], index: number): ProcessSplit {
  const mine = answers.filter((a) => a.process === index);
  return {
    ok: mine.filter((a) => a.status === 200).length,
    conflict: mine.filter((a) => a.status === 409).length,
    other: mine.filter((a) => a.status !== 200 && a.status !== 409).length,
    retries: mine.reduce((sum, a) => sum + a.retries, 0),
    latency: latencySummary(mine.map((a) => a.ms)),
  };
}

/** A statement as the sampler groups it: the approval's locking steps by name, others by their start. */
function statementOf(query: string) {
  const text = query.replace(/\s+/g, ' ').trim();
  // pg_stat_activity keeps the first 1 kB of a statement: the work order's read ends before its
  // `for update of w`; the one waiting on a lock is the locking read at the start of an action.
  if (text.startsWith('select w.id, w.job_id'))
    return 'the work order row (select w.id … from work_orders w …)';
  if (/insert into company_reliability/i.test(text))
    return "the company's record (upsert company_reliability)";
  if (/insert into agent_reliability/i.test(text))
    return "the agent's record (upsert agent_reliability)";
  return text.slice(0, 60);
}

interface BackendState {
  state: string;
  /** Backends in this state, on average over the samples. */
  backends: number;
}

/**
 * What the servers' PostgreSQL backends are doing while the approvals run, sampled every 50 ms
 * from pg_stat_activity: state, wait event (none: running) and statement.
 */
function backendSampler(db: Database) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const rows = await queryRows<{ state: string; wait: string; query: string }>(
        db,
        sql`select state, coalesce(wait_event_type || ': ' || wait_event, 'running') as wait, query
            from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()
              and backend_type = 'client backend' and state <> 'idle'`,
      );
      samples += 1;
      for (const row of rows) {
        const key = `${row.state}, ${row.wait}: ${statementOf(row.query)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      await sleep(50);
    }
  })();
  return {
    async stop(): Promise<BackendState[]> {
      running = false;
      await loop;
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([state, n]) => ({ state, backends: n / Math.max(1, samples) }));
    },
  };
}

/** The PostgreSQL server's version, as the runs read it. */
let postgresVersion = '';

async function runMode(mode: string, sink: SmtpSink): Promise<Result> {
  const cap = mode === 'all' ? null : Number(mode);
  if (cap !== null && !(cap > 0))
    throw new Error(`BENCH_MODES: "${mode}" is neither "all" nor a number`);
  await dropBenchDatabase(DB_NAME);
  const database = await openBenchDatabase(DB_NAME);
  const servers: BenchServer[] = [];
  try {
    const [version] = await queryRows<{ version: string }>(
      database.db,
      sql`select current_setting('server_version') as version`,
    );
    postgresVersion = version!.version.split(' ')[0]!;
    const seedStarted = performance.now();
    const seeded = await seed(database.db);
    console.log(
      `[${mode}] seeded ${seeded.workOrders.length} work orders for ${AGENTS} agents in ` +
        `${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const env = {
      DATABASE_URL: benchUrl(DB_NAME),
      REDIS_URL,
      REDIS_PREFIX: 'fieldhire-bench-payments:',
      SMTP_URL: sink.url,
      PAYMENT_PROVIDER: 'sandbox',
    };
    // Both at once, as a deployment starts them, on the fresh database.
    servers.push(...(await Promise.all([startServer(PORT, env), startServer(PORT + 1, env)])));
    const clients = await Promise.all(servers.map((server, index) => Client.of(server, index)));
    // Warm-up: each process reads work orders (auth, the row with its job, company and agent,
    // timeline, payments) before the run.
    for (const client of clients)
      await inParallel(Math.min(50, seeded.workOrders.length), 10, (i) =>
        client.get(`/api/work-orders/${seeded.workOrders[i]!.id}/`),
      );
    await sleep(1000);

    const ids = seeded.workOrders.map((w) => w.id);
    const pids = servers.map((server) => server.child.pid!);
    const statsBefore = await databaseStats(database.db);
    const cpuBefore = { servers: cpuSeconds(pids), postgres: postgresCpu(DB_NAME) };
    const answers: Answer[] = [];
    console.log(
      `[${mode}] approving ${ids.length} work orders twice (once through each process), ` +
        `${cap === null ? 'every request at once' : `${cap} in flight per process`}`,
    );
    const sampler = backendSampler(database.db);
    const started = performance.now();
    if (cap === null)
      await Promise.all(
        ids.flatMap((id) => clients.map(async (client) => answers.push(await client.approve(id)))),
      );
    else
      await Promise.all(
        clients.map((client) =>
          inParallel(ids.length, cap, async (i) => answers.push(await client.approve(ids[i]!))),
        ),
      );
    const seconds = (performance.now() - started) / 1000;
    const backends = await sampler.stop();
    const cpuAfter = { servers: cpuSeconds(pids), postgres: postgresCpu(DB_NAME) };

    // Let the queue deliver the approval emails, then stop the processes (gracefully).
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const { queued, sent } = await emailsQueued(database.db);
      if (queued === sent) break;
      await sleep(500);
    }
    await Promise.all(servers.splice(0).map(stopServer));
    await sleep(1500); // PostgreSQL flushes its statistics within a second.
    const statsAfter = await databaseStats(database.db);
    const queue = await emailsQueued(database.db);
    const verified = await verify(database.db, seeded, answers);

    const statuses: Record<string, number> = {};
    for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const others = answers.filter((a) => a.status !== 200 && a.status !== 409);
    return {
      mode,
      inFlight:
        cap === null ? `all ${answers.length} at once` : `${cap} per process (${2 * cap} in all)`,
      seconds,
      requests: answers.length,
      retries: answers.reduce((sum, a) => sum + a.retries, 0),
      statuses,
      all: latencySummary(answers.map((a) => a.ms)),
      approved: latencySummary(answers.filter((a) => a.status === 200).map((a) => a.ms)),
      refused: latencySummary(answers.filter((a) => a.status === 409).map((a) => a.ms)),
      perProcess: [split(answers, 0), split(answers, 1)],
      cpu: {
        servers: cpuBetween(cpuBefore.servers, cpuAfter.servers),
        postgres: cpuBetween(cpuBefore.postgres, cpuAfter.postgres),
      },
      deadlocks: statsAfter.deadlocks - statsBefore.deadlocks,
      rollbacks: statsAfter.rollbacks - statsBefore.rollbacks,
      emails: { ...queue, received: sink.received },
      checks: verified.checks,
      records: verified.records,
      firstOther: others[0] ? `${others[0].status} ${others[0].detail}` : null,
      conflictDetail: answers.find((a) => a.status === 409)?.detail ?? null,
      totals: verified.totals,
      backends,
    };
  } finally {
    await Promise.all(servers.map(stopServer));
    await database.close();
    await dropBenchDatabase(DB_NAME);
  }
}

const passed = (result: Result) => result.checks.every((c) => c.ok);
const count = (value: number) => value.toLocaleString('en-US');
const s = (value: number) => (value / 1000).toFixed(2);

/** What the runs show, in words: the invariants, the time, and what else was found. */
function summary(results: Result[]) {
  const rows = results.map(
    (r) =>
      `${r.inFlight.charAt(0).toUpperCase()}${r.inFlight.slice(1)}: ${count(WORK_ORDERS)} approvals in ${r.seconds.toFixed(1)} s ` +
      `(${(WORK_ORDERS / r.seconds).toFixed(0)} a second${r.retries ? `, ${count(r.retries)} 503s sent again` : ''})`,
  );
  const failed = results.flatMap((r) =>
    r.checks
      .filter((c) => !c.ok)
      .map((c) => `${c.name} (${r.inFlight}: ${c.found}, expected ${c.expected})`),
  );
  const ledger = failed.length
    ? `**Failed:** ${failed.join('; ')}.`
    : `Every check held in every run: each work order was paid once (one 200, one 409, no other answer, ` +
      'no deadlock), the ledger balances (every transaction and the whole sum to zero) with exactly one ' +
      "`work_order_payment` per work order, the agents' balances, the fees and the card charges are the " +
      "work orders' pay, 10% of it and the two together, and each work order has one paid invoice.";
  const stale = results.flatMap((r) =>
    r.records
      .filter((c) => !c.ok)
      .map((c) => `${c.name}: ${r.inFlight} found ${c.found}, expected ${c.expected}`),
  );
  const records = stale.length
    ? ` The reliability records refreshed in the same transactions did not all keep up (${stale.join('; ')}): ` +
      "each approval recomputes the agent's and the company's record from the work orders its own snapshot " +
      'sees, and writes it over the one an approval of the same agent or company committed meanwhile.'
    : '';
  return `**What it shows.** ${rows.join('; ')}. ${ledger}${records}`;
}

function report(results: Result[]) {
  const first = results[0]!;
  const lines = [
    '<!-- payments-approvals:start -->',
    `## Approvals and the ledger (${count(WORK_ORDERS)} at once, two processes, PostgreSQL)`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}), ` +
      `PostgreSQL ${postgresVersion} and Redis on the same machine, by ` +
      '`npm run payments-approvals -w @fieldhire/bench` ' +
      '(`bench/payments-approvals.ts`). Each row seeds a fresh database in SQL: one company with a Visa on ' +
      `file (sandbox provider), ${count(AGENTS)} field agents with ${WORK_ORDERS / AGENTS} submitted work ` +
      `orders each (${count(WORK_ORDERS)}: ${count(WORK_ORDERS - first.totals.hourly)} paid by the job, ` +
      `${count(first.totals.hourly)} by the hour for visits of 30-129 minutes billed in quarter hours), ` +
      `${dollarsOf(first.totals.payCents)} of pay and ${dollarsOf(first.totals.feeCents)} of fees in all. ` +
      'It starts two server processes (`apps/server/src/main.ts`, production mode, queue workers on, Redis ' +
      'between them, `SMTP_URL` an SMTP sink in the benchmark process) on that database, and a member of the ' +
      'company approves every work order twice, once through each process (`POST /api/work-orders/{id}/approve/`), ' +
      'as two managers clicking at the same moment would. Approving locks the work order, charges the card ' +
      "pay + 10% fee, credits the agent's available balance in the double-entry ledger, writes a paid invoice, " +
      "the timeline event, the agent's notification and email, and refreshes the agent's and company's " +
      'reliability records, all in one transaction. A 503 (load shedding: 256 requests already in flight ' +
      'in a process, or its event loop 200 ms late) is sent again after its Retry-After (1 s).',
    '',
    summary(results),
    '',
    'Latency: from the first try of a request to its answer, retries included. CPU: both server processes ' +
      'and their PostgreSQL backends during the approvals. Rollbacks: PostgreSQL transactions rolled back ' +
      '(each 409 is one: the second approval finds the work approved and its transaction ends).',
    '',
    '| in flight | wall s | approvals/s | requests/s (503s included) | 200 / 409 / other | 503s sent again | latency p50 s | p95 s | p99 s | max s | 200 p50 / p99 s | 409 p50 / p99 s | CPU s servers + PostgreSQL (ms per approval) | deadlocks | rollbacks | checks |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((r) => {
      const other = r.requests - (r.statuses[200] ?? 0) - (r.statuses[409] ?? 0);
      const perApproval = ((r.cpu.servers + r.cpu.postgres) * 1000) / WORK_ORDERS;
      return (
        `| ${r.inFlight} | ${r.seconds.toFixed(1)} | ${(WORK_ORDERS / r.seconds).toFixed(0)} | ` +
        `${((r.requests + r.retries) / r.seconds).toFixed(0)} | ${r.statuses[200] ?? 0} / ${r.statuses[409] ?? 0} / ${other} | ` +
        `${r.retries} | ${s(r.all.p50)} | ${s(r.all.p95)} | ${s(r.all.p99)} | ${s(r.all.max)} | ` +
        `${s(r.approved.p50)} / ${s(r.approved.p99)} | ${s(r.refused.p50)} / ${s(r.refused.p99)} | ` +
        `${r.cpu.servers.toFixed(1)} + ${r.cpu.postgres.toFixed(1)} (${perApproval.toFixed(1)}) | ${r.deadlocks} | ${r.rollbacks} | ` +
        `${passed(r) ? `all ${r.checks.length} hold` : `**${r.checks.filter((c) => !c.ok).length} FAILED**`} |`
      );
    }),
    '',
    'Per process (port order):',
    '',
    '| in flight | process | 200 | 409 | other | 503s sent again | latency p50 ms | p99 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...results.flatMap((r) =>
      r.perProcess.map(
        (p, i) =>
          `| ${r.inFlight} | ${i + 1} | ${p.ok} | ${p.conflict} | ${p.other} | ${p.retries} | ${ms(p.latency.p50)} | ${ms(p.latency.p99)} |`,
      ),
    ),
    '',
    `Checked after each run (the benchmark exits 1 if one fails); found in the ${results.map((r) => r.inFlight).join(' / ')} run${results.length > 1 ? 's' : ''}:`,
    '',
    '| check | expected | found |',
    '|---|---|---|',
    ...first.checks.map(
      (c, i) =>
        `| ${c.name} | ${c.expected} | ${results
          .map((r) => `${r.checks[i]!.found}${r.checks[i]!.ok ? '' : ' **(fails)**'}`)
          .join(' / ')} |`,
    ),
    '',
    'Also read, not part of pass or fail: the records and notifications each approval writes.',
    '',
    '| record | expected | found |',
    '|---|---|---|',
    ...first.records.map(
      (c, i) =>
        `| ${c.name} | ${c.expected} | ${results
          .map((r) => {
            const record = r.records[i]!;
            const own = record.expected === c.expected ? '' : ` (expected ${record.expected})`;
            return `${record.found}${own}${record.ok ? '' : ' (differs)'}`;
          })
          .join(' / ')} |`,
    ),
    '',
    "What the servers' PostgreSQL backends were doing during the approvals (`pg_stat_activity` every " +
      '50 ms; backends in that state on average; each process has a pool of 10 connections):',
    '',
    ...results.flatMap((r) => [
      `| ${r.inFlight}: state, wait event: statement | backends |`,
      '|---|---|',
      ...r.backends.map((b) => `| ${b.state.replaceAll('|', '/')} | ${b.backends.toFixed(2)} |`),
      '',
    ]),
    `The 409 answers: \`${first.conflictDetail ?? '-'}\`. Emails: ${results
      .map((r) => `${count(r.emails.sent)} of ${count(r.emails.queued)} queued were sent`)
      .join(' / ')} before the processes stopped.`,
    ...results
      .filter((r) => r.firstOther)
      .map((r) => `\nFirst other answer (${r.inFlight}): \`${r.firstOther}\``),
    '',
    `Load average (1, 5, 15 min) at the end: ${loadAverages()}; other work shared the machine.`,
    '<!-- payments-approvals:end -->',
  ];
  return lines.join('\n');
}

const sink = await startSmtpSink();
const results: Result[] = [];
try {
  for (const mode of MODES) {
    sink.received = 0;
    const result = await runMode(mode, sink);
    results.push(result);
    console.log(
      `[${mode}] ${result.seconds.toFixed(1)} s, statuses ${JSON.stringify(result.statuses)}, ` +
        `${result.retries} 503s sent again, p50 ${ms(result.all.p50)} ms, p99 ${ms(result.all.p99)} ms, ` +
        `deadlocks ${result.deadlocks}; checks ${passed(result) ? 'all hold' : 'FAILED'}`,
    );
    for (const b of result.backends) console.log(`  ${b.backends.toFixed(2)}  ${b.state}`);
    for (const c of [...result.checks, ...result.records])
      if (!c.ok) console.log(`  ${c.name}: expected ${c.expected}, found ${c.found}`);
  }
} finally {
  await sink.close();
}
const section = report(results);
console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('payments-approvals', section);
if (!results.every(passed)) {
  console.error('payments-approvals: an invariant does not hold (see above)');
  process.exit(1);
}

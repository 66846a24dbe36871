/**
 * The operator console's weekly marketplace figures (`GET /api/ops/figures/`) on the bench
 * database of `npm run seed` (BENCH_JOBS, 1,000,000 jobs posted over the last 90 days): the
 * repository's statement for 12 and for 52 weeks, BENCH_RUNS (20) times each after 2 warm-up runs,
 * on PostgreSQL. Target: under 200 ms at 1,000,000 jobs.
 *
 * Environment: DATABASE_URL (PostgreSQL server), BENCH_RUNS, BENCH_NO_WRITE.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/database';
import { createMarketplaceFiguresRepository } from '../apps/server/src/modules/operations/marketplace-figures.repository';
import { openBenchDatabase } from './bench-database';
import { latencySummary, machine, ms } from './bench-stats';
import { writeResultsSection } from './results-file';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const database = await openBenchDatabase();
const figures = createMarketplaceFiguresRepository(database.db);
const [counts] = await queryRows<{ jobs: number; work_orders: number; ledger: number }>(
  database.db,
  sql`select (select count(*)::int from jobs) as jobs, (select count(*)::int from work_orders) as work_orders,
             (select count(*)::int from ledger_transactions) as ledger`,
);
await database.db.execute(sql`vacuum analyze jobs`);

const rows: string[] = [];
for (const weeks of [12, 52]) {
  for (let i = 0; i < 2; i += 1) await figures.weekly(weeks);
  const latencies: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await figures.weekly(weeks);
    latencies.push(performance.now() - started);
  }
  const summary = latencySummary(latencies);
  rows.push(`| ${weeks} | ${ms(summary.p50)} | ${ms(summary.p95)} | ${ms(summary.max)} |`);
}
await database.close();

const section = `<!-- ops-figures:start -->
## Operator console: weekly marketplace figures

\`npm run seed -w @fieldhire/bench && npm run ops-figures -w @fieldhire/bench\` (PostgreSQL, ${machine()}).
Target: the figures' statement under 200 ms at 1,000,000 jobs.

${(counts?.jobs ?? 0).toLocaleString('en-US')} jobs, ${(counts?.work_orders ?? 0).toLocaleString('en-US')} work orders, ${(counts?.ledger ?? 0).toLocaleString('en-US')} ledger transactions; ${RUNS} runs after 2 warm-ups.

| weeks | p50 ms | p95 ms | max ms |
| ----- | ------ | ------ | ------ |
${rows.join('\n')}
<!-- ops-figures:end -->`;
console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('ops-figures', section);

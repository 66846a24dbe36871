import { openBenchDatabase } from './bench-database';
import { seedBenchJobs } from './bench-jobs';

const TARGET = Number(process.env.BENCH_JOBS ?? 1_000_000);

const started = Date.now();
const database = await openBenchDatabase();
await seedBenchJobs(database.db, TARGET);
console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();

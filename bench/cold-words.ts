import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { JobFilter } from '@fieldhire/contract/jobs';
import { openDatabase, queryRows } from '../apps/server/src/db/database';
import { pino } from 'pino';
import { createEventBus } from '../apps/server/src/platform/events/event-bus';
import { createJobsService } from '../apps/server/src/modules/jobs/jobs.service';
import { lexemeSharesOf } from '../apps/server/src/modules/jobs/keyword-stats';
import { createSearchIndexRepository } from '../apps/server/src/modules/jobs/search-index.repository';
import { benchUrl } from './bench-database';
import { writeResultsSection } from './results-file';

const WORDS = Number(process.env.BENCH_WORDS ?? 200);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const database = await openDatabase({ url: benchUrl() });
await database.migrate();
const [{ jobs: total, open } = { jobs: 0, open: 0 }] = await queryRows<{
  jobs: number;
  open: number;
}>(
  database.db,
  sql`select count(*)::int as jobs, count(*) filter (where status = 'open')::int as open from jobs`,
);
// The most common words of a 1-in-500 sample of the jobs' text: the words whose first search
// reads the largest sets.
const words = await queryRows<{ word: string; share: number }>(
  database.db,
  sql`select word, count(distinct id)::float8 / (select count(*) from jobs where id % 500 = 0) as share
      from (select id, regexp_split_to_table(lower(title || ' ' || description || ' ' || tags_text), '[^a-z]+') as word
            from jobs where id % 500 = 0) s
      where length(word) > 2 and to_tsvector('english', word) <> ''::tsvector
      group by word order by count(distinct id) desc, word limit ${WORDS}`,
);

// What a word's first search plans from: PostgreSQL's statistics of the search text (the seed ANALYZEs).
const { lexemes, shares } = await createSearchIndexRepository(database.db).searchLexemeStats();
const lexemeStats = lexemeSharesOf(lexemes, shares);
const statsText = lexemeStats
  ? `PostgreSQL's statistics of the search text list its ${lexemeStats.shares.size} most common lexemes, down to those in ${(lexemeStats.floor * 100).toFixed(2)}% of jobs`
  : 'PostgreSQL keeps no statistics of the search text (run ANALYZE): first searches probe without them';

const noPosts = () => Promise.reject(new Error('The benchmark posts no jobs.'));
const jobs = createJobsService({
  db: database.db,
  // The benchmark posts nothing, so no event is ever published.
  events: createEventBus(database.db, pino({ enabled: false })),
  takeJobPost: noPosts,
  takeFeaturedPost: noPosts,
});
const loadStarted = performance.now();
await jobs.ready();
const loadSeconds = (performance.now() - loadStarted) / 1000;
// As pgbench does: pages that earlier work (other benchmarks) left dirty are written out now, not
// while the searches are timed. Without the privilege to, the searches are timed without it.
const checkpointed = await database.db.execute(sql`checkpoint`).then(
  () => true,
  () => false,
);

const times: number[] = [];
const slowest: { word: string; ms: number; share: number }[] = [];
let capped = 0;
for (const { word, share } of words) {
  const started = performance.now();
  const page = await jobs.search(JobFilter.parse({ keyword: word }), null);
  const ms = performance.now() - started;
  times.push(ms);
  slowest.push({ word, ms, share });
  if (page.count_capped) capped += 1;
}
jobs.stopSearchIndex();
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
await database.close();

times.sort((a, b) => a - b);
slowest.sort((a, b) => b.ms - a.ms);
const figures = `| ${words.length} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(times, 97.5).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${capped} | ${load} |`;
console.log(figures);
console.log(
  'slowest:',
  slowest
    .slice(0, 8)
    .map((entry) => `${entry.word} ${entry.ms.toFixed(0)} ms (${(entry.share * 100).toFixed(1)}%)`)
    .join(', '),
);

writeResultsSection(
  'cold-words',
  `<!-- cold-words:start -->
## First search of a word (cold)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this project's machine kind (2 cores), PostgreSQL 15 (default settings),
${total.toLocaleString('en-US')} jobs (${open.toLocaleString('en-US')} open) seeded by \`bench/bench-jobs.ts\`. \`npm run cold-words -w @fieldhire/bench\`
(after \`npm run seed -w @fieldhire/bench\`) reproduces it: \`bench/cold-words.ts\` loads the search index in-process
(${loadSeconds.toFixed(1)} s), then searches each of the ${words.length} most common words of a 1-in-500 sample of the jobs' text
once, newest first, through the jobs service (index, match set, page rows; no HTTP, no page cache hit),
one after the other${checkpointed ? ' (after a CHECKPOINT)' : ''}, so each is that word's first search. The most common words are in every job; the
${words.length}th is in ${(words.at(-1)!.share * 100).toFixed(1)}% of them.
${statsText}.
Other work shared the machine: the load average (1, 5, 15 min) at the end is in the last column.

| words | p50 ms | p95 ms | p97.5 ms | p99 ms | max ms | answered "10,000+" | load average |
|---|---|---|---|---|---|---|---|
${figures}

Slowest: ${slowest
    .slice(0, 5)
    .map(
      (entry) =>
        `"${entry.word}" ${entry.ms.toFixed(0)} ms (in ${(entry.share * 100).toFixed(1)}% of jobs)`,
    )
    .join(', ')}.
<!-- cold-words:end -->`,
);
process.exit(0);

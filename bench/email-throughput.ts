/**
 * Email throughput on PostgreSQL: the real server (`apps/server/src/main.ts`, QUEUE_WORKERS on)
 * delivers over SMTP to a sink in this process (`smtp-server` on loopback) that counts and discards.
 *  - backlog: BENCH_EMAILS notification emails queued by the product's mailer in this process,
 *    built as buildApp builds it with QUEUE_WORKERS=false (an enqueue-only process); then the
 *    server starts and delivers them: emails/s from the first received to the last;
 *  - burst: as many contact-form messages posted to the server, 10 at a time (each stores the
 *    message, then the mailer's outbox row and job in one transaction, then wakes the worker):
 *    from the first request to the last email received;
 *  - written together: as many again queued by `mailer.sendMany` while the server runs, 200 to a
 *    transaction as the alert emails are (a deliver-email-batch job per 100): from the first
 *    received to the last.
 * CPU per email is the server process's and its PostgreSQL backends', and this process's (the sink).
 * Target: at least 200 emails/s.
 *
 * Environment: DATABASE_URL (PostgreSQL server), BENCH_EMAILS (2000), BENCH_PORT (3970),
 * QUEUE_POLL_SECONDS (the product's default), BENCH_SMTP_QUERY (added to SMTP_URL, e.g.
 * "maxConnections=20": nodemailer reads transport options from it), BENCH_NO_WRITE.
 */
import { pino } from 'pino';
import { loadConfig } from '../apps/server/src/config';
import type { DatabaseHandle } from '../apps/server/src/db/database';
import { createMailer } from '../apps/server/src/platform/mail/mailer';
import { actionEmail } from '../apps/server/src/platform/mail/templates';
import { createJobQueue } from '../apps/server/src/platform/queue/job-queue';
import { benchUrl, dropBenchDatabase, openBenchDatabase } from './bench-database';
import { startServer, stopServer, type BenchServer } from './bench-server';
import { inParallel, loadAverages, machine, sleep } from './bench-stats';
import { cpuBetween, cpuSeconds, ownCpu, postgresCpu } from './process-cpu';
import { writeResultsSection } from './results-file';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

const EMAILS = Number(process.env.BENCH_EMAILS ?? 2000);
const PORT = Number(process.env.BENCH_PORT ?? 3970);
const SMTP_QUERY = process.env.BENCH_SMTP_QUERY ?? '';
const DB_NAME = 'fieldhire_bench_email';
const SENDERS = 10;

/** A notification email as subscribers.ts sends them, with its unsubscribe links. */
const email = (i: number) =>
  actionEmail({
    to: `agent${i}@bench.test`,
    subject: 'Your application for Roof inspection in Austin was shortlisted',
    greeting: `Hi Agent ${i},`,
    lines: ['Your application for "Roof inspection in Austin" at Bench Co was shortlisted.'],
    action: { label: 'View the job', url: 'http://127.0.0.1/jobs/1' },
    footer: 'You receive this email because you applied to this job on Fieldhire.',
    unsubscribe: {
      what: 'updates on your applications',
      oneClickUrl: `http://127.0.0.1/api/unsubscribe/token${i}/`,
      pageUrl: `http://127.0.0.1/unsubscribe/token${i}`,
      settingsUrl: 'http://127.0.0.1/settings/notifications',
    },
  });

const WRITTEN_TOGETHER = 200;

/**
 * Queues the emails as a process with QUEUE_WORKERS=false does: outbox row and job, no delivery;
 * one `send` each, or `sendMany` in transactions of WRITTEN_TOGETHER.
 */
async function queueEmails(
  database: DatabaseHandle,
  smtpUrl: string,
  how: 'one by one' | 'together',
  offset = 0,
) {
  const config = loadConfig({ ...process.env, SMTP_URL: smtpUrl, QUEUE_WORKERS: 'false' });
  const logger = pino({ level: 'warn' });
  const queue = createJobQueue({
    database,
    log: logger,
    pollSeconds: config.queuePollSeconds,
    work: false,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    db: database.db,
    queue,
    logger,
  });
  await queue.start();
  if (how === 'one by one') await inParallel(EMAILS, SENDERS, (i) => mailer.send(email(i)));
  else
    for (let from = 0; from < EMAILS; from += WRITTEN_TOGETHER) {
      const messages = Array.from({ length: Math.min(WRITTEN_TOGETHER, EMAILS - from) }, (_, k) =>
        email(offset + from + k),
      );
      await database.db.transaction((tx) => mailer.sendMany(messages, { tx }));
    }
  await queue.stop();
  mailer.close();
  return config.queuePollSeconds;
}

async function until(check: () => boolean, what: string) {
  const deadline = performance.now() + 600_000;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
  return performance.now();
}

interface Phase {
  name: string;
  seconds: number;
  perSecond: number;
  /** CPU ms per email: the server process, its PostgreSQL backends, this process (the sink). */
  cpu: { server: number; db: number; bench: number };
}

/** Measures from `started` (or the first email received) to the `total`-th email received. */
async function phase(
  name: string,
  sink: SmtpSink,
  server: BenchServer,
  total: number,
  started?: number,
) {
  const from = started ?? (await until(() => sink.received > total - EMAILS, 'the first email'));
  const cpu = () => ({
    server: cpuSeconds([server.child.pid!]),
    db: postgresCpu(DB_NAME),
    bench: ownCpu(),
  });
  const before = cpu();
  await until(() => sink.received >= total, `${total} emails`);
  const after = cpu();
  const seconds = (sink.lastAt - from) / 1000;
  const counted = started === undefined ? EMAILS - 1 : EMAILS;
  const result: Phase = {
    name,
    seconds,
    perSecond: counted / seconds,
    cpu: {
      server: (cpuBetween(before.server, after.server) * 1000) / counted,
      db: (cpuBetween(before.db, after.db) * 1000) / counted,
      bench: (cpuBetween(before.bench, after.bench) * 1000) / counted,
    },
  };
  console.log(JSON.stringify(result));
  return result;
}

/** Posts the contact messages; a request the server sheds (503) is sent again, as a client would. */
async function postContacts(server: BenchServer) {
  const csrf = (
    (await (await fetch(`${server.url}/api/refresh-csrf/`)).json()) as { csrfToken: string }
  ).csrfToken;
  let shed = 0;
  await inParallel(EMAILS, SENDERS, async (i) => {
    for (;;) {
      const response = await fetch(`${server.url}/api/contact/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrftoken': csrf,
          cookie: `csrftoken=${csrf}`,
        },
        body: JSON.stringify({
          name: `Bench ${i}`,
          email: `bench${i}@bench.test`,
          subject: 'A question about inspections',
          message: 'Do you cover roof inspections in Travis County next week?',
        }),
      });
      if (response.ok) return;
      if (response.status !== 503)
        throw new Error(`POST /api/contact/ answered ${response.status}`);
      shed += 1;
      await sleep(100);
    }
  });
  return shed;
}

await dropBenchDatabase(DB_NAME);
const database = await openBenchDatabase(DB_NAME);
const sink = await startSmtpSink();
const smtpUrl = SMTP_QUERY ? `${sink.url}?${SMTP_QUERY}` : sink.url;
const phases: Phase[] = [];
let pollSeconds = NaN;
let postedPerSecond = NaN;
let shed = 0;
try {
  const queuedAt = performance.now();
  pollSeconds = await queueEmails(database, smtpUrl, 'one by one');
  console.log(
    `queued ${EMAILS} emails at ${(EMAILS / ((performance.now() - queuedAt) / 1000)).toFixed(0)}/s`,
  );
  const server = await startServer(PORT, {
    DATABASE_URL: benchUrl(DB_NAME),
    SMTP_URL: smtpUrl,
    REDIS_URL: '',
  });
  try {
    phases.push(await phase('backlog: queued before the server starts', sink, server, EMAILS));
    const started = performance.now();
    const posting = postContacts(server).then((count) => ({ count, at: performance.now() }));
    const burst = phase(
      `burst: contact messages posted ${SENDERS} at a time`,
      sink,
      server,
      2 * EMAILS,
      started,
    );
    const posted = await posting;
    phases.push(await burst);
    shed = posted.count;
    postedPerSecond = EMAILS / ((posted.at - started) / 1000);
    console.log(`posted at ${postedPerSecond.toFixed(0)} requests/s, ${shed} shed and sent again`);
    const together = phase(
      `written together: sendMany, ${WRITTEN_TOGETHER} to a transaction, server running`,
      sink,
      server,
      3 * EMAILS,
    );
    await queueEmails(database, smtpUrl, 'together', 2 * EMAILS);
    phases.push(await together);
  } finally {
    await stopServer(server);
  }
} finally {
  await sink.close();
  await database.close();
  await dropBenchDatabase(DB_NAME);
}

const section = [
  '<!-- email-throughput:start -->',
  '## Email delivery throughput',
  '',
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}), ` +
    'PostgreSQL 15 on the same machine, by `npm run email-throughput -w @fieldhire/bench` ' +
    '(`bench/email-throughput.ts`). It starts the real server (`apps/server/src/main.ts`, workers on, ' +
    `polling every ${pollSeconds} s; deliver-email: 20 single-email jobs at a time; deliver-email-batch: 3 jobs of up to 100 emails at a time; ` +
    'a pool of 20 SMTP connections) on a fresh database with `SMTP_URL` ' +
    `pointing to an SMTP server in the benchmark process (\`smtp-server\` on loopback${SMTP_QUERY ? `, URL options \`${SMTP_QUERY}\`` : ''}) ` +
    'that accepts and discards each message.',
  '',
  `Backlog: ${EMAILS.toLocaleString('en-US')} notification emails (about ` +
    `${((email(0).html.length + email(0).text.length) / 1000).toFixed(1)} KB: text, HTML, List-Unsubscribe) queued ` +
    "by the product's mailer in the benchmark process with QUEUE_WORKERS=false, then the server starts; " +
    `from the first email received to the last. Burst: ${EMAILS.toLocaleString('en-US')} \`POST /api/contact/\` ` +
    `${SENDERS} at a time (each stores the message, then the outbox row and the deliver-email job in one ` +
    'transaction, then wakes the worker); from the first request to the last email received. Written together: ' +
    `as many again queued by \`mailer.sendMany\` in the benchmark process while the server runs, ${WRITTEN_TOGETHER} to a ` +
    'transaction as the alert emails are (a deliver-email-batch job per 100); from the first email received to the last. CPU per ' +
    "email: the server process's and its PostgreSQL backends' over the phase; the benchmark process's (the SMTP sink, and in the last phase the writing too) beside it. " +
    'Target: at least 200 emails/s.',
  '',
  '| phase | emails | seconds | emails/s | CPU ms per email: server + PostgreSQL | benchmark process (SMTP sink) | meets 200/s |',
  '|---|---|---|---|---|---|---|',
  ...phases.map(
    (p) =>
      `| ${p.name} | ${EMAILS} | ${p.seconds.toFixed(1)} | ${p.perSecond.toFixed(0)} | ` +
      `${p.cpu.server.toFixed(2)} + ${p.cpu.db.toFixed(2)} | ${p.cpu.bench.toFixed(2)} | ${p.perSecond >= 200 ? 'yes' : 'no'} |`,
  ),
  '',
  `The burst's requests were answered at ${postedPerSecond.toFixed(0)} requests/s (${shed} shed with 503 ` +
    'under load and sent again).',
  '',
  `Load average (1, 5, 15 min) at the end: ${loadAverages()}; other work shared the machine.`,
  '<!-- email-throughput:end -->',
].join('\n');
console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('email-throughput', section);

/**
 * Work order photo uploads: the real server on PostgreSQL (one process, production mode) takes
 * photos of 8 MB (4000×3000 JPEGs at quality 92, each one different, with EXIF time and GPS) from
 * BENCH_AGENTS field agents at once, BENCH_IN_FLIGHT in flight per agent, into a photo deliverable
 * of each agent's work order (confirmed and checked in). Two paths: resumable (tus: POST
 * /api/uploads/, PATCH chunks of BENCH_CHUNK_MB, then POST the deliverable with `upload_id`) and
 * multipart (the whole photo as `file` to the deliverable). Each path and photo count runs on a
 * fresh server process, whose resident memory (VmRSS from /proc) is sampled every 100 ms and
 * whose JavaScript heap and Buffer memory (/metrics) every 250 ms.
 *
 * Measured: wall time of all photos, per-photo time (upload start to the deliverable's 201),
 * server RSS before, peak (sampled, and the kernel's high-water mark VmHWM) and 5 s after, CPU of
 * the server process and its PostgreSQL backends.
 *
 * Environment: DATABASE_URL (PostgreSQL server), BENCH_AGENTS (3), BENCH_PHOTO_COUNTS (photos per
 * agent, 5,20), BENCH_IN_FLIGHT (3), BENCH_PATHS (tus,multipart), BENCH_CHUNK_MB (5), BENCH_PORT
 * (3990), BENCH_PHOTO_DIR (where the test photos are made; reused when already there),
 * BENCH_KEEP_PHOTOS (set: leave them for the next run), BENCH_NO_WRITE.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { queryRows, type Database } from '../apps/server/src/db/database';
import { seedBenchEmployer } from './bench-employer';
import { sha256 } from '../apps/server/src/platform/crypto';
import { jobInput } from '../apps/server/test/job-input';
import { benchUrl, dropBenchDatabase, openBenchDatabase } from './bench-database';
import { startServer, stopServer, type BenchServer } from './bench-server';
import {
  inParallel,
  latencySummary,
  loadAverages,
  machine,
  sleep,
  type LatencySummary,
} from './bench-stats';
import { cpuBetween, cpuSeconds, pidsMatching, postgresCpu } from './process-cpu';
import { writeResultsSection } from './results-file';
import { startSmtpSink } from './smtp-sink';

const AGENTS = Number(process.env.BENCH_AGENTS ?? 3);
const COUNTS = (process.env.BENCH_PHOTO_COUNTS ?? '5,20').split(',').map(Number);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 3);
const PATHS = (process.env.BENCH_PATHS ?? 'tus,multipart').split(',') as UploadPath[];
const CHUNK = Number(process.env.BENCH_CHUNK_MB ?? 5) * 1024 * 1024;
const PORT = Number(process.env.BENCH_PORT ?? 3990);
const PHOTO_DIR = process.env.BENCH_PHOTO_DIR ?? path.join(tmpdir(), 'fieldhire-bench-photos');
const DB_NAME = 'fieldhire_bench_photos';
const METRICS_TOKEN = createHash('sha256').update(`bench-metrics-${process.pid}`).digest('hex');
const WIDTH = 4000;
const HEIGHT = 3000;
/** Noise amplitude (of 256) over a gradient: about 8 MB at quality 92. */
const NOISE = 128;
const MB = 1024 * 1024;
/** Past the photo worker's 30 s of idleness, after the 5 s wait. */
const WORKER_IDLE_WAIT_MS = 30_000;
/** Tries of a request the server sheds (503) before the benchmark takes it as failed. */
const MAX_ATTEMPTS = 10;
/** 503s answered (and sent again) during the current run. */
const shed = { count: 0 };

type UploadPath = 'tus' | 'multipart';
const runs = PATHS.flatMap((via) => COUNTS.map((count) => ({ via, count })));
const PHOTOS = AGENTS * Math.max(...COUNTS);

const tokenOf = (i: number) =>
  createHash('sha256').update(`fieldhire-photos-${i}`).digest('hex').slice(0, 40);
const EMPLOYER = -1;

/** Test photo `i`: a gradient under random noise, so every photo is different and ~8 MB. */
async function makePhoto(i: number) {
  const raw = randomBytes(WIDTH * HEIGHT * 3);
  const tint = (i * 37) % 60;
  for (let y = 0; y < HEIGHT; y += 1)
    for (let x = 0; x < WIDTH; x += 1) {
      const at = (y * WIDTH + x) * 3;
      const base = 60 + tint + ((x + y) * 110) / (WIDTH + HEIGHT);
      raw[at] = base + ((raw[at]! - 128) * NOISE) / 256;
      raw[at + 1] = base + 15 + ((raw[at + 1]! - 128) * NOISE) / 256;
      raw[at + 2] = base - 15 + ((raw[at + 2]! - 128) * NOISE) / 256;
    }
  const minute = String(i % 60).padStart(2, '0');
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD2: { DateTimeOriginal: `2026:11:20 14:${minute}:00` },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 12/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 30/1',
      },
    })
    .toBuffer();
}

const photoFile = (i: number) => path.join(PHOTO_DIR, `photo-${String(i).padStart(3, '0')}.jpg`);

/** The test photos on disk, made when missing; answers their sizes. */
async function preparePhotos() {
  await mkdir(PHOTO_DIR, { recursive: true });
  const started = performance.now();
  let made = 0;
  for (let i = 0; i < PHOTOS; i += 1) {
    if (existsSync(photoFile(i))) continue;
    await writeFile(photoFile(i), await makePhoto(i));
    made += 1;
  }
  if (made > 0)
    console.log(`made ${made} photos in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return Array.from({ length: PHOTOS }, (_, i) => statSync(photoFile(i)).size);
}

/** The employer, its company and job posts; the agents, with the tokens a login would give them. */
async function seed(db: Database) {
  const candidates = runs.length * AGENTS;
  const employerId = await seedBenchEmployer(db, {
    username: 'bench_photos_employer',
    passwordHash: 'unusable',
    jobPosts: runs.length,
  });
  const agents = await queryRows<{ id: number }>(
    db,
    sql`insert into users (username, email, password_hash, first_name, last_name, role, email_verified)
      values ${sql.join(
        Array.from(
          { length: candidates },
          (_, i) =>
            sql`(${`bench_photos_${i}`}, ${`photos${i}@bench.test`}, 'unusable', 'Agent', ${String(i)}, 'candidate', true)`,
        ),
        sql`, `,
      )}
      returning id`,
  );
  const users = [{ id: employerId, token: tokenOf(EMPLOYER) }].concat(
    agents.map((agent, i) => ({ id: agent.id, token: tokenOf(i) })),
  );
  await db.execute(
    sql`insert into auth_tokens (user_id, token_hash, expires_at) values ${sql.join(
      users.map((user) => sql`(${user.id}, ${sha256(user.token)}, now() + interval '1 day')`),
      sql`, `,
    )}`,
  );
}

/** Calls the API the way the web client does: token header, CSRF cookie and header. */
class Client {
  constructor(
    private readonly server: BenchServer,
    private readonly token: string,
    private readonly csrf: string,
  ) {}

  headers(extra: Record<string, string> = {}) {
    return {
      authorization: `Token ${this.token}`,
      'x-csrftoken': this.csrf,
      cookie: `csrftoken=${this.csrf}`,
      ...extra,
    };
  }

  /**
   * A request; a 503 (the server shedding load, before it reads anything) is counted and sent
   * again after its Retry-After, as a phone would.
   */
  async send(
    method: string,
    url: string,
    init: { headers?: Record<string, string>; body?: Buffer | FormData | string } = {},
  ) {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(`${this.server.url}${url}`, {
        method,
        headers: this.headers(init.headers),
        body: init.body,
      });
      if (response.status !== 503 || attempt === MAX_ATTEMPTS) return response;
      await response.arrayBuffer();
      shed.count += 1;
      await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
    }
  }

  /** A JSON call; anything but a 2xx throws with the answer. */
  async json<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await this.send(method, url, {
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

interface Assignment {
  client: Client;
  workOrder: number;
  deliverable: string;
}

/** A job with a photo set of `count`, one opening per agent; each agent applies, is approved, confirms and checks in. */
async function assignments(server: BenchServer, run: number, count: number) {
  const csrf = (
    (await (await fetch(`${server.url}/api/refresh-csrf/`)).json()) as { csrfToken: string }
  ).csrfToken;
  const employer = new Client(server, tokenOf(EMPLOYER), csrf);
  const job = await employer.json<{ id: number }>('POST', '/api/jobs/', {
    ...jobInput(`Roof and elevation photos ${run + 1} in Austin`),
    openings: AGENTS,
    schedule: { type: 'hard_start', start: new Date(Date.now() + 10 * 60_000).toISOString() },
    deliverables: [
      { kind: 'photo', label: 'Elevations and roof', min_count: count, required: true },
    ],
  });
  return Promise.all(
    Array.from({ length: AGENTS }, async (_, a): Promise<Assignment> => {
      const client = new Client(server, tokenOf(run * AGENTS + a), csrf);
      const applied = await client.json<{ application: { id: number } }>('POST', '/api/apply/', {
        job_id: job.id,
        message: 'I am nearby and free this week.',
      });
      await employer.json('PATCH', `/api/applicants/${applied.application.id}/`, {
        status: 'approved',
      });
      const list = await client.json<{ results: WorkOrder[] }>('GET', '/api/work-orders/');
      const workOrder = list.results.find((each) => each.job.id === job.id)!;
      await client.json('POST', `/api/work-orders/${workOrder.id}/confirm/`);
      await client.json('POST', `/api/work-orders/${workOrder.id}/check-in/`, {
        lat: 30.27,
        lon: -97.74,
      });
      return { client, workOrder: workOrder.id, deliverable: workOrder.deliverables[0]!.id };
    }),
  );
}

/** One photo through tus: create, PATCH in chunks read from the file, then attach by upload_id. */
async function viaTus(agent: Assignment, file: string, size: number) {
  const created = await agent.client.send('POST', '/api/uploads/', {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from(path.basename(file)).toString('base64')}`,
    },
  });
  await created.arrayBuffer();
  if (created.status !== 201) throw new Error(`POST /api/uploads/ answered ${created.status}`);
  const location = created.headers.get('location')!;
  const handle = await open(file);
  try {
    for (let offset = 0; offset < size; offset += CHUNK) {
      const chunk = Buffer.alloc(Math.min(CHUNK, size - offset));
      await handle.read(chunk, 0, chunk.length, offset);
      const patched = await agent.client.send('PATCH', location, {
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: chunk,
      });
      const text = await patched.text();
      if (patched.status !== 204)
        throw new Error(`PATCH ${location} at ${offset} answered ${patched.status}: ${text}`);
    }
  } finally {
    await handle.close();
  }
  return agent.client.json<WorkOrder>(
    'POST',
    `/api/work-orders/${agent.workOrder}/deliverables/${agent.deliverable}/`,
    { upload_id: location.split('/').pop() },
  );
}

/** One photo whole, as the multipart field `file`. */
async function viaMultipart(agent: Assignment, file: string) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([await readFile(file)], { type: 'image/jpeg' }),
    path.basename(file),
  );
  const url = `/api/work-orders/${agent.workOrder}/deliverables/${agent.deliverable}/`;
  const response = await agent.client.send('POST', url, { body: form });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as WorkOrder;
}

/** Resident memory of a process, and its high-water mark, in bytes (from /proc/<pid>/status). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

/** The server's photo worker processes (its children running photo-worker), alive now. */
function photoWorkersOf(serverPid: number) {
  return pidsMatching('photo-worker').filter((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === serverPid;
    } catch {
      return false;
    }
  });
}

/** Resident memory of the server's photo workers together, in bytes. */
function workersRss(serverPid: number) {
  let rss = 0;
  for (const pid of photoWorkersOf(serverPid)) {
    try {
      rss += memoryOf(pid).rss;
    } catch {
      // exited
    }
  }
  return rss;
}

/** The server's JavaScript heap in use and its Buffer (external) memory, from /metrics. */
async function heapOf(server: BenchServer) {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const value = (name: string) =>
    Number(new RegExp(`^fieldhire_${name} (\\S+)`, 'm').exec(text)?.[1]);
  return {
    heap: value('nodejs_heap_size_used_bytes'),
    external: value('nodejs_external_memory_bytes'),
  };
}

/** Samples the server's memory while the run goes: RSS every 100 ms, heap and Buffers every 250 ms. */
function memorySampler(server: BenchServer) {
  const pid = server.child.pid!;
  const peak = { rss: 0, workers: 0, heap: 0, external: 0 };
  const rssTimer = setInterval(() => {
    try {
      peak.rss = Math.max(peak.rss, memoryOf(pid).rss);
      peak.workers = Math.max(peak.workers, workersRss(pid));
    } catch {
      // exited
    }
  }, 100);
  let sampling = false;
  const heapTimer = setInterval(() => {
    if (sampling) return;
    sampling = true;
    heapOf(server)
      .then((now) => {
        peak.heap = Math.max(peak.heap, now.heap);
        peak.external = Math.max(peak.external, now.external);
      })
      .catch(() => undefined)
      .finally(() => {
        sampling = false;
      });
  }, 250);
  return {
    stop() {
      clearInterval(rssTimer);
      clearInterval(heapTimer);
      return peak;
    },
  };
}

interface Result {
  via: UploadPath;
  count: number;
  photos: number;
  failures: number;
  /** 503s (load shed) answered and sent again. */
  shed: number;
  firstError: string | null;
  seconds: number;
  perPhoto: LatencySummary;
  /** MB. */
  rss: { before: number; peak: number; hwm: number; end: number; after: number };
  /** The photo workers' RSS together, MB: peak, at the last answer, and once idle long enough to end. */
  workers: { peak: number; end: number; idle: number };
  heap: { before: number; peak: number };
  external: { before: number; peak: number };
  /** CPU seconds of the server process (with its photo workers) and its PostgreSQL backends. */
  cpu: { server: number; db: number };
  stored: number;
  withExif: number;
  leftInIncoming: number;
}

const toMb = (bytes: number) => bytes / MB;

async function measure(
  sink: { url: string },
  sizes: number[],
  run: number,
  via: UploadPath,
  count: number,
): Promise<Result> {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'fieldhire-bench-uploads-'));
  const server = await startServer(PORT + run, {
    DATABASE_URL: benchUrl(DB_NAME),
    SMTP_URL: sink.url,
    REDIS_URL: '',
    UPLOAD_DIR: path.join(uploadDir, 'public'),
    PRIVATE_UPLOAD_DIR: path.join(uploadDir, 'private'),
    METRICS_TOKEN,
  });
  try {
    const agents = await assignments(server, run, count);
    await sleep(2000);
    const pid = server.child.pid!;
    const before = { ...memoryOf(pid), ...(await heapOf(server)) };
    const cpuBefore = { server: cpuSeconds([pid]), db: postgresCpu(DB_NAME) };
    const sampler = memorySampler(server);
    const times: number[] = [];
    shed.count = 0;
    let failures = 0;
    let firstError: string | null = null;
    const last: WorkOrder[] = [];
    const started = performance.now();
    await Promise.all(
      agents.map((agent, a) =>
        inParallel(count, IN_FLIGHT, async (i) => {
          const photo = a * count + i;
          const sent = performance.now();
          try {
            last[a] =
              via === 'tus'
                ? await viaTus(agent, photoFile(photo), sizes[photo]!)
                : await viaMultipart(agent, photoFile(photo));
            times.push(performance.now() - sent);
          } catch (error) {
            failures += 1;
            firstError ??= (error as Error).message.slice(0, 300);
          }
        }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = {
      server: cpuSeconds([pid, ...photoWorkersOf(pid)]),
      db: postgresCpu(DB_NAME),
    };
    const end = memoryOf(pid);
    const workersEnd = workersRss(pid);
    const peak = sampler.stop();
    await sleep(5000);
    const after = memoryOf(pid);
    // A photo worker ends once idle for 30 s, giving its memory back.
    await sleep(WORKER_IDLE_WAIT_MS);
    const workersIdle = workersRss(pid);
    // What the server kept: every agent's photos, each with the EXIF time and place read.
    const kept = await Promise.all(
      agents.map((agent) =>
        agent.client.json<WorkOrder>('GET', `/api/work-orders/${agent.workOrder}/`),
      ),
    );
    const items = kept.flatMap((each) => each.deliverables[0]!.items);
    const incoming = path.join(uploadDir, 'private', 'incoming');
    return {
      via,
      count,
      photos: AGENTS * count,
      failures,
      shed: shed.count,
      firstError,
      seconds,
      perPhoto: latencySummary(times),
      rss: {
        before: toMb(before.rss),
        peak: toMb(Math.max(peak.rss, end.rss)),
        hwm: toMb(after.hwm),
        end: toMb(end.rss),
        after: toMb(after.rss),
      },
      workers: {
        peak: toMb(Math.max(peak.workers, workersEnd)),
        end: toMb(workersEnd),
        idle: toMb(workersIdle),
      },
      heap: { before: toMb(before.heap), peak: toMb(Math.max(peak.heap, before.heap)) },
      external: {
        before: toMb(before.external),
        peak: toMb(Math.max(peak.external, before.external)),
      },
      cpu: {
        server: cpuBetween(cpuBefore.server, cpuAfter.server),
        db: cpuBetween(cpuBefore.db, cpuAfter.db),
      },
      stored: items.length,
      withExif: items.filter((item) => item.taken_at && item.lat !== null).length,
      leftInIncoming: existsSync(incoming) ? readdirSync(incoming).length : 0,
    };
  } finally {
    await stopServer(server);
    await rm(uploadDir, { recursive: true, force: true });
  }
}

function report(results: Result[], sizes: number[]) {
  const mean = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
  const mb = (value: number) => value.toFixed(0);
  return [
    '<!-- work-order-photos:start -->',
    '## Work orders: photo uploads (20 photos of 8 MB from 3 agents at once)',
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this machine (${machine()}), ` +
      'PostgreSQL on the same machine, by `npm run work-order-photos -w @fieldhire/bench` ' +
      '(`bench/work-order-photos.ts`). Each row starts the real server (`apps/server/src/main.ts`, one ' +
      'process, production mode, queue workers on, `SMTP_URL` pointing to an SMTP sink in the benchmark ' +
      'process, `UPLOAD_DIR` and `PRIVATE_UPLOAD_DIR` fresh directories) on the bench database. An employer posts a job with ' +
      `${AGENTS} openings and one photo deliverable; ${AGENTS} field agents apply, are approved, confirm and ` +
      `check in through the API. Then the ${AGENTS} agents send their photos at once, ${IN_FLIGHT} in flight ` +
      `each: ${PHOTOS} different ${WIDTH}×${HEIGHT} JPEGs (quality 92, ${(mean / MB).toFixed(1)} MiB on average, ` +
      'EXIF time and GPS). **tus**: `POST /api/uploads/`, `PATCH` in ' +
      `${CHUNK / MB} MiB chunks, then \`POST /api/work-orders/{id}/deliverables/{deliverable_id}/\` ` +
      '`{ upload_id }`; **multipart**: the photo whole as `file` to the same address. The server reads each ' +
      'photo (sharp, exifr) in its photo worker process, stores a WebP of at most 2,560 px and a 320 px ' +
      'thumbnail, and records the item.',
    '',
    "Per photo: from its first request to the 201 of the deliverable. RSS: the server process's " +
      "`VmRSS` before the uploads, its peak (sampled every 100 ms; `VmHWM`, the kernel's high-water mark " +
      "over the process's life, beside it), at the last answer and 5 s later. Heap and Buffers: " +
      '`nodejs_heap_size_used_bytes` and `nodejs_external_memory_bytes` from `/metrics`, sampled every ' +
      "250 ms. Photo workers: the RSS of the server's photo worker processes together (libvips and the C " +
      'allocator decoding camera photos), its peak, at the last answer and 35 s later (a worker ends after ' +
      '30 s without a photo). CPU: the server process with its photo workers, and its PostgreSQL backends, ' +
      'during the uploads.',
    '',
    '| path | photos (agents × each) | failed | 503s sent again | wall s | per photo p50 s | p95 s | max s | server CPU s (per photo) | PostgreSQL CPU s | stored (with EXIF time and place) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.via} | ${r.photos} (${AGENTS} × ${r.count}) | ${r.failures} | ${r.shed} | ${r.seconds.toFixed(1)} | ` +
        `${(r.perPhoto.p50 / 1000).toFixed(2)} | ${(r.perPhoto.p95 / 1000).toFixed(2)} | ${(r.perPhoto.max / 1000).toFixed(2)} | ` +
        `${r.cpu.server.toFixed(1)} (${(r.cpu.server / r.photos).toFixed(2)}) | ${r.cpu.db.toFixed(2)} | ${r.stored} (${r.withExif}) |`,
    ),
    '',
    '| path | photos | server RSS MiB before | peak (VmHWM) | peak − before | at the last answer | 5 s after | heap MiB before → peak | Buffers MiB before → peak | photo workers RSS MiB peak | at the last answer | 35 s after |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.via} | ${r.photos} | ${mb(r.rss.before)} | ${mb(r.rss.peak)} (${mb(r.rss.hwm)}) | ` +
        `+${mb(r.rss.peak - r.rss.before)} | ${mb(r.rss.end)} | ${mb(r.rss.after)} | ` +
        `${mb(r.heap.before)} → ${mb(r.heap.peak)} | ${mb(r.external.before)} → ${mb(r.external.peak)} | ` +
        `${mb(r.workers.peak)} | ${mb(r.workers.end)} | ${mb(r.workers.idle)} |`,
    ),
    '',
    `Load average (1, 5, 15 min) at the end: ${loadAverages()}; other work shared the machine.`,
    ...results
      .filter((r) => r.firstError)
      .map((r) => `\nFirst failure (${r.via}, ${r.count} each): \`${r.firstError}\``),
    '<!-- work-order-photos:end -->',
  ].join('\n');
}

const sizes = await preparePhotos();
console.log(
  `${sizes.length} photos, ${(sizes.reduce((s, n) => s + n, 0) / sizes.length / MB).toFixed(2)} MB on average`,
);
await dropBenchDatabase(DB_NAME);
const database = await openBenchDatabase(DB_NAME);
await seed(database.db);
const sink = await startSmtpSink();
const results: Result[] = [];
try {
  for (const [run, { via, count }] of runs.entries()) {
    const result = await measure(sink, sizes, run, via, count);
    results.push(result);
    console.log(JSON.stringify(result));
  }
} finally {
  await sink.close();
  await database.close();
  await dropBenchDatabase(DB_NAME);
  if (!process.env.BENCH_KEEP_PHOTOS) await rm(PHOTO_DIR, { recursive: true, force: true });
}
const section = report(results, sizes);
console.log(section);
if (!process.env.BENCH_NO_WRITE) writeResultsSection('work-order-photos', section);

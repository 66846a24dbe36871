/**
 * Lighthouse: performance and accessibility of the home page, the job list and a job detail page,
 * against the target "Lighthouse performance 95+ and accessibility 100 on home, job list and job
 * detail" (ARCHITECTURE.md, performance targets). Results go to bench/RESULTS.md.
 *
 * It builds nothing: run `npm run build` at the repository root first (apps/web/dist). It starts the
 * real server (`apps/server/src/main.ts`, production mode) on the embedded database (PGlite in a
 * fresh temporary directory, with the demo seed), launches Chromium headless through chrome-launcher
 * and runs Lighthouse on each page, mobile (Lighthouse's default form factor and simulated
 * throttling) and desktop (its desktop preset), several times each, after one unrecorded warm-up run
 * per page. The run with the median performance score gives the reported metrics.
 *
 * Environment: BENCH_PORT (3960), BENCH_RUNS (3), CHROME_PATH (/usr/bin/chromium),
 * BENCH_NO_WRITE (set: only print, leave RESULTS.md alone), BENCH_REPORTS (a directory to keep the
 * median runs' JSON reports in), BENCH_FORM_FACTORS (mobile,desktop), BENCH_WEB_DIST (another build
 * of the web app to serve instead of apps/web/dist, with its dist-ssr beside it: to compare two
 * builds in the same hour).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { firstJobId, startDemoServer, type DemoServer } from './demo-server';
import { writeResultsSection } from './results-file';

const PORT = Number(process.env.BENCH_PORT ?? 3960);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORTS_DIR = process.env.BENCH_REPORTS;
const FORM_FACTORS = (process.env.BENCH_FORM_FACTORS ?? 'mobile,desktop')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is FormFactor => name === 'mobile' || name === 'desktop');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const TARGET_PERFORMANCE = 95;
const TARGET_ACCESSIBILITY = 100;
/** The metrics reported, by audit id, with how each is shown. */
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP' },
  { id: 'largest-contentful-paint', label: 'LCP' },
  { id: 'total-blocking-time', label: 'TBT' },
  { id: 'cumulative-layout-shift', label: 'CLS' },
] as const;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webDist = process.env.BENCH_WEB_DIST
  ? path.resolve(process.env.BENCH_WEB_DIST)
  : path.join(repoRoot, 'apps/web/dist');
const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;

type FormFactor = 'mobile' | 'desktop';
interface Page {
  name: string;
  path: string;
}
interface Measured {
  page: Page;
  formFactor: FormFactor;
  /** Every run's performance score, in run order (0-100). */
  performanceScores: number[];
  /** The run with the median performance score. */
  median: Result;
  /** Failing accessibility audits over all the runs, by id. */
  accessibilityFailures: Map<string, string>;
  /** Every run's accessibility score (0-100). */
  accessibilityScores: number[];
}

/** Lighthouse attempts per run: it sometimes fails to record the trace (NO_NAVSTART) and asks to rerun. */
const ATTEMPTS = 3;

async function audit(chrome: LaunchedChrome, url: string, formFactor: FormFactor) {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) {
      for (const warning of lhr.runWarnings) console.warn(`  warning (${url}): ${warning}`);
      return lhr;
    }
    const problem = `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= ATTEMPTS) throw new Error(problem);
    console.warn(`  ${problem}; running it again`);
  }
}

const scoreOf = (lhr: Result, category: 'performance' | 'accessibility') =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

function failingAccessibility(lhr: Result) {
  const failures = new Map<string, string>();
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const result = lhr.audits[ref.id];
    if (ref.weight > 0 && result && result.score !== null && result.score < 1) {
      failures.set(ref.id, result.title);
    }
  }
  return failures;
}

async function measure(
  chrome: LaunchedChrome,
  baseUrl: string,
  page: Page,
  formFactor: FormFactor,
) {
  const url = `${baseUrl}${page.path}`;
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const lhr = await audit(chrome, url, formFactor);
    runs.push(lhr);
    console.log(
      `  ${formFactor} ${page.name} run ${run + 1}: performance ${scoreOf(lhr, 'performance')}, ` +
        `accessibility ${scoreOf(lhr, 'accessibility')}`,
    );
  }
  const byPerformance = runs.toSorted(
    (a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'),
  );
  const accessibilityFailures = new Map<string, string>();
  for (const lhr of runs) {
    for (const [id, title] of failingAccessibility(lhr)) accessibilityFailures.set(id, title);
  }
  return {
    page,
    formFactor,
    performanceScores: runs.map((lhr) => scoreOf(lhr, 'performance')),
    median: byPerformance[Math.floor((byPerformance.length - 1) / 2)]!,
    accessibilityFailures,
    accessibilityScores: runs.map((lhr) => scoreOf(lhr, 'accessibility')),
  } satisfies Measured;
}

function metricValue(lhr: Result, id: string) {
  const result = lhr.audits[id];
  if (result?.numericValue === undefined) return '-';
  return id === 'cumulative-layout-shift'
    ? result.numericValue.toFixed(3)
    : ms(result.numericValue);
}

/** Points of the performance score each metric loses (its weight times its shortfall), largest first. */
function pointsLost(lhr: Result) {
  return (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group === 'metrics' && ref.weight > 0)
    .map((ref) => ({
      label: ref.acronym ?? ref.id,
      lost: ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 0)),
    }))
    .filter((metric) => metric.lost >= 0.5)
    .toSorted((a, b) => b.lost - a.lost);
}

interface NodeDetails {
  nodeLabel?: string;
  selector?: string;
}
interface TableDetails {
  type?: string;
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
  items?: Array<{
    node?: NodeDetails;
    url?: string;
    score?: number;
    phase?: string;
    timing?: number;
    items?: Array<{ node?: NodeDetails; phase?: string; timing?: number }>;
  }>;
}
const label = (node: NodeDetails | undefined) =>
  node
    ? `\`${(node.selector ?? '').split(' > ').at(-1)}\` "${(node.nodeLabel ?? '').split('\n')[0]!.slice(0, 50)}"`
    : '';

/** What a failing audit points at: the LCP element and its phases, the element that shifts, the URLs. */
function detailOf(id: string, details: TableDetails | undefined) {
  const items = details?.items ?? [];
  if (id === 'largest-contentful-paint-element') {
    const node = items[0]?.items?.[0]?.node;
    const phases = (items[1]?.items ?? [])
      .filter((phase) => (phase.timing ?? 0) >= 1)
      .map((phase) => `${phase.phase} ${ms(phase.timing ?? 0)}`);
    return `${label(node)}; ${phases.join(', ')}`;
  }
  if (id === 'layout-shifts') {
    return items
      .slice(0, 2)
      .map((item) => `${label(item.node)} shifts ${(item.score ?? 0).toFixed(3)}`)
      .join('; ');
  }
  const urls = items
    .map((item) => item.url)
    .filter((url): url is string => typeof url === 'string' && url.startsWith('http'))
    .map((url) => url.replace(/^https?:\/\/[^/]+/, ''));
  return urls.length > 0 ? urls.slice(0, 3).join(', ') + (urls.length > 3 ? ', …' : '') : '';
}

/**
 * The performance audits that do not pass, with Lighthouse's estimated savings, largest first
 * (a layout shift of 0.1 ranks with 500 ms). The 12.x "insight" audits (group hidden) are left out:
 * they repeat the classic audits listed here.
 */
function performanceCosts(lhr: Result) {
  const costs: Array<{ text: string; rank: number }> = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    const result = lhr.audits[ref.id];
    if (!result || result.score === null || result.score >= 0.9) continue;
    const details = result.details as TableDetails | undefined;
    const savingsMs = Math.max(
      details?.overallSavingsMs ?? 0,
      result.metricSavings?.LCP ?? 0,
      result.metricSavings?.FCP ?? 0,
      result.metricSavings?.TBT ?? 0,
    );
    const savingsBytes = details?.overallSavingsBytes ?? 0;
    const cls = result.metricSavings?.CLS ?? 0;
    const savings = [
      savingsMs > 0 ? `${ms(savingsMs)}` : '',
      savingsBytes > 0 ? `${Math.round(savingsBytes / 1024)} KiB` : '',
      cls > 0 ? `CLS ${cls.toFixed(3)}` : '',
    ].filter(Boolean);
    const shown =
      result.displayValue && !result.displayValue.startsWith('Est') ? result.displayValue : '';
    const detail = detailOf(ref.id, details);
    costs.push({
      text:
        `${result.title} (\`${ref.id}\`)` +
        (shown ? `: ${shown}` : '') +
        (savings.length > 0 ? `, est. savings ${savings.join(', ')}` : '') +
        (detail ? ` (${detail})` : ''),
      rank: savingsMs + cls * 5000 + savingsBytes / 1e6,
    });
  }
  return costs.toSorted((a, b) => b.rank - a.rank);
}

/** The commit measured, and the uncommitted changes to the app (apps/, packages/) it included. */
function sourceState() {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  try {
    // Each line is two status letters and a space before the path: not trimmed, or the first
    // line's path would lose its first letter.
    const changed = git('status', '--porcelain', '--', 'apps', 'packages')
      .split('\n')
      .filter(Boolean)
      .map((line) => `\`${line.slice(3)}\``);
    return (
      `commit ${git('rev-parse', '--short', 'HEAD').trim()}` +
      (changed.length > 0 ? ` plus uncommitted changes to ${changed.join(', ')}` : '')
    );
  } catch {
    return 'an unknown commit';
  }
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

function report(results: Measured[], chromeVersion: string) {
  const benchmarkIndex = median(results.map((result) => result.median.environment.benchmarkIndex));
  const lines = [
    '<!-- lighthouse:start -->',
    '## Web: Lighthouse performance and accessibility',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${cpus().length} cores, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB) with Lighthouse 12 and ${chromeVersion} (headless), by ` +
      '`npm run build && npm run lighthouse -w @fieldhire/bench` (`bench/lighthouse-audit.ts`). It ' +
      'starts the real server (`apps/server/src/main.ts`, production mode, serving `apps/web/dist`) ' +
      'on a fresh embedded database with the demo seed, and runs Lighthouse (performance and ' +
      `accessibility) ${RUNS} times on each page after one unrecorded warm-up run: mobile is ` +
      "Lighthouse's default (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown), desktop " +
      'its desktop preset. The job detail page is the first job `GET /api/jobs/?end=1` answers. ' +
      'Performance is the median run (all ' +
      "runs in brackets) and its metrics are that run's; accessibility is the lowest over the runs. " +
      `Chromium and the server share the cores (Lighthouse's CPU benchmark index here: ` +
      `${Math.round(benchmarkIndex)}). Built from ${sourceState()}.`,
    '',
    `Targets (ARCHITECTURE.md): performance ${TARGET_PERFORMANCE}+ and accessibility ` +
      `${TARGET_ACCESSIBILITY} on home, job list and job detail.`,
    '',
    '| page | form factor | performance (runs) | accessibility | FCP | LCP | TBT | CLS | meets target |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const result of results) {
    const performance = scoreOf(result.median, 'performance');
    const accessibility = Math.min(...result.accessibilityScores);
    const meets = performance >= TARGET_PERFORMANCE && accessibility >= TARGET_ACCESSIBILITY;
    lines.push(
      `| ${result.page.name} (\`${result.page.path.replace(/\d+$/, '<id>')}\`) | ${result.formFactor} | ` +
        `${performance} (${result.performanceScores.join(', ')}) | ${accessibility} | ` +
        `${METRICS.map((metric) => metricValue(result.median, metric.id)).join(' | ')} | ` +
        `${meets ? 'yes' : 'no'} |`,
    );
  }
  const failing = results.filter((result) => result.accessibilityFailures.size > 0);
  lines.push('');
  if (failing.length > 0) {
    lines.push('Failing accessibility audits:', '');
    for (const result of failing) {
      const audits = [...result.accessibilityFailures].map(([id, title]) => `\`${id}\` (${title})`);
      lines.push(`- ${result.page.name}, ${result.formFactor}: ${audits.join('; ')}`);
    }
    lines.push('');
  } else {
    lines.push('No accessibility audit failed on any run.', '');
  }
  const slow = results.filter(
    (result) => scoreOf(result.median, 'performance') < TARGET_PERFORMANCE,
  );
  if (slow.length > 0) {
    lines.push(
      'Below the performance target, what costs the points (median run: points lost per metric, then ' +
        "the failing performance audits with Lighthouse's estimated savings):",
      '',
    );
    for (const result of slow) {
      const lost = pointsLost(result.median)
        .map((metric) => `${metric.label} ${metric.lost.toFixed(0)}`)
        .join(', ');
      lines.push(`- ${result.page.name}, ${result.formFactor}: points lost ${lost || 'none'}`);
      for (const cost of performanceCosts(result.median).slice(0, 5))
        lines.push(`  - ${cost.text}`);
    }
    lines.push('');
  }
  lines.push('<!-- lighthouse:end -->');
  return lines.join('\n');
}

if (!existsSync(path.join(webDist, 'index.html'))) {
  throw new Error(
    `${webDist}/index.html is missing: run \`npm run build\` at the repository root first.`,
  );
}

let server: DemoServer | undefined;
let chrome: LaunchedChrome | undefined;
let cleaning: Promise<void> | undefined;
const cleanUp = () => {
  cleaning ??= (async () => {
    try {
      chrome?.kill();
    } catch (error) {
      console.error('could not stop Chrome:', error);
    }
    await server?.stop();
  })();
  return cleaning;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the server and Chrome`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  console.log(`starting the server on port ${PORT} on a fresh demo database`);
  server = await startDemoServer(PORT, { webDistDir: webDist });
  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'job list', path: '/jobs' },
    { name: 'job detail', path: `/jobs/${await firstJobId(server)}` },
  ];
  chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'error',
  });
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as {
    Browser: string;
  };
  const chromeVersion = version.Browser.replace(/^(Headless)?Chrome\//, 'Chromium ');
  console.log(`${chromeVersion} on port ${chrome.port}; warming up`);
  for (const page of pages) await audit(chrome, `${server.url}${page.path}`, 'mobile');

  const results: Measured[] = [];
  for (const formFactor of FORM_FACTORS) {
    for (const page of pages) results.push(await measure(chrome, server.url, page, formFactor));
  }
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    for (const result of results) {
      const name = `${result.page.name.replace(/\W+/g, '-')}-${result.formFactor}.json`;
      writeFileSync(path.join(REPORTS_DIR, name), JSON.stringify(result.median, null, 2));
    }
    console.log(`median runs' reports in ${REPORTS_DIR}`);
  }
  const section = report(results, chromeVersion);
  console.log(section);
  if (!process.env.BENCH_NO_WRITE) writeResultsSection('lighthouse', section);
} finally {
  await cleanUp();
}

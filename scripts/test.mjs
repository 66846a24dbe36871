#!/usr/bin/env node
// The whole suite: unit and web tests, server tests on PGlite and (when DATABASE_URL is set) on
// PostgreSQL, and the lint of the served OpenAPI document, all at the same time (the server tests
// spend much of their time waiting on timers, queues and the database), then the browser
// end-to-end tests against the built app.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'fieldhire-test-'));
let reportCount = 0;
const vitest = (config, options = []) => {
  const file = path.join(reports, `vitest-${(reportCount += 1)}.json`);
  return {
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      config,
      ...options,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    report: file,
  };
};

const databaseUrl = process.env.DATABASE_URL;
const steps = [
  { name: 'web and contract tests', ...vitest('apps/web/vitest.config.ts') },
  {
    name: 'server tests on embedded PGlite',
    // Two workers: the embedded database runs in the test process, so this is the longest step.
    ...vitest('apps/server/vitest.config.ts', ['--maxWorkers=2']),
    env: { DATABASE_URL: '', REDIS_PREFIX: 'fieldhire-test-pglite:' },
    besidePrevious: true,
  },
  ...(databaseUrl
    ? [
        {
          name: 'server tests on PostgreSQL',
          ...vitest('apps/server/vitest.config.ts'),
          env: { DATABASE_URL: databaseUrl, REDIS_PREFIX: 'fieldhire-test-postgres:' },
          besidePrevious: true,
        },
      ]
    : []),
  {
    name: 'OpenAPI lint (redocly, 0 errors)',
    cmd: ['node', 'scripts/lint-openapi.mjs'],
    besidePrevious: true,
  },
  { name: 'build the web app', cmd: ['npm', 'run', 'build', '--silent'] },
  {
    name: 'browser end-to-end tests',
    cmd: [
      'npx',
      'playwright',
      'test',
      '--config',
      'e2e/playwright.config.ts',
      '--reporter=list,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
    report: path.join(reports, 'playwright.json'),
    playwright: true,
  },
];

/** Runs a step; its output goes to the terminal, or to `log` to be shown when it ends. */
async function run(step, log) {
  const started = Date.now();
  const env = { ...process.env, ...step.env };
  if (step.env && step.env.DATABASE_URL === '') delete env.DATABASE_URL;
  const child = spawn(step.cmd[0], step.cmd.slice(1), {
    stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env,
  });
  let written = Promise.resolve();
  if (log) {
    const file = createWriteStream(log);
    let open = 2;
    for (const stream of [child.stdout, child.stderr]) {
      stream.pipe(file, { end: false });
      stream.on('end', () => (open -= 1) === 0 && file.end());
    }
    written = new Promise((resolve) => file.on('finish', resolve));
  }
  const code = await new Promise((resolve) => child.on('close', resolve));
  await written;
  return { name: step.name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

// Each group: a step and the steps that run beside it (`besidePrevious`), whose output is shown
// when they end.
const groups = [];
for (const step of steps) {
  if (step.besidePrevious && groups.length > 0) groups.at(-1).push(step);
  else groups.push([step]);
}

const results = [];
for (const group of groups) {
  const [first, ...beside] = group;
  console.log(`\n=== ${group.map((step) => step.name).join(', at the same time: ')} ===`);
  const logs = beside.map((_, index) => path.join(reports, `beside-${results.length + index}.log`));
  const runs = await Promise.all([
    run(first),
    ...beside.map((step, index) => run(step, logs[index])),
  ]);
  for (const [index, step] of beside.entries()) {
    console.log(`\n=== ${step.name} (output) ===`);
    console.log(readFileSync(logs[index], 'utf8'));
  }
  results.push(...runs);
  if (!runs.every((r) => r.ok)) break;
}

function counts(step) {
  if (!step.report || !existsSync(step.report)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(step.report, 'utf8'));
  if (step.playwright) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

console.log('\n=== summary ===');
let passed = 0;
let failed = 0;
for (const [index, r] of results.entries()) {
  const c = counts(steps[index]);
  passed += c.passed;
  failed += c.failed;
  const tally = steps[index].report ? ` ${c.passed} passed, ${c.failed} failed` : '';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)${tally}`);
}
const stepsOk = results.every((r) => r.ok) && results.length === steps.length;
if (!stepsOk && failed === 0) failed = 1;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(stepsOk ? 0 : 1);

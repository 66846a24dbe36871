#!/usr/bin/env node
// The whole suite: unit and web tests, server tests on PGlite (and again on PostgreSQL when
// DATABASE_URL is set), then the browser end-to-end tests against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'fieldhire-test-'));
let reportCount = 0;
const vitest = (config) => {
  const file = path.join(reports, `vitest-${(reportCount += 1)}.json`);
  return {
    cmd: [
      'npx',
      'vitest',
      'run',
      '--config',
      config,
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
    ...vitest('apps/server/vitest.config.ts'),
    env: { DATABASE_URL: '' },
  },
  ...(databaseUrl
    ? [
        {
          name: 'server tests on PostgreSQL',
          ...vitest('apps/server/vitest.config.ts'),
          env: { DATABASE_URL: databaseUrl },
        },
      ]
    : []),
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

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const env = { ...process.env, ...step.env };
  if (step.env && step.env.DATABASE_URL === '') delete env.DATABASE_URL;
  const run = spawnSync(step.cmd[0], step.cmd.slice(1), { stdio: 'inherit', env });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (!ok) break;
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

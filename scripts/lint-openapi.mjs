#!/usr/bin/env node
// Lints the OpenAPI document the server serves (built from its routes' schemas) with Redocly's
// recommended rules as redocly.yaml adjusts them; exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'fieldhire-openapi-'));
const document = path.join(dir, 'openapi.json');
const run = (args) =>
  spawnSync('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: '' },
  }).status ?? 1;

let status = run(['tsx', 'apps/server/scripts/openapi-document.ts', document]);
if (status === 0)
  status = run(['redocly', 'lint', '--config', 'redocly.yaml', '--format', 'stylish', document]);
rmSync(dir, { recursive: true, force: true });
process.exit(status);

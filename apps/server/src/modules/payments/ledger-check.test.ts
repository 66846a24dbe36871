import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { createFreshDatabase } from '../../../test/fresh-database';
import { createLedgerRepository, type LedgerTransactionInput } from './ledger.repository';

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A database of this file's own (the books here are wrong on purpose), and how to reach it. */
async function ownDatabase(): Promise<{
  env: Record<string, string>;
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
}> {
  const url = inject('databaseUrl');
  if (url) {
    const fresh = await createFreshDatabase(url, 'ledger');
    return {
      env: { DATABASE_URL: fresh.url },
      open: () => openDatabase({ url: fresh.url }),
      drop: fresh.drop,
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fieldhire-ledger-'));
  const open = async () => {
    const database = await openDatabase({ pgliteDir: dir });
    await database.migrate();
    return database;
  };
  return {
    env: { PGLITE_DIR: dir, DATABASE_URL: '' },
    open,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `npm run ledger:check` on that database: its exit code and what it printed. */
async function ledgerCheck(env: Record<string, string>) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/check-ledger.ts'],
      {
        cwd: serverRoot,
        env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

const movement = (
  key: string,
  kind: LedgerTransactionInput['kind'],
  entries: LedgerTransactionInput['entries'],
  workOrderId: number | null = null,
): LedgerTransactionInput => ({
  kind,
  key,
  provider: 'sandbox',
  workOrderId,
  agentId: 7,
  companyId: 3,
  entries,
});

let own: Awaited<ReturnType<typeof ownDatabase>>;
let database: DatabaseHandle | undefined;

beforeAll(async () => {
  own = await ownDatabase();
});

afterAll(async () => {
  await database?.close();
  await own?.drop();
});

describe('npm run ledger:check', () => {
  // It runs the command as its own process twice; each opens the database and reads the ledger.
  it('passes sound books and names every broken rule with its rows, exiting 1', async () => {
    database = await own.open();
    const books = createLedgerRepository(database.db);
    // Work order 1: charged 6600 (600 fee), the agent's 6000 available, then paid out.
    await books.post(
      movement(
        'w1:payment',
        'work_order_payment',
        [
          { account: 'company_card', ownerId: 3, amountCents: -6600 },
          { account: 'platform_fees', ownerId: 0, amountCents: 600 },
          { account: 'agent_available', ownerId: 7, amountCents: 6000 },
        ],
        1,
      ),
    );
    await books.post(
      movement('payout:1', 'payout', [
        { account: 'agent_available', ownerId: 7, amountCents: -6000 },
        { account: 'agent_paid_out', ownerId: 7, amountCents: 6000 },
      ]),
    );
    if (inject('databaseUrl') === null) {
      await database.close();
      database = undefined;
    }
    const sound = await ledgerCheck(own.env);
    expect(sound.stdout).toContain('2 transactions, 5 entries, total 0 cents');
    expect(sound.code).toBe(0);

    database ??= await own.open();
    const wrong = createLedgerRepository(database.db);
    // Each of these balances, and each breaks a rule of the books.
    await wrong.post(
      movement('payout:2', 'payout', [
        { account: 'agent_available', ownerId: 7, amountCents: -500 },
        { account: 'agent_paid_out', ownerId: 7, amountCents: 500 },
      ]),
    );
    await wrong.post(
      movement(
        'w1:refund',
        'refund',
        [
          { account: 'company_card', ownerId: 3, amountCents: 7000 },
          { account: 'platform_fees', ownerId: 0, amountCents: -700 },
          { account: 'agent_owed', ownerId: 7, amountCents: -6300 },
        ],
        1,
      ),
    );
    await wrong.post(
      movement(
        'w1:payment-again',
        'work_order_payment',
        [
          { account: 'company_card', ownerId: 3, amountCents: -100 },
          { account: 'agent_owed', ownerId: 7, amountCents: 6400 },
          { account: 'agent_pending', ownerId: 7, amountCents: -6300 },
        ],
        1,
      ),
    );
    const check = await wrong.check();
    expect(new Set(check.problems.map((problem) => problem.rule))).toEqual(
      new Set([
        'payout_above_balance',
        'negative_balance',
        'refund_above_charge',
        'paid_twice',
        'company_card_positive',
        'fees_negative',
      ]),
    );
    expect(check.problems).toContainEqual({
      rule: 'payout_above_balance',
      transaction_id: 3,
      work_order_id: null,
      account: 'agent_available',
      owner_id: 7,
      amount_cents: -500,
    });
    // Pending pay below zero, and owed back above it (the platform owing through it).
    const negative = check.problems.filter((problem) => problem.rule === 'negative_balance');
    expect(negative).toHaveLength(2);
    expect(negative).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          transaction_id: 5,
          account: 'agent_pending',
          amount_cents: -6300,
        }),
        expect.objectContaining({ transaction_id: 5, account: 'agent_owed', amount_cents: 100 }),
      ]),
    );
    expect(check.problems).toContainEqual(
      expect.objectContaining({ rule: 'refund_above_charge', work_order_id: 1, amount_cents: 300 }),
    );

    if (inject('databaseUrl') === null) {
      await database.close();
      database = undefined;
    }
    const broken = await ledgerCheck(own.env);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('THE LEDGER IS WRONG.');
    expect(broken.stdout).toContain(
      'Broken: a payout never sends more than the available balance at its time (payout_above_balance)',
    );
    expect(broken.stdout).toContain('refund_above_charge');
  }, 90_000);
});

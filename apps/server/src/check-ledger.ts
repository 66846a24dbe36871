import { LEDGER_RULES } from '@fieldhire/contract/payments';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createLedgerRepository } from './modules/payments/ledger.repository';

/**
 * Checks the books: every transaction and all of them together balance, and no rule of
 * LEDGER_RULES is broken. Prints each offending row and exits 1 if any.
 */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir },
);
await database.migrate();
const check = await createLedgerRepository(database.db).check();
await database.close();
const sound = check.problems.length === 0 && check.total_cents === 0;
console.log(
  `${check.transactions} transactions, ${check.entries} entries, total ${check.total_cents} cents: ` +
    (sound ? 'the ledger balances and keeps every rule.' : 'THE LEDGER IS WRONG.'),
);
for (const rule of new Set(check.problems.map((problem) => problem.rule))) {
  console.log(`\nBroken: ${LEDGER_RULES[rule]} (${rule})`);
  console.table(check.problems.filter((problem) => problem.rule === rule));
}
process.exit(sound ? 0 : 1);

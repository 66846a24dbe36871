import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createLedgerRepository } from './modules/payments/ledger.repository';

/** Checks that the books balance: every transaction, and all of them together. Exits 1 if not. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir },
);
await database.migrate();
const check = await createLedgerRepository(database.db).check();
await database.close();
const balanced = check.unbalanced.length === 0 && check.total_cents === 0;
console.log(
  `${check.transactions} transactions, ${check.entries} entries, total ${check.total_cents} cents: ` +
    (balanced ? 'the ledger balances.' : `UNBALANCED transactions: ${check.unbalanced.join(', ')}`),
);
process.exit(balanced ? 0 : 1);

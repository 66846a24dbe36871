import type { Database } from '../src/db/database';
import { createLedgerRepository } from '../src/modules/payments/ledger.repository';

/** What `npm run ledger:check` reads of the books: every rule broken, and the sum of all. */
export async function ledgerCheck(db: Database) {
  const check = await createLedgerRepository(db).check();
  return { problems: check.problems, totalCents: check.total_cents };
}

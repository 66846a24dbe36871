import { parseArgs } from 'node:util';
import { randomToken } from './platform/crypto';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { createOperator } from './modules/operations/operator-auth.service';

/**
 * Makes an operator: `npm run operator:create -- --email ops@example.com --name "Ada Ops"`
 * [--password ...]. Operators exist only this way. Without --password one is made and printed.
 * On the embedded database, stop the server first: one process opens it at a time.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
  },
});
if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) {
  console.error('Give the operator an email: --email ops@example.com');
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 12) {
  console.error('An operator password has at least 12 characters.');
  process.exit(2);
}
const password = values.password ?? randomToken(12);
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: config.pgliteDir },
);
await database.migrate();
try {
  const operator = await createOperator(database.db, {
    email: values.email,
    name: values.name ?? values.email.split('@')[0]!,
    password,
  });
  if (!operator) throw new Error(`An operator with the email ${values.email} already exists.`);
  console.log(`Operator ${operator.email} created (id ${operator.id}).`);
  if (!values.password) console.log(`Password: ${password}`);
  console.log(
    `Sign in at ${config.publicUrl}/ops/login: the first sign-in enrols an authenticator app.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}

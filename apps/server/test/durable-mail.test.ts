import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { signedIn } from './accounts-fixture';
import { createFreshDatabase } from './fresh-database';
import { applyTo, postJob } from './marketplace-fixture';
import { call, startServer, stopServer, type ServerProcess } from './server-process';
import { startSmtpCatcher } from './smtp-catcher';
import { createTestApp } from './test-app';
import { waitUntil } from './wait-until';

// Two processes share one database of their own, so no other test's worker takes the job.
describe.skipIf(!inject('databaseUrl'))(
  'an email caused by a change, when its process is killed',
  () => {
    let fresh: Awaited<ReturnType<typeof createFreshDatabase>>;
    let database: DatabaseHandle;
    let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      fresh = await createFreshDatabase(process.env.DATABASE_URL!, 'durable_mail');
      database = await openDatabase({ url: fresh.url });
      smtp = await startSmtpCatcher();
    }, 60_000);

    afterAll(async () => {
      for (const server of servers) await stopServer(server);
      await database.close();
      await smtp.close();
      await fresh.drop();
    });

    it(
      'is sent by another process after the first is killed with SIGKILL right after the commit',
      { timeout: 120_000 },
      async () => {
        const setup = await createTestApp({ QUEUE_WORKERS: 'false' }, database);
        const employer = await signedIn(setup.app, setup.db, 'employer');
        const agent = await signedIn(setup.app, setup.db, 'candidate');
        const applicationId = await applyTo(
          agent,
          await postJob(employer, 'Roof photos in Austin'),
        );
        await setup.app.close();

        // This process runs no background jobs, so only the other one can send the email.
        const front = await startServer({
          env: { DATABASE_URL: fresh.url, SMTP_URL: smtp.url, QUEUE_WORKERS: 'false' },
        });
        servers.push(front);
        const moved = await call(
          front,
          employer.client.token!,
          'PATCH',
          `/api/applicants/${applicationId}/`,
          {
            status: 'reviewed',
          },
        );
        expect(moved.status).toBe(200);
        front.child.kill('SIGKILL');
        expect(await front.exited).toBeNull();
        const statusMail = () =>
          smtp
            .to(agent.user.email)
            .filter((entry) => entry.mail.subject?.includes('has been reviewed'));
        expect(statusMail()).toHaveLength(0);

        servers.push(
          await startServer({
            env: { DATABASE_URL: fresh.url, SMTP_URL: smtp.url, QUEUE_POLL_SECONDS: '0.5' },
          }),
        );
        await waitUntil(() => statusMail().length > 0, 60_000);
        expect(statusMail()[0]!.mail.text).toContain(`/jobs/`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(statusMail()).toHaveLength(1);
      },
    );
  },
);

import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/database';

/**
 * A verified employer who owns a company with `jobPosts` job posts, written straight to the bench
 * database; answers the employer's id.
 */
export async function seedBenchEmployer(
  db: Database,
  {
    username,
    passwordHash,
    jobPosts,
  }: { username: string; passwordHash: string; jobPosts: number },
) {
  const [employer] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (username, email, password_hash, first_name, last_name, role, email_verified)
      values (${username}, 'employer@bench.test', ${passwordHash}, 'Erin', 'Employer', 'employer', true)
      returning id`,
  );
  const [company] = await queryRows<{ id: number }>(
    db,
    sql`insert into companies (name, city, state, zip) values ('Bench Inspections', 'Austin', 'TX', '78701') returning id`,
  );
  await db.execute(
    sql`insert into team_memberships (company_id, user_id, role) values (${company!.id}, ${employer!.id}, 'owner')`,
  );
  const [product] = await queryRows<{ id: number }>(
    db,
    sql`insert into products (slug, name, description, price_cents, interval, job_posts)
      values ('bench-job-posts', 'Bench job posts', 'Job posts for the benchmark', 0, 'one_time', ${jobPosts}) returning id`,
  );
  await db.execute(
    sql`insert into purchases (company_id, product_id, job_posts_total) values (${company!.id}, ${product!.id}, ${jobPosts})`,
  );
  return employer!.id;
}

import { sql } from 'drizzle-orm';
import type { InviteJob, InviteJobsQuery } from '@fieldhire/contract/candidates';
import { queryRows, type Database } from '../../db/database';
import { shownMiles } from '../../platform/geo/geo-math';

interface InviteJobRow {
  id: number;
  title: string;
  city: string;
  state: string;
  distance_m: number | null;
  applied: boolean;
  invited: boolean;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The record of invitations, and the company's open jobs as the invite picker shows them. */
export function createCandidateInvitesRepository(db: Database) {
  return {
    /** Records an invitation (asking again makes it pending again) and answers its id. */
    async record(jobId: number, candidateId: number, invitedBy: number) {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into candidate_invites (job_id, candidate_id, invited_by)
            values (${jobId}, ${candidateId}, ${invitedBy})
            on conflict (job_id, candidate_id) do update
              set invited_by = excluded.invited_by, status = 'pending', responded_at = null
            returning id`,
      );
      return row!.id;
    },

    /** Open jobs of the company whose title contains `q`, nearest the agent's location first. */
    async openJobsFor(companyId: number, candidateId: number, query: InviteJobsQuery) {
      const where = sql`j.company_id = ${companyId} and j.status = 'open'
        ${query.q ? sql`and j.title ilike ${likePattern(query.q)}` : sql``}`;
      const [rows, [total]] = await Promise.all([
        queryRows<InviteJobRow>(
          db,
          sql`select j.id, j.title, j.city, j.state,
              (select earth_distance(ll_to_earth(u.lat, u.lon), j.earth) from users u
                where u.id = ${candidateId} and u.lat is not null and u.lon is not null) as distance_m,
              exists (select 1 from applications a where a.job_id = j.id and a.candidate_id = ${candidateId}) as applied,
              exists (select 1 from candidate_invites ci where ci.job_id = j.id and ci.candidate_id = ${candidateId}) as invited
            from jobs j where ${where}
            order by distance_m asc nulls last, j.created_at desc, j.id desc
            limit ${query.end - query.start} offset ${query.start}`,
        ),
        queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs j where ${where}`),
      ]);
      const results: InviteJob[] = rows.map((row) => ({
        id: row.id,
        title: row.title,
        city: row.city,
        state: row.state,
        distance: row.distance_m === null ? null : shownMiles(Number(row.distance_m)),
        applied: row.applied,
        invited: row.invited,
      }));
      return { count: total?.n ?? 0, results };
    },
  };
}

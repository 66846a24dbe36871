import { sql, type SQL } from 'drizzle-orm';
import type { DocumentKind } from '@fieldhire/contract/verification';

/**
 * The kinds of document the owner `ownerId` (a column) holds verified today, as a JSON array: the
 * badges its public pages show. A document stops counting the day after it expires.
 */
export const verifiedKindsJson = (column: 'company_id' | 'user_id', ownerId: SQL) =>
  sql`coalesce((select json_agg(distinct vd.kind) from verification_documents vd
       where vd.${sql.raw(column)} = ${ownerId} and vd.status = 'verified'
         and (vd.expires_on is null or vd.expires_on >= current_date)), '[]'::json)`;

/** Agents holding every one of these kinds verified today. */
export const verifiedAgentCondition = (kinds: readonly DocumentKind[], agentId: SQL) =>
  sql.join(
    kinds.map(
      (kind) =>
        sql`exists (select 1 from verification_documents vd where vd.user_id = ${agentId}
              and vd.kind = ${kind} and vd.status = 'verified'
              and (vd.expires_on is null or vd.expires_on >= current_date))`,
    ),
    sql` and `,
  );

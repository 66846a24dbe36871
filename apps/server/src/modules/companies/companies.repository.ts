import { eq, sql, type SQL } from 'drizzle-orm';
import type { TeamRole } from '@fieldhire/contract/accounts';
import type { Company, CompanyFilter } from '@fieldhire/contract/companies';
import { NO_COMPANY_RECORD, type CompanyReliability } from '@fieldhire/contract/reputation';
import { queryRows, type Database } from '../../db/database';
import { companies, teamMemberships } from '../../db/schema/companies';
import { milesToMeters, shownMiles } from '../../platform/geo/geo-math';
import { companyReliabilityJson } from '../reputation/reliability-columns';
import { verifiedKindsJson } from '../verification/verified-columns';
import { toIso } from '../../platform/iso-time';

export type CompanyValues = Partial<typeof companies.$inferInsert>;

interface CompanyRow {
  id: number;
  name: string;
  avatar: string | null;
  about: string | null;
  website: string | null;
  email: string | null;
  phone: string | null;
  category: Company['category'];
  size: Company['size'];
  founded_year: number | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  lat: number | null;
  lon: number | null;
  open_jobs: number;
  created_at: Date | string;
  verified_documents: Company['verified_documents'];
  reliability: CompanyReliability | null;
  distance_m?: number | null;
}

const companyColumns = sql`c.id, c.name, c.avatar, c.about, c.website, c.email, c.phone, c.category,
  c.size, c.founded_year, c.city, c.state, c.zip, c.lat, c.lon, c.created_at,
  (select count(*)::int from jobs j where j.company_id = c.id and j.status = 'open' and j.held_reason is null) as open_jobs,
  ${companyReliabilityJson(sql`c.id`)} as reliability,
  ${verifiedKindsJson('company_id', sql`c.id`)} as verified_documents`;

function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    about: row.about,
    website: row.website,
    email: row.email,
    phone: row.phone,
    category: row.category,
    size: row.size,
    founded_year: row.founded_year,
    city: row.city,
    state: row.state,
    zip: row.zip,
    lat: row.lat === null ? null : Number(row.lat),
    lon: row.lon === null ? null : Number(row.lon),
    open_jobs: Number(row.open_jobs),
    created_at: toIso(row.created_at),
    reliability: row.reliability ?? NO_COMPANY_RECORD,
    verified_documents: row.verified_documents,
    ...(row.distance_m !== undefined && row.distance_m !== null
      ? { distance: shownMiles(Number(row.distance_m)) }
      : {}),
  };
}

export interface CompanySearch {
  filter: CompanyFilter;
  point: { lat: number; lon: number } | null;
}

function orderBy(sort: CompanyFilter['sort'], hasPoint: boolean): SQL {
  switch (sort) {
    case 'oldest':
      return sql`c.created_at asc, c.id asc`;
    case 'name':
      return sql`lower(c.name) asc, c.id asc`;
    case 'most_jobs':
      return sql`open_jobs desc, c.id desc`;
    case 'distance':
      return hasPoint ? sql`distance_m asc, c.id asc` : sql`c.created_at desc, c.id desc`;
    default:
      return sql`c.created_at desc, c.id desc`;
  }
}

export function createCompaniesRepository(db: Database) {
  return {
    async create(values: typeof companies.$inferInsert) {
      const [row] = await db
        .insert(companies)
        .values(values)
        .returning({ id: companies.id, name: companies.name });
      return row!;
    },
    async update(id: number, values: CompanyValues) {
      await db
        .update(companies)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(companies.id, id));
    },
    async findById(id: number) {
      const [row] = await queryRows<CompanyRow>(
        db,
        sql`select ${companyColumns} from companies c where c.id = ${id}`,
      );
      return row ? toCompany(row) : null;
    },
    async findByIds(ids: number[]) {
      if (ids.length === 0) return [];
      const listed = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = await queryRows<CompanyRow>(
        db,
        sql`select ${companyColumns} from companies c where c.id in (${listed})`,
      );
      return rows.map(toCompany);
    },
    async avatarOf(id: number) {
      const [row] = await db
        .select({ avatar: companies.avatar })
        .from(companies)
        .where(eq(companies.id, id));
      return row?.avatar ?? null;
    },
    async search({ filter, point }: CompanySearch) {
      const where: SQL[] = [sql`true`];
      if (filter.keyword) {
        const pattern = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        where.push(
          sql`(c.name ilike ${pattern} or c.about ilike ${pattern} or c.city ilike ${pattern})`,
        );
      }
      const origin = point ? sql`ll_to_earth(${point.lat}, ${point.lon})` : null;
      if (origin) {
        const maxMeters = milesToMeters(filter.destination_max);
        where.push(
          sql`c.lat is not null and earth_distance(${origin}, ll_to_earth(c.lat, c.lon)) <= ${maxMeters}`,
        );
        if (filter.destination_min > 0)
          where.push(
            sql`earth_distance(${origin}, ll_to_earth(c.lat, c.lon)) >= ${milesToMeters(filter.destination_min)}`,
          );
      }
      if (filter.category) where.push(sql`c.category = ${filter.category}`);
      if (filter.companySize) where.push(sql`c.size = ${filter.companySize}`);
      if (filter.foundation_min > 1900 || filter.foundation_max < 2028) {
        where.push(
          sql`c.founded_year between ${filter.foundation_min} and ${filter.foundation_max}`,
        );
      }
      const condition = sql.join(where, sql` and `);
      const distance = origin
        ? sql`earth_distance(${origin}, ll_to_earth(c.lat, c.lon))`
        : sql`null::float8`;
      const [rows, [total]] = await Promise.all([
        queryRows<CompanyRow>(
          db,
          sql`select ${companyColumns}, ${distance} as distance_m from companies c where ${condition}
              order by ${orderBy(filter.sort, origin !== null)}
              limit ${filter.end - filter.start} offset ${filter.start}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from companies c where ${condition}`,
        ),
      ]);
      return { count: total?.n ?? 0, results: rows.map(toCompany) };
    },
    async addMember(companyId: number, userId: number, role: TeamRole) {
      await db.insert(teamMemberships).values({ companyId, userId, role });
    },
    async memberIds(companyId: number) {
      const rows = await db
        .select({ userId: teamMemberships.userId })
        .from(teamMemberships)
        .where(eq(teamMemberships.companyId, companyId));
      return rows.map((row) => row.userId);
    },
    async membershipOf(userId: number) {
      const [row] = await db
        .select({
          companyId: companies.id,
          name: companies.name,
          avatar: companies.avatar,
          role: teamMemberships.role,
          mayApproveSpending: teamMemberships.mayApproveSpending,
        })
        .from(teamMemberships)
        .innerJoin(companies, eq(companies.id, teamMemberships.companyId))
        .where(eq(teamMemberships.userId, userId));
      return row ?? null;
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;

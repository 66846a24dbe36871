import { CATEGORIES, EXPERIENCES, JOB_TYPES } from '@fieldhire/contract/constants';
import { LISTING_DAYS } from '@fieldhire/contract/jobs';
import {
  allTowns,
  findState,
  lookup,
  nearestTown,
  nearestZipCode,
} from '../../platform/geo/geo-data';
import type { Database } from '../database';
import { users } from '../schema/accounts';
import { companies, teamMemberships } from '../schema/companies';
import { applications, bookmarks, jobs } from '../schema/jobs';
import { jobTypes } from '../schema/reference';
import {
  CANDIDATE_FIRST,
  CANDIDATE_LAST,
  COMPANY_NAMES,
  HEADLINES,
  METROS,
  TEMPLATES,
} from './demo-catalog';
import { createRandom } from './random';
import { demoWorkTerms } from './demo-work-terms';

const BATCH = 500;
const DAY_MS = 86_400_000;
const SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;

interface DemoJobsOptions {
  jobs: number;
  passwordHash: string;
  demoCompanyId: number;
  demoCandidateId: number;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Companies, agents, ~2,000 jobs over real US towns, applications and bookmarks, the same on every run. */
export async function seedDemoJobs(tx: Database, options: DemoJobsOptions) {
  const random = createRandom(20261122);
  // Drawn apart, so the jobs, applications and bookmarks drawn from `random` stay as they were.
  const termsRandom = createRandom(20261202);
  const now = Date.now();
  const typeRows = await tx.select({ id: jobTypes.id, name: jobTypes.name }).from(jobTypes);
  const typeId = new Map(typeRows.map((row) => [row.name, row.id]));
  const metroPoints = METROS.flatMap((metro) => {
    const point = lookup(metro);
    return point ? [{ ...point, label: metro }] : [];
  });
  const ruralTowns = allTowns().filter(
    (town) => town.point_source === 'zip' && town.type === 'city',
  );

  const owners = await tx
    .insert(users)
    .values(
      COMPANY_NAMES.slice(1).map((name, i) => ({
        username: `owner${i + 1}`,
        email: `owner${i + 1}@fieldhire.test`,
        passwordHash: options.passwordHash,
        firstName: random.pick(CANDIDATE_FIRST),
        lastName: random.pick(CANDIDATE_LAST),
        role: 'employer' as const,
        emailVerified: true,
        headline: `Operations at ${name}`,
      })),
    )
    .returning({ id: users.id });
  const companyRows = await tx
    .insert(companies)
    .values(
      COMPANY_NAMES.slice(1).map((name) => {
        const metro = random.pick(metroPoints);
        const [city, state] = metro.label.split(', ');
        return {
          name,
          about: `${name} dispatches vetted field agents for lenders, insurers and property managers.`,
          category: random.pick(CATEGORIES),
          size: random.pick(SIZES),
          foundedYear: random.int(1985, 2023),
          city: city!,
          state: state!,
          lat: metro.lat,
          lon: metro.lon,
        };
      }),
    )
    .returning({ id: companies.id, name: companies.name });
  await tx.insert(teamMemberships).values(
    companyRows.map((company, i) => ({
      companyId: company.id,
      userId: owners[i]!.id,
      role: 'owner' as const,
    })),
  );
  const allCompanies = [{ id: options.demoCompanyId, name: COMPANY_NAMES[0]! }, ...companyRows];

  const candidates = await tx
    .insert(users)
    .values(
      Array.from({ length: 30 }, (_, i) => {
        const metro = random.pick(metroPoints);
        const [city, state] = metro.label.split(', ');
        return {
          username: `agent${i + 1}`,
          email: `agent${i + 1}@fieldhire.test`,
          passwordHash: options.passwordHash,
          firstName: random.pick(CANDIDATE_FIRST),
          lastName: random.pick(CANDIDATE_LAST),
          role: 'candidate' as const,
          emailVerified: true,
          headline: random.pick(HEADLINES),
          city: city!,
          state: state!,
          lat: metro.lat,
          lon: metro.lon,
          experience: random.pick(EXPERIENCES),
        };
      }),
    )
    .returning({ id: users.id });

  const jobRows: (typeof jobs.$inferInsert)[] = [];
  for (let i = 0; i < options.jobs; i += 1) {
    const company = i % 50 === 0 ? allCompanies[0]! : random.pick(allCompanies);
    const typeName = random.pick(JOB_TYPES);
    const template = TEMPLATES[typeName];
    const near = random.next() < 0.6 ? random.pick(metroPoints) : null;
    const lat = near ? near.lat + (random.next() - 0.5) * 0.5 : 0;
    const lon = near ? near.lon + (random.next() - 0.5) * 0.5 : 0;
    const town = near ? nearestTown(lat, lon, near.state_fips) : null;
    const place =
      near && town
        ? { name: town.name, stateFips: near.state_fips, lat, lon, fips: town.fips }
        : (() => {
            const t = random.pick(ruralTowns);
            return { name: t.name, stateFips: t.state_fips, lat: t.lat, lon: t.lon, fips: t.fips };
          })();
    const state = findState(place.stateFips)?.usps ?? place.stateFips;
    const [low, high] = template.pay;
    const salaryMin = Math.round(low + random.next() * (high - low) * 0.5);
    const salaryMax = Math.max(
      salaryMin,
      Math.round(salaryMin + random.next() * (high - salaryMin)),
    );
    const tags = random.sample(template.tags, random.int(1, template.tags.length));
    const status = random.next() < 0.04 ? 'closed' : 'open';
    const createdAt = now - Math.floor(random.next() * 45 * DAY_MS);
    // A listing posted more than LISTING_DAYS ago was renewed: it ends 2 to 30 days from now.
    const renewedEnd = now + (2 + ((i * 0.618_034) % 1) * 28) * DAY_MS;
    jobRows.push({
      companyId: company.id,
      companyName: company.name,
      title: random.pick(template.titles).replace('{town}', place.name),
      description: random.sample(template.duties, Math.min(3, template.duties.length)).join('\n\n'),
      category: random.pick(CATEGORIES),
      jobTypeId: typeId.get(typeName)!,
      tags,
      tagsText: tags.join(' '),
      experience: random.pick(EXPERIENCES),
      salaryMin,
      salaryMax,
      salaryUnit: template.unit,
      city: place.name,
      state,
      lat: place.lat,
      lon: place.lon,
      zip: nearestZipCode(place.lat, place.lon) ?? null,
      stateFips: place.stateFips,
      townFips: place.fips,
      status,
      createdAt: new Date(createdAt),
      expiresAt: new Date(Math.max(createdAt + LISTING_DAYS * DAY_MS, renewedEnd)),
      ...demoWorkTerms(typeName, state, termsRandom, new Date(now)),
    });
  }
  const jobIds: { id: number; companyId: number; status: string; createdAt: Date }[] = [];
  await insertInBatches(jobRows, async (batch) => {
    jobIds.push(
      ...(await tx.insert(jobs).values(batch).returning({
        id: jobs.id,
        companyId: jobs.companyId,
        status: jobs.status,
        createdAt: jobs.createdAt,
      })),
    );
  });

  const openJobs = jobIds.filter((job) => job.status === 'open');
  const postedAt = new Map(jobIds.map((job) => [job.id, job.createdAt.getTime()]));
  /**
   * When an application was sent and last moved, between its job's posting and now: pending ones
   * late, moved ones early enough to have been moved since. Spread by the row's place, not drawn,
   * so the draws after it stay the same.
   */
  const appliedAt = (row: typeof applications.$inferInsert, index: number) => {
    const posted = postedAt.get(row.jobId)!;
    const spread = (index * 0.618_034) % 1;
    const share = row.status === 'pending' ? 0.75 + 0.25 * spread : 0.15 + 0.4 * spread;
    const created = posted + share * (now - posted);
    const moved = row.status === 'pending' ? created : created + 0.5 * (now - created);
    return { createdAt: new Date(created), updatedAt: new Date(moved) };
  };
  const demoJobs = openJobs.filter((job) => job.companyId === options.demoCompanyId);
  const applicationRows: (typeof applications.$inferInsert)[] = [];
  const statuses = [
    'pending',
    'pending',
    'reviewed',
    'shortlisted',
    'approved',
    'rejected',
  ] as const;
  for (const candidate of candidates) {
    for (const job of random.sample(demoJobs, random.int(1, 3))) {
      applicationRows.push({
        jobId: job.id,
        candidateId: candidate.id,
        status: random.pick(statuses),
        message: 'I cover this area and can start this week.',
      });
    }
  }
  random
    .sample(
      openJobs.filter((job) => job.companyId !== options.demoCompanyId),
      6,
    )
    .forEach((job, i) => {
      applicationRows.push({
        jobId: job.id,
        candidateId: options.demoCandidateId,
        status: statuses[i % statuses.length]!,
        message: 'Available weekdays, with my own camera and ladder.',
      });
    });
  applicationRows.forEach((row, index) => Object.assign(row, appliedAt(row, index)));
  await insertInBatches(applicationRows, (batch) =>
    tx.insert(applications).values(batch).onConflictDoNothing(),
  );
  await tx
    .insert(bookmarks)
    .values(
      random.sample(openJobs, 5).map((job) => ({ userId: options.demoCandidateId, jobId: job.id })),
    )
    .onConflictDoNothing();
}

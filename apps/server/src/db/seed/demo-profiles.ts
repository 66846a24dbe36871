import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CATEGORIES, GENDERS } from '@fieldhire/contract/constants';
import { allTowns, type TownDetail } from '../../platform/geo/geo-data';
import type { FileStore } from '../../platform/uploads/file-store';
import type { Database } from '../database';
import { users } from '../schema/accounts';
import {
  candidateCertifications,
  candidateCoverageTowns,
  candidateEducations,
  candidateJobTypes,
  candidateSkillTags,
} from '../schema/candidates';
import { companies, teamInvites, teamMemberships } from '../schema/companies';
import { certifications, educations, jobTypes, skillTags } from '../schema/reference';
import { createRandom, type Random } from './random';

const PALETTE = [
  '#0b7285',
  '#5f3dc4',
  '#c2255c',
  '#2b8a3e',
  '#e8590c',
  '#1864ab',
  '#862e9c',
  '#5c940d',
];
const ABOUT_LINES = [
  'I show up on time, photograph every elevation and file the same day.',
  'Comfortable on ladders and in crawl spaces; my reports come with labelled photos.',
  'Bilingual (English and Spanish) and used to working with homeowners and tenants.',
  'Background-checked, insured, and happy to take rush orders on weekends.',
];

/** A square logo drawn from shapes alone (no fonts needed), different for every company. */
function logoSvg(random: Random) {
  const background = random.pick(PALETTE);
  const accent = random.pick(PALETTE.filter((color) => color !== background));
  const roof = random.int(70, 110);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="48" fill="${background}"/>
    <polygon points="128,${roof - 30} 204,${roof + 40} 52,${roof + 40}" fill="#fff"/>
    <rect x="76" y="${roof + 40}" width="104" height="${200 - roof - 40}" fill="#fff"/>
    <rect x="112" y="${roof + 70}" width="32" height="${200 - roof - 70}" fill="${accent}"/>
  </svg>`);
}

function nearestTowns(towns: TownDetail[], lat: number, lon: number, count: number) {
  return towns
    .map((town) => ({
      town,
      d: (town.lat - lat) ** 2 + ((town.lon - lon) * Math.cos((lat * Math.PI) / 180)) ** 2,
    }))
    .sort((a, b) => a.d - b.d)
    .slice(0, count)
    .map(({ town }) => town);
}

/** Company logos, details and teams; field agent profiles with the towns they cover. */
export async function seedDemoProfiles(
  tx: Database,
  {
    files,
    demoCompanyId,
    passwordHash,
  }: { files: FileStore; demoCompanyId: number; passwordHash: string },
) {
  const random = createRandom(7_2026);
  const companyRows = await tx.select({ id: companies.id, name: companies.name }).from(companies);
  for (const company of companyRows) {
    const logo = await sharp(logoSvg(random)).webp({ quality: 90 }).toBuffer();
    const slug = company.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    await tx
      .update(companies)
      .set({
        avatar: await files.save(logo, 'webp'),
        website: `https://${slug}.example`,
        email: `dispatch@${slug}.example`,
        phone: `(${random.int(201, 989)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`,
      })
      .where(eq(companies.id, company.id));
  }

  const teammates = await tx
    .insert(users)
    .values(
      [
        {
          username: 'demo.admin',
          email: 'admin@fieldhire.test',
          firstName: 'Riley',
          lastName: 'Chen',
          role: 'employer' as const,
        },
        {
          username: 'demo.dispatch',
          email: 'dispatch@fieldhire.test',
          firstName: 'Sam',
          lastName: 'Ortiz',
          role: 'employer' as const,
        },
      ].map((user) => ({ ...user, passwordHash, emailVerified: true })),
    )
    .returning({ id: users.id });
  await tx.insert(teamMemberships).values([
    { companyId: demoCompanyId, userId: teammates[0]!.id, role: 'admin' as const },
    { companyId: demoCompanyId, userId: teammates[1]!.id, role: 'member' as const },
  ]);
  await tx.insert(teamInvites).values({
    companyId: demoCompanyId,
    email: 'new.dispatcher@fieldhire.test',
    role: 'member',
    tokenHash: 'demo-invite-without-a-link',
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
  });

  const [types, tags, certs, schools] = await Promise.all([
    tx.select({ id: jobTypes.id }).from(jobTypes),
    tx.select({ id: skillTags.id }).from(skillTags),
    tx.select({ id: certifications.id }).from(certifications),
    tx.select({ id: educations.id }).from(educations),
  ]);
  const agents = await tx
    .select({ id: users.id, lat: users.lat, lon: users.lon, state: users.state })
    .from(users)
    .where(eq(users.role, 'candidate'));
  const placedTowns = allTowns().filter((town) => town.point_source !== 'state');
  const townsByState = new Map<string, TownDetail[]>();
  for (const town of placedTowns)
    townsByState.set(town.state_fips, [...(townsByState.get(town.state_fips) ?? []), town]);

  for (const agent of agents) {
    if (agent.lat === null || agent.lon === null) continue;
    const home = nearestTowns(placedTowns, agent.lat, agent.lon, 1)[0];
    const stateTowns = home ? (townsByState.get(home.state_fips) ?? []) : [];
    const coverage = nearestTowns(stateTowns, agent.lat, agent.lon, random.int(4, 12));
    await tx
      .update(users)
      .set({
        gender: random.pick(GENDERS),
        about: random.sample(ABOUT_LINES, 2).join(' '),
        categories: random.sample(CATEGORIES, random.int(1, 3)),
        coverageRadius: random.pick([25, 40, 50, 75]),
      })
      .where(eq(users.id, agent.id));
    const pick = (rows: { id: number }[], min: number, max: number) =>
      random.sample(rows, random.int(min, max)).map((row) => row.id);
    await tx
      .insert(candidateJobTypes)
      .values(pick(types, 2, 4).map((jobTypeId) => ({ userId: agent.id, jobTypeId })));
    await tx
      .insert(candidateSkillTags)
      .values(pick(tags, 2, 4).map((skillTagId) => ({ userId: agent.id, skillTagId })));
    await tx
      .insert(candidateCertifications)
      .values(pick(certs, 1, 2).map((certificationId) => ({ userId: agent.id, certificationId })));
    await tx
      .insert(candidateEducations)
      .values(pick(schools, 1, 1).map((educationId) => ({ userId: agent.id, educationId })));
    if (coverage.length)
      await tx.insert(candidateCoverageTowns).values(
        coverage.map((town) => ({
          userId: agent.id,
          townFips: town.fips,
          stateFips: town.state_fips,
        })),
      );
  }
  return { agents: agents.length, companies: companyRows.length };
}

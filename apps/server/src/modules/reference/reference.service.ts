import { CERTIFICATIONS, EDUCATIONS, JOB_TYPES, SKILL_TAGS } from '@fieldhire/contract/constants';
import type { ReferenceKind } from '@fieldhire/contract/reference';
import type { Database } from '../../db/database';
import { allTowns, listStates } from '../../platform/geo/geo-data';
import { createReferenceRepository } from './reference.repository';

const NAMES: Record<ReferenceKind, readonly string[]> = {
  jobtype: JOB_TYPES,
  skilltag: SKILL_TAGS,
  certification: CERTIFICATIONS,
  education: EDUCATIONS,
};

export function createReferenceService(db: Database) {
  const repository = createReferenceRepository(db);
  return {
    list: (kind: ReferenceKind) => repository.list(kind),

    /** Brings the reference tables in line with the shipped lists; safe to run on every start. */
    async sync() {
      for (const [kind, names] of Object.entries(NAMES) as [ReferenceKind, readonly string[]][]) {
        await repository.upsertNames(kind, names);
      }
      const towns = allTowns();
      const counts = await repository.geographyCounts();
      if (counts.towns < towns.length) {
        await repository.upsertGeography(
          listStates().map(({ fips, usps, name }) => ({ fips, usps, name })),
          towns.map(({ fips, name, type, state_fips, lat, lon }) => ({
            fips,
            name,
            type,
            stateFips: state_fips,
            lat,
            lon,
          })),
        );
      }
    },
  };
}
export type ReferenceService = ReturnType<typeof createReferenceService>;

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import {
  candidateCertifications,
  candidateCoverageTowns,
  candidateEducations,
  candidateJobTypes,
  candidateSkillTags,
} from '../../db/schema/candidates';

export type UserValues = Partial<typeof users.$inferInsert>;

export interface ProfileLists {
  jobTypes?: number[];
  skillTags?: number[];
  certifications?: number[];
  educations?: number[];
  coverageTowns?: { townFips: string; stateFips: string }[];
}

export function createProfilesRepository(db: Database) {
  return {
    async contact(userId: number) {
      const [row] = await db
        .select({
          email: users.email,
          phone: users.phone,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          avatar: users.avatar,
          resume: users.resume,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Updates the user and replaces each list that is given, in one transaction. */
    async save(userId: number, values: UserValues, lists: ProfileLists) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, userId));
        if (lists.jobTypes) {
          await tx.delete(candidateJobTypes).where(eq(candidateJobTypes.userId, userId));
          if (lists.jobTypes.length)
            await tx
              .insert(candidateJobTypes)
              .values(lists.jobTypes.map((jobTypeId) => ({ userId, jobTypeId })));
        }
        if (lists.skillTags) {
          await tx.delete(candidateSkillTags).where(eq(candidateSkillTags.userId, userId));
          if (lists.skillTags.length)
            await tx
              .insert(candidateSkillTags)
              .values(lists.skillTags.map((skillTagId) => ({ userId, skillTagId })));
        }
        if (lists.certifications) {
          await tx
            .delete(candidateCertifications)
            .where(eq(candidateCertifications.userId, userId));
          if (lists.certifications.length)
            await tx
              .insert(candidateCertifications)
              .values(lists.certifications.map((certificationId) => ({ userId, certificationId })));
        }
        if (lists.educations) {
          await tx.delete(candidateEducations).where(eq(candidateEducations.userId, userId));
          if (lists.educations.length)
            await tx
              .insert(candidateEducations)
              .values(lists.educations.map((educationId) => ({ userId, educationId })));
        }
        if (lists.coverageTowns) {
          await tx.delete(candidateCoverageTowns).where(eq(candidateCoverageTowns.userId, userId));
          if (lists.coverageTowns.length)
            await tx
              .insert(candidateCoverageTowns)
              .values(lists.coverageTowns.map((town) => ({ userId, ...town })));
        }
      });
    },
  };
}

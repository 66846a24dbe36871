import type { OwnProfile, ProfileFields } from '@fieldhire/contract/profiles';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import { fieldError, isDatabaseError, notFound, permissionDenied } from '../../platform/errors';
import { getTown, zipPlace } from '../../platform/geo/geo-data';
import { documentType, reencodeImage } from '../../platform/uploads/file-checks';
import type { FileStore } from '../../platform/uploads/file-store';
import type { AccountsService } from '../accounts/accounts.service';
import type { CandidatesService } from '../candidates/candidates.service';
import {
  createProfilesRepository,
  type ProfileLists,
  type UserValues,
} from './profiles.repository';

export interface ProfileForm {
  fields: ProfileFields;
  avatar?: Buffer;
  resume?: Buffer;
}

/** Reads the request's form; called only once the viewer may save it, so a refused upload is never read. */
export type ProfileFormReader = () => Promise<ProfileForm>;

const AGENT_ONLY = [
  'gender',
  'experience',
  'coverage_radius',
  'categories',
  'job_types',
  'skill_tags',
  'certifications',
  'educations',
  'coverage_towns',
] as const;

const REFERENCE_FIELDS: Record<string, string> = {
  candidate_job_types_job_type_id_job_types_id_fk: 'job_types',
  candidate_skill_tags_skill_tag_id_skill_tags_id_fk: 'skill_tags',
  candidate_certifications_certification_id_certifications_id_fk: 'certifications',
  candidate_educations_education_id_educations_id_fk: 'educations',
};

function requireSelf(viewer: Viewer, userId: number) {
  if (viewer.id !== userId) throw permissionDenied('You can only see and edit your own profile.');
}

function unknownReference(error: unknown): never {
  if (isDatabaseError(error, '23503')) {
    const constraint = String(
      (error as { cause?: { constraint?: string } }).cause?.constraint ?? '',
    );
    const field = REFERENCE_FIELDS[constraint] ?? 'non_field_errors';
    throw fieldError(field, 'One of the chosen items does not exist.');
  }
  throw error;
}

export function createProfilesService(deps: {
  db: Database;
  files: FileStore;
  accounts: AccountsService;
  candidates: CandidatesService;
  /** Tells the users' open pages that their user info changed. */
  userInfoChanged: (userIds: number[]) => Promise<void>;
}) {
  const { files, accounts, candidates, userInfoChanged } = deps;
  const repository = createProfilesRepository(deps.db);

  return {
    async own(viewer: Viewer, userId: number): Promise<OwnProfile> {
      requireSelf(viewer, userId);
      const [profile, contact] = await Promise.all([
        candidates.byId(userId),
        repository.contact(userId),
      ]);
      if (!profile || !contact) throw notFound('User not found.');
      return {
        ...profile,
        first_name: contact.firstName,
        last_name: contact.lastName,
        email: contact.email,
        phone: contact.phone,
        role: contact.role,
        resume_url: contact.resume,
      };
    },

    async update(viewer: Viewer, userId: number, readForm: ProfileFormReader) {
      requireSelf(viewer, userId);
      const { fields, avatar, resume } = await readForm();
      if (viewer.role !== 'candidate') {
        const agentField = AGENT_ONLY.find((name) => fields[name] !== undefined);
        if (agentField)
          throw fieldError(agentField, 'Only field agents have this part of a profile.');
        if (resume) throw fieldError('resume', 'Only field agents upload a resume.');
      }
      const values: UserValues = {
        ...(fields.first_name !== undefined && { firstName: fields.first_name }),
        ...(fields.last_name !== undefined && { lastName: fields.last_name }),
        ...(fields.phone !== undefined && { phone: fields.phone }),
        ...(fields.headline !== undefined && { headline: fields.headline }),
        ...(fields.about !== undefined && { about: fields.about }),
        ...(fields.gender !== undefined && { gender: fields.gender }),
        ...(fields.experience !== undefined && { experience: fields.experience }),
        ...(fields.coverage_radius !== undefined && { coverageRadius: fields.coverage_radius }),
        ...(fields.categories !== undefined && { categories: fields.categories }),
      };
      if (fields.zip !== undefined) {
        const place = fields.zip ? zipPlace(fields.zip) : null;
        if (fields.zip && !place)
          throw fieldError('zip', `We could not find ZIP code ${fields.zip}.`);
        Object.assign(values, {
          zip: fields.zip,
          city: place?.city ?? null,
          state: place?.state ?? null,
          lat: place?.lat ?? null,
          lon: place?.lon ?? null,
        });
      }
      const lists: ProfileLists = {
        ...(fields.job_types && { jobTypes: [...new Set(fields.job_types)] }),
        ...(fields.skill_tags && { skillTags: [...new Set(fields.skill_tags)] }),
        ...(fields.certifications && { certifications: [...new Set(fields.certifications)] }),
        ...(fields.educations && { educations: [...new Set(fields.educations)] }),
      };
      if (fields.coverage_towns) {
        lists.coverageTowns = [...new Set(fields.coverage_towns)].map((fips) => {
          const town = getTown(fips);
          if (!town) throw fieldError('coverage_towns', `Unknown town ${fips}.`);
          return { townFips: town.fips, stateFips: town.state_fips };
        });
      }
      const avatarImage = avatar ? await reencodeImage('avatar', avatar) : undefined;
      const resumeType = resume ? documentType('resume', resume) : undefined;
      const previous = await repository.contact(userId);
      if (avatarImage) values.avatar = await files.save(avatarImage, 'webp');
      if (resume && resumeType) values.resume = await files.save(resume, resumeType);
      try {
        await repository.save(userId, values, lists);
      } catch (error) {
        await Promise.all([files.remove(values.avatar), files.remove(values.resume)]);
        unknownReference(error);
      }
      if (values.avatar) await files.remove(previous?.avatar);
      if (values.resume) await files.remove(previous?.resume);
      await userInfoChanged([userId]);
      return accounts.userInfoOf(userId);
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;

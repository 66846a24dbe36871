import type { CoverageTown } from '@fieldhire/contract/candidates';
import type { OwnProfile } from '@fieldhire/contract/profiles';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
  phone: string;
  headline: string;
  about: string;
  gender: string;
  experience: string;
  zip: string;
  coverage_radius: number | string;
  categories: string[];
  job_types: string[];
  skill_tags: string[];
  certifications: string[];
  educations: string[];
  coverage_towns: CoverageTown[];
}

export interface ProfileFiles {
  avatar: File | null;
  resume: File | null;
}

const TEXT_FIELDS = ['first_name', 'last_name', 'phone', 'headline', 'about'] as const;
const AGENT_TEXT_FIELDS = ['gender', 'experience', 'zip'] as const;
const AGENT_LIST_FIELDS = [
  'categories',
  'job_types',
  'skill_tags',
  'certifications',
  'educations',
] as const;

const ids = (items: { id: number }[]) => items.map((item) => String(item.id));

export function initialProfileValues(profile: OwnProfile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    phone: profile.phone ?? '',
    headline: profile.headline ?? '',
    about: profile.about ?? '',
    gender: profile.gender ?? '',
    experience: profile.experience ?? '',
    zip: profile.zip ?? '',
    coverage_radius: profile.coverage_radius ?? '',
    categories: [...profile.categories],
    job_types: ids(profile.job_types),
    skill_tags: ids(profile.skill_tags),
    certifications: ids(profile.certifications),
    educations: ids(profile.educations),
    coverage_towns: profile.coverage_towns,
  };
}

/** The fields as ProfileFields reads them; field agents alone have the work part of a profile. */
export function profileFields(values: ProfileFormValues, isAgent: boolean) {
  const fields: Record<string, string | string[]> = {};
  for (const name of TEXT_FIELDS) fields[name] = values[name].trim();
  if (!isAgent) return fields;
  for (const name of AGENT_TEXT_FIELDS) fields[name] = values[name].trim();
  fields.coverage_radius = String(values.coverage_radius);
  for (const name of AGENT_LIST_FIELDS) fields[name] = values[name];
  fields.coverage_towns = values.coverage_towns.map((town) => town.fips);
  return fields;
}

/**
 * The multipart body of PATCH /api/users/{id}/: lists as repeated fields, and a single empty field
 * for an empty list so the server clears it.
 */
export function profileFormData(
  values: ProfileFormValues,
  files: ProfileFiles,
  isAgent: boolean,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(profileFields(values, isAgent))) {
    if (typeof value === 'string') form.append(name, value);
    else if (value.length === 0) form.append(name, '');
    else for (const item of value) form.append(name, item);
  }
  if (files.avatar) form.append('avatar', files.avatar, files.avatar.name);
  if (isAgent && files.resume) form.append('resume', files.resume, files.resume.name);
  return form;
}

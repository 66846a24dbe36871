import { z } from 'zod';
import { jsonNumber, numberText, recordId } from './params';
import { CATEGORIES, EXPERIENCES } from './constants';
import { Candidate, Gender } from './candidates';

export const COVERAGE_RADIUS_MAX = 500;
export const MAX_COVERAGE_TOWNS = 200;
export const RESUME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/** Multipart lists arrive as repeated fields; a single empty field clears the list. */
const idList = z.preprocess(
  (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== '')),
  z.array(recordId).max(100).optional(),
);

/** The text fields of PATCH /api/users/{id}/ (multipart; `avatar` and `resume` are the files). */
export const ProfileFields = z.object({
  first_name: z.string().trim().min(1, 'First name is required.').max(80).optional(),
  last_name: z.string().trim().min(1, 'Last name is required.').max(80).optional(),
  phone: blankToNull(
    z
      .string()
      .trim()
      .regex(/^[0-9+().\s-]{7,40}$/, 'Enter a valid phone number.'),
  ),
  headline: blankToNull(z.string().trim().max(160)),
  about: blankToNull(z.string().trim().max(5000)),
  gender: blankToNull(Gender),
  experience: blankToNull(z.enum(EXPERIENCES)),
  zip: blankToNull(
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.'),
  ),
  coverage_radius: blankToNull(numberText(jsonNumber().int().min(0).max(COVERAGE_RADIUS_MAX))),
  categories: z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== '')),
    z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).optional(),
  ),
  job_types: idList,
  skill_tags: idList,
  certifications: idList,
  educations: idList,
  coverage_towns: z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).filter((x) => x !== '')),
    z
      .array(z.string().regex(/^\d{7}$/, 'Use 7-digit town GEOIDs.'))
      .max(MAX_COVERAGE_TOWNS)
      .optional(),
  ),
});
export type ProfileFields = z.infer<typeof ProfileFields>;

export const UserIdParams = z.object({ id: recordId });

/** GET /api/users/{id}/ for the user themselves: the public profile plus contact data. */
export const OwnProfile = Candidate.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['candidate', 'employer']),
  resume_url: z.string().nullable(),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

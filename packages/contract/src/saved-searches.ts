import { z } from 'zod';
import { Email } from './accounts';
import { JOB_FILTER_DEFAULTS } from './constants';
import { JobFilter } from './jobs';
import { emailLinkToken, recordId } from './params';

/** Saved searches one account may keep. */
export const SAVED_SEARCH_LIMIT = 25;
export const SAVED_SEARCH_NAME_MAX = 120;

export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export const AlertFrequency = z.enum(ALERT_FREQUENCIES);
export type AlertFrequency = z.infer<typeof AlertFrequency>;
export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'As jobs are posted',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

export const ALERT_CHANNELS = ['email', 'push', 'in_app'] as const;
export const AlertChannel = z.enum(ALERT_CHANNELS);
export type AlertChannel = z.infer<typeof AlertChannel>;

/**
 * The part of a job filter that chooses jobs (not its page or order), under the names GET
 * /api/jobs/ takes, with only what differs from the defaults.
 */
export const SavedFilter = z.object({
  keyword: z.string().optional(),
  location: z.string().optional(),
  location_city_zip: z.string().optional(),
  location_state: z.string().optional(),
  destination_min: z.number().optional(),
  destination_max: z.number().optional(),
  category: z.string().optional(),
  jobType: z.array(z.number().int()).optional(),
  datePosted: z.string().optional(),
  experience: z.array(z.string()).optional(),
  salary_min: z.number().optional(),
  salary_max: z.number().optional(),
  tag: z.string().optional(),
  company: z.number().int().optional(),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

/** The saved part of a parsed job filter: what chooses jobs and differs from the defaults. */
export function savedFilterOf(filter: JobFilter): SavedFilter {
  const place = filter.location ?? filter.location_city_zip;
  const saved: SavedFilter = {
    keyword: filter.keyword,
    location: filter.location,
    location_city_zip: filter.location ? undefined : filter.location_city_zip,
    location_state: filter.location_state,
    category: filter.category,
    jobType: filter.jobType?.length ? filter.jobType : undefined,
    datePosted: filter.datePosted === 'all' ? undefined : filter.datePosted,
    experience: filter.experience?.length ? filter.experience : undefined,
    tag: filter.tag,
    company: filter.company,
  };
  // Distance means something only from a place.
  if (place && filter.destination_min !== JOB_FILTER_DEFAULTS.destination_min)
    saved.destination_min = filter.destination_min;
  if (place && filter.destination_max !== JOB_FILTER_DEFAULTS.destination_max)
    saved.destination_max = filter.destination_max;
  if (filter.salary_min !== JOB_FILTER_DEFAULTS.salary_min) saved.salary_min = filter.salary_min;
  if (filter.salary_max !== JOB_FILTER_DEFAULTS.salary_max) saved.salary_max = filter.salary_max;
  return Object.fromEntries(Object.entries(saved).filter(([, value]) => value !== undefined));
}

/** The query string of the job list (and of GET /api/jobs/) that runs a saved search. */
export function savedFilterQuery(filter: SavedFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

export const SavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  filter: SavedFilter,
  frequency: AlertFrequency,
  channels: z.array(AlertChannel),
  paused: z.boolean(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
  /** Open jobs matching it posted since its owner last opened it (capped like a search count). */
  new_count: z.number().int(),
});
export type SavedSearch = z.infer<typeof SavedSearch>;

const name = z
  .string()
  .trim()
  .min(1, 'Name the alert, or leave the name out to have it named after its search.')
  .max(SAVED_SEARCH_NAME_MAX, `At most ${SAVED_SEARCH_NAME_MAX} characters.`);
const channels = z
  .array(AlertChannel)
  .min(1, 'Choose at least one way to be told.')
  .transform((list) => [...new Set(list)]);

export const SavedSearchInput = z.object({
  name: name.optional(),
  /** The job list's query parameters, as GET /api/jobs/ takes them. */
  filter: z.record(z.string(), z.unknown(), { error: 'Send the search as an object of filters.' }),
  frequency: AlertFrequency,
  channels: channels.default(['email', 'in_app']),
});
export type SavedSearchInput = z.output<typeof SavedSearchInput>;
/** What a client sends to save a search (channels default to email and in-app). */
export type SavedSearchDraft = z.input<typeof SavedSearchInput>;

export const SavedSearchPatch = z
  .object({
    name: name.optional(),
    frequency: AlertFrequency.optional(),
    channels: channels.optional(),
    paused: z.boolean({ error: 'paused is true or false.' }).optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Send at least one of name, frequency, channels or paused.',
  });
export type SavedSearchPatch = z.output<typeof SavedSearchPatch>;

export const SavedSearchParams = z.object({ id: recordId });

/** A first alert offered from a field agent's profile: their job types near their first town. */
export const SavedSearchSuggestion = z.object({ name: z.string(), filter: SavedFilter }).nullable();
export type SavedSearchSuggestion = z.infer<typeof SavedSearchSuggestion>;
/** The distance a suggested alert covers around the agent's town. */
export const SUGGESTED_ALERT_MILES = 25;

/** Parses a saved search's filter as the job list would, or answers the job list's errors. */
export const parseSavedFilter = (raw: Record<string, unknown>) =>
  JobFilter.safeParse({ ...raw, start: undefined, end: undefined, sort: undefined });

/** A guest's alert: nothing is sent to the address before its confirmation link is opened. */
export const GuestAlertInput = z.object({
  email: Email,
  filter: SavedSearchInput.shape.filter,
  frequency: AlertFrequency,
});
export type GuestAlertInput = z.infer<typeof GuestAlertInput>;

/** The same answer whatever the address, so it tells no one who has an account. */
export const GuestAlertAccepted = z.object({ detail: z.string() });
export const GUEST_ALERT_ACCEPTED =
  'Check your inbox: open the link we sent to start the alert. Nothing is sent before.';

export const AlertConfirmToken = z.object({
  token: emailLinkToken('This confirmation link is not valid.'),
});
export const GuestAlertConfirmed = z.object({ name: z.string(), email: z.string() });
export type GuestAlertConfirmed = z.infer<typeof GuestAlertConfirmed>;

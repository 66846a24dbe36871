import { JOB_FILTER_DEFAULTS } from '@fieldhire/contract/constants';
import { groupDigits } from '@fieldhire/contract/group-digits';
import { SAVED_SEARCH_NAME_MAX, type SavedFilter } from '@fieldhire/contract/saved-searches';

export interface SummaryNames {
  /** Job type names by id. */
  jobTypes: ReadonlyMap<number, string>;
  /** The full name of the filter's state, if it has one. */
  stateName?: string;
}

function listed(names: string[]) {
  if (names.length <= 2) return names.join(' or ');
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

/** A saved search named after what it looks for: "Notary within 25 mi of Austin, TX". */
export function summarizeSearch(filter: SavedFilter, names: SummaryNames): string {
  const types = (filter.jobType ?? []).flatMap((id) => names.jobTypes.get(id) ?? []);
  const subject = types.length ? listed(types) : filter.category ? `${filter.category} jobs` : null;
  const keyword = filter.keyword ? `"${filter.keyword}"` : null;
  const parts = [
    subject && keyword
      ? `${subject} matching ${keyword}`
      : (subject ?? (keyword ? `${keyword} jobs` : 'Jobs')),
  ];
  const place = filter.location ?? filter.location_city_zip;
  if (place) {
    const miles = filter.destination_max ?? JOB_FILTER_DEFAULTS.destination_max;
    parts.push(`within ${miles} mi of ${place}`);
  } else if (names.stateName) {
    parts.push(`in ${names.stateName}`);
  }
  if (filter.tag) parts.push(`tagged ${filter.tag}`);
  if (filter.salary_min) parts.push(`paying $${groupDigits(filter.salary_min)}+`);
  const summary = parts.join(' ');
  return summary.length <= SAVED_SEARCH_NAME_MAX
    ? summary
    : `${summary.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…`;
}

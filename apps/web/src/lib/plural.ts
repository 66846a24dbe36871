import { groupDigits } from '@fieldhire/contract/group-digits';
/** "1 open job", "2 open jobs": the count with the noun in the form that agrees with it. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`) {
  return `${groupDigits(count)} ${count === 1 ? singular : pluralForm}`;
}

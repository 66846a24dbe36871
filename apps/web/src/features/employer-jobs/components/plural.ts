/** "1 applicant", "2 applicants"; `pluralForm` for words that do not just add an s. */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${count === 1 ? singular : pluralForm}`;

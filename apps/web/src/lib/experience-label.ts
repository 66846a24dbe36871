/** "Fresh", "1 year" … "4+ years": the experience values read as time (4 Year means four or more). */
export function experienceLabel(experience: string | null): string | null {
  if (!experience) return null;
  const years = Number.parseInt(experience, 10);
  if (!Number.isFinite(years)) return experience;
  if (years >= 4) return '4+ years';
  return years === 1 ? '1 year' : `${years} years`;
}

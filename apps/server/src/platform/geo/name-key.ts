/**
 * Place-name normalisation shared by the derive script and the runtime lookups, so that
 * "St. Louis", "Saint Louis" and "ST LOUIS" (or "McLean" and "Mc Lean") meet on one key.
 */

const WORD_ALIASES = new Map([
  ['saint', 'st'],
  ['sainte', 'ste'],
  ['mount', 'mt'],
  ['fort', 'ft'],
]);

const foldDiacritics = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Lower-case words without accents or punctuation: the form searches compare. */
export function searchText(text: string): string {
  const lower = foldDiacritics(text).toLowerCase();
  if (/^[a-z0-9]+(?: [a-z0-9]+)*$/.test(lower)) return lower;
  return lower
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  const folded = searchText(text);
  return folded ? folded.split(' ').map((word) => WORD_ALIASES.get(word) ?? word) : [];
}

/** The matching key of a name: its words, abbreviated alike and joined without spaces. */
export function nameKey(text: string): string {
  return words(text).join('');
}

export interface TownKeys {
  /** Keys of the name as written, and of both halves of "San Buenaventura (Ventura)". */
  exact: string[];
  /** Looser keys tried only when no exact key matches: "Boise City" → boise, "Urban Honolulu" → honolulu. */
  loose: string[];
}

/** Census kinds of county subdivision the product spells out, but that nobody types. */
const KIND_SUFFIXES = [['charter', 'township'], ['township'], ['plantation']];
const LOOSE_PREFIXES = [['urban'], ['village', 'of']];

const startsWith = (list: string[], prefix: string[]) =>
  list.length > prefix.length && prefix.every((word, i) => list[i] === word);
const endsWith = (list: string[], suffix: string[]) =>
  list.length > suffix.length &&
  suffix.every((word, i) => list[list.length - suffix.length + i] === word);

export function townKeys(name: string): TownKeys {
  const parenthetical = /^(.+?) \((.+)\)$/.exec(name);
  const parts = parenthetical ? [parenthetical[1] ?? '', parenthetical[2] ?? ''] : [name];
  const exact = new Set<string>();
  const loose = new Set<string>();
  for (const part of parts) {
    const partWords = words(part);
    exact.add(partWords.join(''));
    const kind = KIND_SUFFIXES.find((suffix) => endsWith(partWords, suffix));
    if (kind) exact.add(partWords.slice(0, -kind.length).join(''));
    if (endsWith(partWords, ['city'])) loose.add(partWords.slice(0, -1).join(''));
    for (const prefix of LOOSE_PREFIXES) {
      if (startsWith(partWords, prefix)) loose.add(partWords.slice(prefix.length).join(''));
    }
  }
  exact.delete('');
  for (const key of exact) loose.delete(key);
  loose.delete('');
  return { exact: [...exact], loose: [...loose] };
}

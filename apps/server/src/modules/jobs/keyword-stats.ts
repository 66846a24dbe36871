/**
 * What PostgreSQL's statistics of the jobs' search text (pg_stats.most_common_elems of `search`,
 * kept by ANALYZE from a sample of the jobs) tell of how many jobs a keyword matches, so a word's
 * first search can be planned before any of its matches is read.
 */

/** How long the statistics are used before they are read again (ANALYZE renews them now and then). */
export const LEXEME_STATS_MAX_AGE_MS = 10 * 60_000;

/** The most common lexemes of the search text, each with the share of jobs holding it. */
export interface LexemeShares {
  shares: ReadonlyMap<string, number>;
  /** The smallest share listed: a lexeme that is not listed is held by about this share or less. */
  floor: number;
}

/** What the statistics tell of the share of jobs a keyword matches. */
export interface KeywordShare {
  /** No more than about this share matches. */
  atMost: number;
  /** About this share matches, when the keyword is one listed lexeme; null when not known. */
  about: number | null;
}

/** The statistics as pg_stats gives them: the lexemes, then their shares (and a few figures after). */
export function lexemeSharesOf(lexemes: string[], shares: number[]): LexemeShares | null {
  if (lexemes.length === 0 || shares.length < lexemes.length) return null;
  const byLexeme = new Map(lexemes.map((lexeme, i) => [lexeme, shares[i]!]));
  return { shares: byLexeme, floor: Math.min(...byLexeme.values()) };
}

/** A quoted lexeme in a tsquery's text, where ' and \ are written twice. */
const QUOTED_LEXEME = /'((?:[^'\\]|''|\\\\)*)'/g;
/** What may stand between the lexemes of a query that needs all of them: and, followed by, brackets. */
const ALL_REQUIRED_BETWEEN = /^(?:\s|&|<->|<\d+>|\(|\))*$/;

/**
 * The lexemes a query's text (as PostgreSQL writes a tsquery) needs every one of: lexemes joined by
 * "and" or "followed by". Null for any other query ("or", "not", weights, prefixes).
 */
export function requiredLexemes(query: string): string[] | null {
  const lexemes: string[] = [];
  const between = query.replace(QUOTED_LEXEME, (_quoted, lexeme: string) => {
    lexemes.push(lexeme.replace(/''/g, "'").replace(/\\\\/g, '\\'));
    return ' ';
  });
  return ALL_REQUIRED_BETWEEN.test(between) ? lexemes : null;
}

/**
 * The share of jobs a keyword's query (its tsquery text) matches, from the statistics: each of its
 * required lexemes bounds it (an unlisted one by the floor), and a query of one listed lexeme is
 * about that lexeme's share. Null when the statistics tell nothing of the query.
 */
export function keywordShareOf(query: string, stats: LexemeShares | null): KeywordShare | null {
  const lexemes = requiredLexemes(query);
  if (!stats || !lexemes) return null;
  // A query without lexemes (only stop words) matches no job.
  if (lexemes.length === 0) return { atMost: 0, about: 0 };
  const shares = lexemes.map((lexeme) => stats.shares.get(lexeme));
  const atMost = Math.min(...shares.map((share) => share ?? stats.floor));
  const only = shares.length === 1 ? shares[0] : undefined;
  return { atMost, about: only ?? null };
}

/**
 * The statistics of one database, read when first asked for and again once older than `maxAgeMs`;
 * the statistics already read answer meanwhile (none before the first read ends).
 */
export function createLexemeStats(
  read: () => Promise<{ lexemes: string[]; shares: number[] }>,
  maxAgeMs = LEXEME_STATS_MAX_AGE_MS,
  now: () => number = Date.now,
) {
  let stats: LexemeShares | null = null;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;

  function refresh() {
    readAt = now();
    reading ??= read()
      .then(({ lexemes, shares }) => {
        stats = lexemeSharesOf(lexemes, shares);
      })
      // Without statistics a word's first search is planned as if none were kept.
      .catch(() => {})
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    /** Reads the statistics now (the first search would otherwise go without them). */
    refresh,
    /** The statistics read so far, starting a new read when they are old. */
    current(): LexemeShares | null {
      if (now() - readAt >= maxAgeMs) void refresh();
      return stats;
    },
  };
}
export type LexemeStats = ReturnType<typeof createLexemeStats>;

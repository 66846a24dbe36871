import { describe, expect, it } from 'vitest';
import {
  createLexemeStats,
  keywordShareOf,
  lexemeSharesOf,
  requiredLexemes,
} from './keyword-stats';

describe('the statistics of the search text', () => {
  it('keeps each listed lexeme with its share, and the smallest share as the floor', () => {
    // pg_stats gives the lowest and highest share after the lexemes' own.
    const stats = lexemeSharesOf(['app', 'lake', 'creek'], [1, 0.026, 0.011, 0.011, 1]);
    expect(stats?.shares.get('lake')).toBe(0.026);
    expect(stats?.floor).toBe(0.011);
    expect(lexemeSharesOf([], [])).toBeNull();
  });

  it('reads the lexemes a query needs all of, and none of a query that needs fewer', () => {
    expect(requiredLexemes("'lake'")).toEqual(['lake']);
    expect(requiredLexemes("'roof' & 'repair'")).toEqual(['roof', 'repair']);
    expect(requiredLexemes("'roof' <-> 'repair' & ( 'lake' <2> 'view' )")).toEqual([
      'roof',
      'repair',
      'lake',
      'view',
    ]);
    expect(requiredLexemes("'o''neil' & 'back\\\\slash'")).toEqual(["o'neil", 'back\\slash']);
    expect(requiredLexemes('')).toEqual([]);
    expect(requiredLexemes("'roof' | 'repair'")).toBeNull();
    expect(requiredLexemes("!'roof' & 'lake'")).toBeNull();
    expect(requiredLexemes("'roof':*")).toBeNull();
  });

  it("tells a keyword's share: about a listed lexeme's, at most the floor or the rarest lexeme's", () => {
    const stats = lexemeSharesOf(['roof', 'lake'], [0.5, 0.02]);
    expect(keywordShareOf("'lake'", stats)).toEqual({ atMost: 0.02, about: 0.02 });
    expect(keywordShareOf("'roof' & 'lake'", stats)).toEqual({ atMost: 0.02, about: null });
    expect(keywordShareOf("'zebra'", stats)).toEqual({ atMost: 0.02, about: null });
    expect(keywordShareOf("'roof' & 'zebra'", stats)).toEqual({ atMost: 0.02, about: null });
    // Only stop words: no job matches.
    expect(keywordShareOf('', stats)).toEqual({ atMost: 0, about: 0 });
    expect(keywordShareOf("'roof' | 'lake'", stats)).toBeNull();
    expect(keywordShareOf("'lake'", null)).toBeNull();
  });

  it('reads the statistics once, then again once they are old, answering with the last read', async () => {
    let clock = 0;
    let reads = 0;
    const answers = [
      { lexemes: [], shares: [] },
      { lexemes: ['lake'], shares: [0.02, 0.02, 0.02] },
    ];
    const stats = createLexemeStats(
      async () => answers[Math.min(reads++, answers.length - 1)]!,
      1000,
      () => clock,
    );
    // None kept yet (ANALYZE has not run): nothing to tell.
    await stats.refresh();
    expect(stats.current()).toBeNull();
    clock = 999;
    expect(stats.current()).toBeNull();
    expect(reads).toBe(1);
    clock = 1000;
    // Old: a new read starts, and the last read answers meanwhile.
    expect(stats.current()).toBeNull();
    await stats.refresh();
    expect(reads).toBe(2);
    expect(stats.current()?.shares.get('lake')).toBe(0.02);
  });

  it('keeps the statistics it has when a read fails', async () => {
    let fail = false;
    const stats = createLexemeStats(async () => {
      if (fail) throw new Error('the database is away');
      return { lexemes: ['lake'], shares: [0.02, 0.02, 0.02] };
    }, 0);
    await stats.refresh();
    fail = true;
    await stats.refresh();
    expect(stats.current()?.shares.get('lake')).toBe(0.02);
  });
});

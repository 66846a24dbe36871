import { describe, expect, it } from 'vitest';
import { parseKeywordQuery } from './keyword-query';

const holds =
  (...lexemes: string[]) =>
  (lexeme: string) =>
    lexemes.includes(lexeme);

describe('a keyword query tested in memory', () => {
  it('tests the lexemes a job holds as the database would', () => {
    const cases: [string, string[], boolean][] = [
      ["'notari'", ['notari'], true],
      ["'notari'", ['sign'], false],
      ["'notari' & 'sign'", ['notari'], false],
      ["'notari' & 'sign'", ['sign', 'notari'], true],
      ["'notari' | 'sign'", ['sign'], true],
      ["!'loan'", [], true],
      ["'notari' & !'loan'", ['notari', 'loan'], false],
      ["'a' & ( 'b' | 'c' )", ['a', 'c'], true],
      ["'a' & ( 'b' | 'c' )", ['b', 'c'], false],
      ["'a' | 'b' & 'c'", ['a'], true],
      ["'it''s'", ["it's"], true],
      ['', ['anything'], false],
    ];
    for (const [query, lexemes, expected] of cases)
      expect(
        parseKeywordQuery(query)?.(holds(...lexemes)),
        `${query} on ${lexemes.join(' ')}`,
      ).toBe(expected);
  });

  it('leaves phrases, prefixes and weights to the database', () => {
    for (const query of ["'notari' <-> 'sign'", "'a' <2> 'b'", "'nota':*", "'a':AB", "'a' &"])
      expect(parseKeywordQuery(query), query).toBeNull();
  });
});

/** Whether a job's search vector holds a lexeme. */
export type HasLexeme = (lexeme: string) => boolean;
/** A parsed keyword query, tested against a job's lexemes. */
export type KeywordTest = (has: HasLexeme) => boolean;

/**
 * A `tsquery` as PostgreSQL writes it (`'notari' & ( 'sign' | !'loan' )`), as a test of which
 * lexemes a job holds; null when the answer needs the lexemes' positions or weights (a phrase,
 * a prefix, a weight), which only the database can test. An empty query finds nothing, as `@@`.
 */
export function parseKeywordQuery(text: string): KeywordTest | null {
  const tokens = text.match(/'(?:[^']|'')*'(?::[*A-D]+)?|<\d*-?>|[&|!()]/g) ?? [];
  if (tokens.join('').length !== text.replace(/\s+/g, '').length) return null;
  if (tokens.length === 0) return () => false;
  let at = 0;
  let exact = true;

  const or = (): KeywordTest => {
    let left = and();
    while (tokens[at] === '|') {
      at += 1;
      const [a, b] = [left, and()];
      left = (has) => a(has) || b(has);
    }
    return left;
  };
  const and = (): KeywordTest => {
    let left = unary();
    while (tokens[at] === '&') {
      at += 1;
      const [a, b] = [left, unary()];
      left = (has) => a(has) && b(has);
    }
    return left;
  };
  const unary = (): KeywordTest => {
    const token = tokens[at++];
    if (token === '!') {
      const inner = unary();
      return (has) => !inner(has);
    }
    let test: KeywordTest;
    if (token === '(') {
      test = or();
      if (tokens[at++] !== ')') exact = false;
    } else if (token?.startsWith("'") && token.endsWith("'")) {
      const lexeme = token.slice(1, -1).replace(/''/g, "'");
      test = (has) => has(lexeme);
    } else {
      exact = false;
      test = () => false;
    }
    if (tokens[at]?.startsWith('<')) exact = false;
    return test;
  };

  const test = or();
  return exact && at === tokens.length ? test : null;
}

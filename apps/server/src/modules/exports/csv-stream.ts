import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';

/** A cell's value: text, a number, or nothing (an empty cell). */
export type Cell = string | number | null;

export interface Column<Row> {
  header: string;
  cell: (row: Row) => Cell;
}

/** What a spreadsheet would read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as it stands: one that would start a formula is prefixed with '. */
export const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** Cents as dollars with two decimals. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Reads rows a page at a time, newest first: each page is asked for from below the last row of
 * the one before, until a page comes back short.
 */
export async function* pagesBelow<Row extends { id: number }>(
  first: Row[],
  pageSize: number,
  next: (belowId: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let page = first;
  while (page.length > 0) {
    yield page;
    if (page.length < pageSize) return;
    page = await next(page.at(-1)!.id);
  }
}

/**
 * The rows as CSV text: a header row, then a record per row, every text cell made inert. Pages
 * are read as the text is consumed, so only about one page is held at a time.
 */
export function csvStream<Row>(columns: Column<Row>[], pages: AsyncIterable<Row[]>): Readable {
  async function* records() {
    for await (const page of pages) for (const row of page) yield columns.map((c) => c.cell(row));
  }
  const text = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    cast: { string: inertText },
  });
  // An error while reading a later page ends the download broken, not silently short.
  pipeline(Readable.from(records()), text, () => {});
  return text;
}

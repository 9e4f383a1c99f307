import { Readable } from "node:stream";
import { csvRow } from "../statements/csv.ts";

type Cell = string | number | null;

/**
 * A report as CSV (RFC 4180, CRLF), streamed a chunk of rows at a time so a year of rows is
 * never one string. Cells go through the statements' csvCell, so a text a spreadsheet would run
 * as a formula (a game id starting with =) gets its leading apostrophe.
 */
export function reportCsvStream<Row>(
  header: readonly Cell[],
  report: Promise<{ data: readonly Row[] }>,
  cells: (row: Row) => readonly Cell[],
  chunkRows = 500,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield csvRow(header);
    const { data } = await report;
    for (let start = 0; start < data.length; start += chunkRows) {
      yield data
        .slice(start, start + chunkRows)
        .map((row) => csvRow(cells(row)))
        .join("");
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

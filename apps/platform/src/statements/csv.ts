import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { StatementLine } from "@croupier/contract/schemas/statements";

// The statement as CSV (RFC 4180, UTF-8, CRLF), built a page of lines at a time so an export of
// any length is streamed, never held whole in memory. A text cell a spreadsheet would read as a
// formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP's
// CSV injection advice); whole numbers, such as a negative amount, are left as they are.

export const STATEMENT_CSV_HEADER = [
  "date",
  "kind",
  "wallet",
  "amount_cents",
  "currency",
  "balance_after_cents",
  "game",
  "round",
  "transaction",
  "payment_id",
  "bonus_id",
  "source",
  "id",
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const WHOLE_NUMBER = /^-?\d+$/;

/** One cell: neutralised when a spreadsheet could run it, quoted when it holds , " or a line break. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value !== "number" && !WHOLE_NUMBER.test(text) && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

function lineCells(line: StatementLine): (string | number | null)[] {
  const ref = line.reference;
  return [
    line.created_at,
    line.kind,
    line.wallet,
    line.amount_cents,
    line.currency,
    line.balance_after_cents,
    ref.game_title ?? ref.game,
    ref.round,
    ref.transaction,
    ref.payment_id,
    ref.bonus_id,
    ref.source,
    line.id,
  ];
}

/** The header, then a chunk of rows per page of lines the source yields. */
export function statementCsvStream(pages: AsyncIterable<StatementLine[]>): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield csvRow(STATEMENT_CSV_HEADER);
    await nextTurn();
    for await (const lines of pages) {
      yield lines.map((line) => csvRow(lineCells(line))).join("");
      // Let the socket write this chunk (and other requests run) before the next page is read: an
      // embedded database answers without ever yielding to I/O.
      await nextTurn();
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

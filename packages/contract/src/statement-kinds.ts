// The statement's movement kinds, apart from the zod schemas so that the site's history page can
// list them without loading zod (about 25 KB gzip of first-load JavaScript).

/** What a movement was, as the player reads it (the ledger's posting kinds, grouped). */
export const STATEMENT_KINDS = [
  "deposit",
  "withdrawal",
  "withdrawal_returned",
  "bet",
  "win",
  "rollback",
  "bonus_issued",
  "bonus_released",
  "bonus_forfeited",
  "prize",
  "adjustment",
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

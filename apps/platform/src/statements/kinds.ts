import type { StatementKind } from "@croupier/contract/schemas/statements";

// How the ledger's posting kinds read on the player's statement. A kind not listed here (a grant
// of play money, a correction) reads as an adjustment, so every movement is shown.

const LEDGER_KINDS: Record<Exclude<StatementKind, "adjustment">, readonly string[]> = {
  deposit: ["deposit"],
  withdrawal: ["withdrawal"],
  withdrawal_returned: ["withdrawal_recall", "withdrawal_reject"],
  // The sportsbook's postings (sportsbook/wallet.ts) read as the casino's: a refund or a discard gives the stake back.
  bet: ["bet", "sportsbook_bet"],
  win: ["win", "sportsbook_win"],
  rollback: ["rollback", "sportsbook_rollback", "sportsbook_refund", "sportsbook_discard"],
  bonus_issued: ["bonus_credit"],
  bonus_released: ["bonus_release"],
  bonus_forfeited: ["bonus_forfeit", "bonus_expiry"],
  prize: ["tournament_prize", "lottery_prize", "comp_points_exchange"],
};

const BY_LEDGER_KIND = new Map<string, StatementKind>(
  Object.entries(LEDGER_KINDS).flatMap(([kind, ledgerKinds]) =>
    ledgerKinds.map((ledgerKind) => [ledgerKind, kind as StatementKind] as const),
  ),
);

const KNOWN_LEDGER_KINDS = [...BY_LEDGER_KIND.keys()];

export function statementKindOf(ledgerKind: string): StatementKind {
  return BY_LEDGER_KIND.get(ledgerKind) ?? "adjustment";
}

/** The ledger filter for a statement kind: the kinds it covers, or (adjustment) those it does not. */
export function ledgerKindFilter(kind: StatementKind | undefined): {
  kinds?: readonly string[];
  exceptKinds?: readonly string[];
} {
  if (kind === undefined) return {};
  if (kind === "adjustment") return { exceptKinds: KNOWN_LEDGER_KINDS };
  return { kinds: LEDGER_KINDS[kind] };
}

/** The posting kinds net deposits add up (RTS 1C). */
export const NET_DEPOSIT_KINDS = {
  deposits: LEDGER_KINDS.deposit,
  withdrawals: [...LEDGER_KINDS.withdrawal, ...LEDGER_KINDS.withdrawal_returned],
};

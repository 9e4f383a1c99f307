import type {
  NetDeposits,
  StatementExportQuery,
  StatementLine,
  StatementPage,
  StatementQuery,
} from "@croupier/contract/schemas/statements";
import { findGameTitles } from "../catalog/repository.ts";
import type { Executor } from "../db/database.ts";
import {
  type AccountMovement,
  type BalanceAccount,
  listAccountMovements,
  listPlayerBalanceAccounts,
  sumAccountMovementsByKind,
} from "../ledger/statement-reads.ts";
import { findRoundGames, roundKey } from "../provider-wallet/history-reads.ts";
import { ledgerKindFilter, NET_DEPOSIT_KINDS, statementKindOf } from "./kinds.ts";

// The account statement (UK RTS 1B): every movement on the player's own balances (their money and
// their bonus money), read from the ledger, newest first; and net deposits (RTS 1C). Nothing is
// deleted, so the whole history is self-serve (the standard asks for 3 months, 12 kept).

const DAY_MS = 86_400_000;

/** The day filters as instants: `from` at 00:00 UTC, `to` up to the next day's 00:00 UTC. */
export function dayRange(query: { from?: string | undefined; to?: string | undefined }) {
  return {
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    before: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

export function parseCursor(cursor: string | undefined): { first: number; second: number } | undefined {
  if (!cursor) return undefined;
  const [first, second] = cursor.split(".").map(Number);
  return { first: first ?? 0, second: second ?? 0 };
}

/** One page of movements matching `filters` from `after` on, in the statement's shape. */
async function readLines(
  db: Executor,
  playerId: number,
  accounts: readonly BalanceAccount[],
  filters: StatementExportQuery,
  after: { transactionId: number; accountId: number } | undefined,
  limit: number,
): Promise<StatementLine[]> {
  const chosen = filters.currency ? accounts.filter((account) => account.currency === filters.currency) : accounts;
  const movements = await listAccountMovements(db, {
    accountIds: chosen.map((account) => account.id),
    ...dayRange(filters),
    ...ledgerKindFilter(filters.kind),
    after,
    limit,
  });
  return describeMovements(db, playerId, accounts, movements);
}

async function describeMovements(
  db: Executor,
  playerId: number,
  accounts: readonly BalanceAccount[],
  movements: readonly AccountMovement[],
): Promise<StatementLine[]> {
  const wallets = new Map(accounts.map((account) => [account.id, account.kind === "player_bonus" ? "bonus" : "cash"]));
  const rounds = movements.flatMap((movement) => {
    const provider = text(movement.metadata.provider);
    const round = text(movement.metadata.round);
    return provider && round ? [{ providerId: provider, roundId: round }] : [];
  });
  const games = await findRoundGames(db, playerId, rounds);
  const titles = await findGameTitles(db, [...games.values()]);
  return movements.map((movement) => {
    const meta = movement.metadata;
    const provider = text(meta.provider);
    const round = text(meta.round);
    const game = provider && round ? (games.get(roundKey(provider, round)) ?? null) : null;
    const source =
      number(meta.tournament_id) !== null
        ? `tournament:${meta.tournament_id}`
        : number(meta.lottery_id) !== null
          ? `lottery:${meta.lottery_id}`
          : null;
    return {
      id: `${movement.transactionId}.${movement.accountId}`,
      created_at: movement.createdAt.toISOString(),
      kind: statementKindOf(movement.kind),
      wallet: (wallets.get(movement.accountId) ?? "cash") as "cash" | "bonus",
      amount_cents: Number(movement.amount),
      currency: movement.currency,
      balance_after_cents: movement.balanceAfter === null ? null : Number(movement.balanceAfter),
      reference: {
        payment_id: number(meta.payment_id),
        bonus_id: number(meta.bonus_id),
        provider,
        round,
        transaction: text(meta.transaction),
        game,
        game_title: game ? (titles.get(game) ?? game) : null,
        source,
      },
    };
  });
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);
const number = (value: unknown): number | null =>
  typeof value === "number" && Number.isSafeInteger(value) ? value : null;

/** GET /api/player/statement: a page, newest first, and where the next one starts. */
export async function readStatementPage(db: Executor, playerId: number, query: StatementQuery): Promise<StatementPage> {
  const accounts = await listPlayerBalanceAccounts(db, playerId);
  const position = parseCursor(query.cursor);
  const after = position ? { transactionId: position.first, accountId: position.second } : undefined;
  const lines = await readLines(db, playerId, accounts, query, after, query.per_page + 1);
  const shown = lines.slice(0, query.per_page);
  const last = shown.at(-1);
  return {
    lines: shown,
    next_cursor: lines.length > query.per_page && last ? last.id : null,
    per_page: query.per_page,
  };
}

/** Every matching line, newest first, read `pageSize` at a time (the CSV export streams them). */
export async function* readStatementLines(
  db: Executor,
  playerId: number,
  filters: StatementExportQuery,
  pageSize = 1000,
): AsyncGenerator<StatementLine[]> {
  const accounts = await listPlayerBalanceAccounts(db, playerId);
  let after: { transactionId: number; accountId: number } | undefined;
  for (;;) {
    const lines = await readLines(db, playerId, accounts, filters, after, pageSize);
    if (lines.length > 0) yield lines;
    const last = lines.at(-1);
    if (lines.length < pageSize || !last) return;
    const position = parseCursor(last.id);
    after = position ? { transactionId: position.first, accountId: position.second } : undefined;
  }
}

/** RTS 1C: lifetime deposits minus withdrawals per currency, since registration. */
export async function readNetDeposits(
  db: Executor,
  player: { id: number; createdAt: Date },
  now: Date,
): Promise<NetDeposits> {
  const accounts = (await listPlayerBalanceAccounts(db, player.id)).filter((account) => account.kind === "player");
  const currencyOf = new Map(accounts.map((account) => [account.id, account.currency]));
  const sums = await sumAccountMovementsByKind(
    db,
    accounts.map((account) => account.id),
    [...NET_DEPOSIT_KINDS.deposits, ...NET_DEPOSIT_KINDS.withdrawals],
  );
  const totals = new Map<string, { deposits: bigint; withdrawals: bigint }>();
  for (const sum of sums) {
    const currency = currencyOf.get(sum.accountId);
    if (!currency) continue;
    const total = totals.get(currency) ?? { deposits: 0n, withdrawals: 0n };
    // Deposits credit the balance; withdrawals debit it and a returned one credits it back.
    if (NET_DEPOSIT_KINDS.deposits.includes(sum.kind)) total.deposits += sum.total;
    else total.withdrawals -= sum.total;
    totals.set(currency, total);
  }
  return {
    since: player.createdAt.toISOString(),
    until: now.toISOString(),
    currencies: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, total]) => ({
        currency,
        deposits_cents: Number(total.deposits),
        withdrawals_cents: Number(total.withdrawals),
        net_cents: Number(total.deposits - total.withdrawals),
      })),
  };
}

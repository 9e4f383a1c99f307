import { randomUUID } from "node:crypto";
import type { Locale } from "@croupier/contract";
import { and, eq } from "drizzle-orm";
import { countSportsWager, sportsWageringBonusId } from "../bonuses/sports-wagering.ts";
import type { Db, Executor } from "../db/database.ts";
import { findActiveExclusion } from "../exclusions/guard.ts";
import { findUserById } from "../identity/repository.ts";
import {
  findAccount,
  getSystemAccount,
  type LedgerAccount,
  lockAccounts,
  openPlayerAccount,
  openPlayerDebtAccount,
} from "../ledger/accounts.ts";
import { type PostingEntry, postTransaction } from "../ledger/post-transaction.ts";
import { betLimitRefusal } from "../limits/guard.ts";
import {
  type SportsbookBetStatus,
  sportsbookAlerts,
  sportsbookBets,
  sportsbookSessions,
  sportsbookTransactions,
} from "./schema.ts";

// The canonical commands of an embedded sportsbook (one codec per vendor maps its calls onto
// them): place, commit, discard, settle, roll back a settlement, finalise. Each runs in ONE
// database transaction that first claims the vendor's transaction id (INSERT … ON CONFLICT DO
// NOTHING on UNIQUE (vendor, transaction id): a concurrent twin waits for it, then replays the
// stored answer), then row-locks the bet, then the player's account (ledger_post's order).
// Placing checks the session, a block, an exclusion and the bet limits; settling never does.
// Ledger: place = player → house; discard, refund, win = house → player; a rollback posts the
// exact inverse of the settlement, the part the player no longer holds going to their debt account.

/** The vendor name of our own pre-match book (book/): its bets use this wallet like any vendor's. */
export const HOUSE_VENDOR = "house";

export type SettleOutcome = "won" | "lost" | "refund" | "cashed_out" | "half_won" | "half_lost";

export type SportsbookError =
  | "player_not_found"
  | "player_blocked"
  | "session_expired"
  | "not_enough_money"
  | "invalid_currency"
  | "parent_not_found"
  | "bad_request"
  | "limits_exceeded";

/** What a money command answers (stored, replayed to a retry). */
export interface WalletAnswer {
  ok: true;
  /** Our id of this transaction. */
  transactionId: string;
  extTransactionId: string;
  /** Our id of the bet (Betby's `bet_transaction_id`). */
  betId: string;
  operation: string;
  amount: string;
  currency: string;
  playerId: string;
  balance: string;
}

export interface WalletRefusal {
  ok: false;
  error: SportsbookError;
  message: string;
}

export type WalletResult = WalletAnswer | WalletRefusal;

export interface PlaceCommand {
  vendor: string;
  transactionId: string;
  playerId: number;
  /** The vendor's session (launch token jti); null for our own book, whose player is signed in. */
  sessionId: string | null;
  currency: string;
  amount: bigint;
  betslip: unknown;
  /** The language of a limit refusal's text (English for a vendor). */
  locale?: Locale;
}

export interface SettleCommand {
  vendor: string;
  transactionId: string;
  /** Our id of the placement transaction (Betby's bet_transaction_id). */
  betId: number;
  outcome: SettleOutcome;
  /** What the player gets back (0 for lost; the stake for a refund when omitted). */
  amount: bigint | null;
  /** The currency the vendor names, when it names one: it must be the bet's. */
  currency?: string;
}

export interface RollbackCommand {
  vendor: string;
  transactionId: string;
  /** Our id of the placement transaction (Betby's bet_transaction_id). */
  betId: number;
}

const refuse = (error: SportsbookError, message: string): WalletRefusal => ({ ok: false, error, message });

const SETTLED: readonly SportsbookBetStatus[] = ["won", "lost", "refund", "cashed_out", "half_won", "half_lost"];

/** A vendor session for the widget (the launch token's jti), valid for `ttlMs`. */
export async function openSportsbookSession(
  db: Executor,
  input: { vendor: string; playerId: number; currency: string },
  now: Date,
  ttlMs = 60 * 60_000,
): Promise<string> {
  const id = randomUUID();
  await db.insert(sportsbookSessions).values({ id, ...input, expiresAt: new Date(now.getTime() + ttlMs) });
  return id;
}

type Claim = { kind: "claimed"; id: number } | { kind: "replayed"; result: WalletResult };

/** Claims (vendor, transaction id) for this database transaction, or answers its stored result. */
async function claim(tx: Executor, vendor: string, transactionId: string, operation: string): Promise<Claim> {
  const [row] = await tx
    .insert(sportsbookTransactions)
    .values({ vendor, extTransactionId: transactionId, operation })
    .onConflictDoNothing()
    .returning({ id: sportsbookTransactions.id });
  if (row) return { kind: "claimed", id: row.id };
  const [stored] = await tx
    .select()
    .from(sportsbookTransactions)
    .where(and(eq(sportsbookTransactions.vendor, vendor), eq(sportsbookTransactions.extTransactionId, transactionId)));
  if (stored?.operation !== operation || !stored.response) {
    return { kind: "replayed", result: refuse("bad_request", "Transaction id already used") };
  }
  return { kind: "replayed", result: stored.response as WalletResult };
}

async function store(tx: Executor, claimId: number, result: WalletResult, betId: number | null, amount = 0n) {
  await tx
    .update(sportsbookTransactions)
    .set({ response: result, betId, amount })
    .where(eq(sportsbookTransactions.id, claimId));
  return result;
}

async function lockBet(tx: Executor, where: ReturnType<typeof and>) {
  const [bet] = await tx.select().from(sportsbookBets).where(where).for("update");
  return bet ?? null;
}

/** Row-locks the bet our placement transaction `placementId` (the vendor's bet_transaction_id) made. */
async function lockPlacedBet(tx: Executor, vendor: string, placementId: number) {
  const [placement] = await tx
    .select({ betId: sportsbookTransactions.betId })
    .from(sportsbookTransactions)
    .where(
      and(
        eq(sportsbookTransactions.vendor, vendor),
        eq(sportsbookTransactions.id, placementId),
        eq(sportsbookTransactions.operation, "bet"),
      ),
    );
  if (!placement?.betId) return null;
  return lockBet(tx, and(eq(sportsbookBets.vendor, vendor), eq(sportsbookBets.id, placement.betId)));
}

function answer(
  fields: { transactionId: number | string; extTransactionId: string; betId: number; operation: string },
  amount: bigint,
  currency: string,
  playerId: number,
  balance: bigint,
): WalletAnswer {
  return {
    ok: true,
    transactionId: String(fields.transactionId),
    extTransactionId: fields.extTransactionId,
    betId: String(fields.betId),
    operation: fields.operation,
    amount: amount.toString(),
    currency,
    playerId: String(playerId),
    balance: balance.toString(),
  };
}

const ledgerKey = (vendor: string, transactionId: string) => `sportsbook:${vendor}:${transactionId}`;

/** The player's account in `currency` after posting (or as it stands). */
function balanceAfter(posted: { entries: { accountId: number; balanceAfter: bigint | null }[] }, id: number) {
  return posted.entries.find((entry) => entry.accountId === id)?.balanceAfter ?? 0n;
}

/** Place: debit the stake, after the session, block, exclusion, limit and funds checks. */
export async function placeBet(db: Db, command: PlaceCommand, now: Date): Promise<WalletResult> {
  return db.transaction(async (tx) => {
    const claimed = await claim(tx, command.vendor, command.transactionId, "bet");
    if (claimed.kind === "replayed") return claimed.result;
    const discarded = refuse("bad_request", "Transaction was discarded");
    // A discard came first and left its tombstone.
    const tombstone = await lockBet(
      tx,
      and(eq(sportsbookBets.vendor, command.vendor), eq(sportsbookBets.extTransactionId, command.transactionId)),
    );
    if (tombstone) return store(tx, claimed.id, discarded, null);
    const refusal = await placeRefusal(tx, command, now);
    if (refusal) return store(tx, claimed.id, refusal, null);
    const wagerBonusId = await sportsWageringBonusId(tx, command.playerId, command.currency);
    const [bet] = await tx
      .insert(sportsbookBets)
      .values({
        vendor: command.vendor,
        extTransactionId: command.transactionId,
        playerId: command.playerId,
        currency: command.currency,
        stake: command.amount,
        status: "pending",
        betslip: command.betslip ?? {},
        wagerBonusId,
      })
      .onConflictDoNothing()
      .returning();
    // A discard committed meanwhile.
    if (!bet) return store(tx, claimed.id, discarded, null);
    const account = (await findAccount(tx, "player", command.currency, command.playerId)) as LedgerAccount;
    const house = await getSystemAccount(tx, "house", command.currency);
    const posted = await postTransaction(tx, {
      idempotencyKey: ledgerKey(command.vendor, command.transactionId),
      kind: "sportsbook_bet",
      entries: [
        { account: account.id, amount: -command.amount },
        { account: house.id, amount: command.amount },
      ],
      metadata: { vendor: command.vendor, transaction: command.transactionId, bet: bet.id },
    });
    const result = answer(
      { transactionId: claimed.id, extTransactionId: command.transactionId, betId: claimed.id, operation: "bet" },
      command.amount,
      command.currency,
      command.playerId,
      balanceAfter(posted, account.id),
    );
    return store(tx, claimed.id, result, bet.id, command.amount);
  });
}

/** The checks of a placement, in the money's own transaction after the account's row lock. */
async function placeRefusal(tx: Executor, command: PlaceCommand, now: Date): Promise<WalletRefusal | null> {
  if (command.amount <= 0n) return refuse("bad_request", "Amount must be positive");
  const user = await findUserById(tx, command.playerId);
  if (!user) return refuse("player_not_found", "Player not found");
  // Only our own book places without a vendor session (its routes authenticate the player).
  if (command.sessionId === null && command.vendor !== HOUSE_VENDOR)
    return refuse("session_expired", "Session expired");
  if (command.sessionId !== null) {
    const [session] = await tx.select().from(sportsbookSessions).where(eq(sportsbookSessions.id, command.sessionId));
    if (!session || session.vendor !== command.vendor || session.playerId !== command.playerId) {
      return refuse("session_expired", "Session expired");
    }
    if (session.currency !== command.currency) return refuse("invalid_currency", "Invalid currency");
    if (session.expiresAt.getTime() <= now.getTime()) return refuse("session_expired", "Session expired");
  }
  if (user.blockedAt || user.lockedAt) return refuse("player_blocked", "Player blocked");
  const { account } = await openPlayerAccount(tx, command.playerId, command.currency);
  const [locked] = await lockAccounts(tx, [account.id]);
  if (await findActiveExclusion(tx, command.playerId, now)) return refuse("player_blocked", "Player self-excluded");
  const limit = await betLimitRefusal(tx, {
    playerId: command.playerId,
    currency: command.currency,
    stake: command.amount,
    session: { id: 0, startedAt: now },
    now,
    locale: command.locale ?? "en",
  });
  if (limit) return refuse("limits_exceeded", limit.text);
  if ((locked?.balance ?? 0n) < command.amount) return refuse("not_enough_money", "Not enough money");
  return null;
}

/** Commit: the vendor accepted the bet (pending → open). No money moves. */
export async function commitBet(db: Db, vendor: string, betId: number): Promise<WalletResult> {
  return db.transaction(async (tx) => {
    const bet = await lockPlacedBet(tx, vendor, betId);
    if (!bet || bet.tombstone) return refuse("parent_not_found", "Parent transaction not found");
    if (bet.status === "pending") {
      await tx
        .update(sportsbookBets)
        .set({ status: "open", updatedAt: new Date() })
        .where(eq(sportsbookBets.id, bet.id));
    }
    return answerForBet(tx, bet, "commit", bet.extTransactionId, bet.id, 0n);
  });
}

async function answerForBet(
  tx: Executor,
  bet: typeof sportsbookBets.$inferSelect,
  operation: string,
  extTransactionId: string,
  transactionId: number | string,
  amount: bigint,
): Promise<WalletAnswer> {
  const account = await findAccount(tx, "player", bet.currency as string, bet.playerId as number);
  return answer(
    { transactionId, extTransactionId, betId: bet.id, operation },
    amount,
    bet.currency as string,
    bet.playerId as number,
    account?.balance ?? 0n,
  );
}

/**
 * Discard: the vendor declined its bet, named by the vendor's placement id. The stake goes back;
 * a discard that comes first leaves a tombstone (the late bet is refused); a repeat is a no-op.
 */
export async function discardBet(
  db: Db,
  input: { vendor: string; betTransactionId: string; playerId: number },
): Promise<WalletResult> {
  return db.transaction(async (tx) => {
    const where = and(
      eq(sportsbookBets.vendor, input.vendor),
      eq(sportsbookBets.extTransactionId, input.betTransactionId),
    );
    let bet = await lockBet(tx, where);
    if (!bet) {
      await tx
        .insert(sportsbookBets)
        .values({
          vendor: input.vendor,
          extTransactionId: input.betTransactionId,
          playerId: input.playerId,
          status: "discarded",
          tombstone: true,
        })
        .onConflictDoNothing();
      bet = await lockBet(tx, where);
    }
    if (!bet) throw new Error("sportsbook bet vanished");
    const key = `discard:${input.betTransactionId}`;
    if (bet.tombstone) {
      // No bet, so no currency: the player's own currency and balance, as the vendor shows them.
      const player = await findUserById(tx, input.playerId);
      const currency = player?.currency ?? "";
      const account = player ? await findAccount(tx, "player", currency, player.id) : null;
      return answer(
        { transactionId: bet.id, extTransactionId: input.betTransactionId, betId: bet.id, operation: "discard" },
        0n,
        currency,
        input.playerId,
        account?.balance ?? 0n,
      );
    }
    if (bet.playerId !== input.playerId) return refuse("player_not_found", "Player not found");
    if (bet.status !== "pending" && bet.status !== "open" && bet.status !== "discarded") {
      return refuse("bad_request", "Bet is settled");
    }
    if (bet.status !== "discarded") {
      await credit(tx, bet, ledgerKey(input.vendor, key), "sportsbook_discard", bet.stake);
      await tx
        .update(sportsbookBets)
        .set({ status: "discarded", updatedAt: new Date() })
        .where(eq(sportsbookBets.id, bet.id));
    }
    return answerForBet(tx, bet, "discard", input.betTransactionId, bet.id, bet.stake);
  });
}

/** house → player `amount` (nothing when 0); the player's account balance after. */
async function credit(
  tx: Executor,
  bet: typeof sportsbookBets.$inferSelect,
  key: string,
  kind: string,
  amount: bigint,
): Promise<void> {
  if (amount === 0n) return;
  const currency = bet.currency as string;
  const { account } = await openPlayerAccount(tx, bet.playerId as number, currency);
  const house = await getSystemAccount(tx, "house", currency);
  await postTransaction(tx, {
    idempotencyKey: key,
    kind,
    entries: [
      { account: house.id, amount: -amount },
      { account: account.id, amount },
    ],
    metadata: { vendor: bet.vendor, bet: bet.id },
  });
}

/** The outcomes of a bet played out: these count toward a bonus's wagering (bonuses/sports-wagering.ts). */
const WAGERING_OUTCOMES: ReadonlySet<SettleOutcome> = new Set(["won", "lost", "half_won", "half_lost"]);

/** Settle an open bet: won, lost, refund, cash-out, half-won, half-lost. No player check. */
export async function settleBet(db: Db, command: SettleCommand): Promise<WalletResult> {
  return db.transaction(async (tx) => {
    const operation = command.outcome === "lost" ? "lost" : command.outcome === "refund" ? "refund" : "win";
    const claimed = await claim(tx, command.vendor, command.transactionId, operation);
    if (claimed.kind === "replayed") return claimed.result;
    const bet = await lockPlacedBet(tx, command.vendor, command.betId);
    if (!bet || bet.tombstone) {
      return store(tx, claimed.id, refuse("parent_not_found", "Parent transaction not found"), null);
    }
    if (command.currency !== undefined && command.currency !== bet.currency) {
      return store(tx, claimed.id, refuse("invalid_currency", "Invalid currency"), bet.id);
    }
    if (bet.status !== "pending" && bet.status !== "open") {
      return store(tx, claimed.id, refuse("bad_request", `Bet is ${bet.status}`), bet.id);
    }
    const amount =
      command.outcome === "lost"
        ? 0n
        : command.outcome === "refund"
          ? (command.amount ?? bet.stake)
          : (command.amount ?? 0n);
    if (amount < 0n) return store(tx, claimed.id, refuse("bad_request", "Amount must not be negative"), bet.id);
    // Toward the bonus wagering at placement, if it counts sports bets: once, and only a bet that
    // was played out (a refund or cash-out never counts). Before the credit: it locks the accounts.
    const countsWager =
      bet.wagerBonusId !== null && !bet.wagerCounted && WAGERING_OUTCOMES.has(command.outcome) && bet.playerId !== null;
    if (countsWager) {
      await countSportsWager(tx, {
        bonusId: bet.wagerBonusId as number,
        playerId: bet.playerId as number,
        currency: bet.currency as string,
        stake: bet.stake,
        now: new Date(),
      });
    }
    await credit(tx, bet, ledgerKey(command.vendor, command.transactionId), `sportsbook_${operation}`, amount);
    await tx
      .update(sportsbookBets)
      .set({
        wagerCounted: bet.wagerCounted || countsWager,
        status: command.outcome,
        settledAmount: amount,
        settlementTransactionId: command.transactionId,
        updatedAt: new Date(),
      })
      .where(eq(sportsbookBets.id, bet.id));
    const result = await answerForBet(tx, bet, operation, command.transactionId, claimed.id, amount);
    return store(tx, claimed.id, result, bet.id, amount);
  });
}

/**
 * Roll back a settlement: the bet is open again and the settlement's credit is taken back by the
 * exact inverse posting. Never refused for lack of money: what the player no longer holds goes to
 * their debt account (below zero), and operators get an alert. A bet not settled: a no-op.
 */
export async function rollbackSettlement(db: Db, command: RollbackCommand, now: Date): Promise<WalletResult> {
  const debts: { playerId: number; betId: number; shortfall: bigint; currency: string }[] = [];
  const result = await db.transaction(async (tx) => {
    const claimed = await claim(tx, command.vendor, command.transactionId, "rollback");
    if (claimed.kind === "replayed") return claimed.result;
    const bet = await lockPlacedBet(tx, command.vendor, command.betId);
    if (!bet || bet.tombstone) {
      return store(tx, claimed.id, refuse("parent_not_found", "Parent transaction not found"), null);
    }
    let amount = 0n;
    if (SETTLED.includes(bet.status)) {
      amount = bet.settledAmount;
      if (amount > 0n) {
        const currency = bet.currency as string;
        const playerId = bet.playerId as number;
        const { account } = await openPlayerAccount(tx, playerId, currency);
        const [locked] = await lockAccounts(tx, [account.id]);
        const held = locked?.balance ?? 0n;
        const fromPlayer = held < amount ? held : amount;
        const shortfall = amount - fromPlayer;
        const house = await getSystemAccount(tx, "house", currency);
        const entries: PostingEntry[] = [{ account: house.id, amount }];
        if (fromPlayer > 0n) entries.push({ account: account.id, amount: -fromPlayer });
        if (shortfall > 0n) {
          const debt = await openPlayerDebtAccount(tx, playerId, currency);
          entries.push({ account: debt.id, amount: -shortfall });
          await tx.insert(sportsbookAlerts).values({
            vendor: command.vendor,
            kind: "player_debt",
            playerId,
            betId: bet.id,
            detail: { shortfall: shortfall.toString(), currency, transaction: command.transactionId },
            createdAt: now,
          });
          debts.push({ playerId, betId: bet.id, shortfall, currency });
        }
        await postTransaction(tx, {
          idempotencyKey: ledgerKey(command.vendor, command.transactionId),
          kind: "sportsbook_rollback",
          entries,
          metadata: { vendor: command.vendor, bet: bet.id, settlement: bet.settlementTransactionId },
        });
      }
      await tx
        .update(sportsbookBets)
        .set({ status: "open", settledAmount: 0n, settlementTransactionId: null, final: false, updatedAt: now })
        .where(eq(sportsbookBets.id, bet.id));
    }
    const answered = await answerForBet(tx, bet, "rollback", command.transactionId, claimed.id, amount);
    return store(tx, claimed.id, answered, bet.id, amount);
  });
  for (const debt of debts) {
    console.warn(
      JSON.stringify({
        level: "warn",
        msg: "sportsbook rollback took a player below zero: the shortfall is their debt",
        vendor: command.vendor,
        ...debt,
        shortfall: debt.shortfall.toString(),
      }),
    );
  }
  return result;
}

/** Finalise: the vendor will not change the bet any more (Betby's bet_settlement). No money. */
export async function finaliseBet(db: Db, vendor: string, betId: number): Promise<WalletResult> {
  return db.transaction(async (tx) => {
    const bet = await lockPlacedBet(tx, vendor, betId);
    if (!bet || bet.tombstone) return refuse("parent_not_found", "Parent transaction not found");
    await tx.update(sportsbookBets).set({ final: true, updatedAt: new Date() }).where(eq(sportsbookBets.id, bet.id));
    return answerForBet(tx, bet, "settlement", bet.extTransactionId, bet.id, 0n);
  });
}

/** A player's real-money balance in `currency` (0 without an account). */
export async function readSportsbookBalance(db: Executor, playerId: number, currency: string): Promise<bigint> {
  return (await findAccount(db, "player", currency, playerId))?.balance ?? 0n;
}

/** The `sportsbook_bets` row our placement transaction `placementId` made (null when none). */
export async function placedBetRowId(db: Executor, vendor: string, placementId: number): Promise<number | null> {
  const [placement] = await db
    .select({ betId: sportsbookTransactions.betId })
    .from(sportsbookTransactions)
    .where(and(eq(sportsbookTransactions.vendor, vendor), eq(sportsbookTransactions.id, placementId)));
  return placement?.betId ?? null;
}

import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { isExcluded } from "../exclusions/guard.ts";
import { getSystemAccount, type LedgerAccount, lockAccounts, openPlayerAccount } from "../ledger/accounts.ts";
import { postTransaction } from "../ledger/post-transaction.ts";
import { queuePush } from "../push/notify.ts";
import { publishBonusChange } from "./events.ts";
import {
  findPlayerBonus,
  findWageringBonus,
  insertPlayerBonus,
  listOverdueBonuses,
  updatePlayerBonus,
} from "./repository.ts";
import type { BonusDefinition, PlayerBonusRow } from "./schema.ts";

// A player bonus's life and the money it moves. The bonus money sits in the player's
// `player_bonus` ledger account from activation until it is released (wallet_move, through
// bonus_count_wager, once wagered), forfeited or expired; the operator's `bonus` account is the
// other side of every credit and removal. Before touching a bonus the player's two accounts are
// row-locked in id order, then the bonus row: the order wallet_move takes them in, so no deadlock.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssueInput {
  playerId: number;
  definition: BonusDefinition;
  currency: string;
  /** The bonus money (a deposit match or the definition's fixed amount), minor units. */
  amount: bigint;
  /** Unique per player: `deposit:<payment id>`, `registration`, `coupon:<definition id>`… */
  sourceKey: string;
  /** How it was granted: deposit, registration, coupon. */
  strategy: string;
  now: Date;
  /** Deposit bonuses activate at once when nothing else wagers in the currency. */
  activate: boolean;
}

/**
 * Issues a bonus of `definition`; null when the definition offers nothing in the currency or the
 * source key was issued before (so a repeated deposit callback issues nothing twice).
 */
export async function issueBonus(tx: Executor, input: IssueInput): Promise<PlayerBonusRow | null> {
  const { definition, currency, now } = input;
  const amounts = definition.amounts[currency];
  if (!amounts) return null;
  // No bonus reaches a player in a time-out or self-exclusion (no marketing: exclusions/).
  if (await isExcluded(tx, input.playerId, now)) return null;
  const activatableUntil = new Date(now.getTime() + definition.activationDays * DAY_MS);
  const issued = await insertPlayerBonus(tx, {
    playerId: input.playerId,
    definitionId: definition.id,
    sourceKey: input.sourceKey,
    strategy: input.strategy,
    currency,
    stage: "issued",
    amount: input.amount,
    wagerRequirement: input.amount * BigInt(definition.wagerMultiplier),
    maxBet: amounts.max_bet_cents === undefined ? null : BigInt(amounts.max_bet_cents),
    wagerMultiplier: definition.wagerMultiplier,
    contributions: definition.contributions,
    validDays: definition.validDays,
    activatableUntil,
    validUntil: activatableUntil,
    createdAt: now,
  });
  if (!issued) return null;
  await queuePush(tx, {
    kind: "bonus_awarded",
    playerId: issued.playerId,
    ref: String(issued.id),
    now,
    name: definition.titles,
  });
  if (input.activate && !(await findWageringBonus(tx, input.playerId, currency))) {
    const accounts = await lockBonusMoney(tx, input.playerId, currency);
    return startWagering(tx, issued, accounts, now);
  }
  await publishBonusChange(tx, issued);
  return issued;
}

/** POST /api/player/bonuses/{id}/activation. */
export async function activateBonus(db: Db, playerId: number, id: number, now: Date): Promise<PlayerBonusRow> {
  return db.transaction(async (tx) => {
    const bonus = await lockedBonus(tx, playerId, id);
    if (bonus.row.stage !== "issued" || (bonus.row.activatableUntil && bonus.row.activatableUntil <= now)) {
      throw new AppError("bonus_not_activatable");
    }
    if (await findWageringBonus(tx, playerId, bonus.row.currency)) throw new AppError("bonus_wagering");
    return startWagering(tx, bonus.row, bonus.accounts, now);
  });
}

/** DELETE /api/player/bonuses/{id}: the bonus money left goes back; the bonus is `canceled`. */
export async function forfeitBonus(db: Db, playerId: number, id: number, now: Date): Promise<PlayerBonusRow> {
  return db.transaction(async (tx) => {
    const bonus = await lockedBonus(tx, playerId, id);
    if (!isOpen(bonus.row)) throw new AppError("bonus_closed");
    return endBonus(tx, bonus.row, bonus.accounts, "canceled", now);
  });
}

/**
 * Ends the bonuses past their deadline (`expired`), each in its own transaction; the periodic job
 * (bonuses-plugin.ts) and tests call it. Safe on several nodes at once: each bonus is re-read under
 * its locks and a finished one is left alone. Answers how many it ended.
 */
export async function expireOverdueBonuses(db: Db, now: Date, batch = 100): Promise<number> {
  const overdue = await listOverdueBonuses(db, now, batch);
  let ended = 0;
  for (const row of overdue) {
    const done = await db.transaction(async (tx) => {
      const accounts = await lockBonusMoney(tx, row.playerId, row.currency);
      const fresh = await findPlayerBonus(tx, row.playerId, row.id, { forUpdate: true });
      if (!fresh || !isOpen(fresh) || fresh.validUntil > now) return false;
      await endBonus(tx, fresh, accounts, "expired", now);
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}

function isOpen(row: PlayerBonusRow): boolean {
  return row.stage === "issued" || row.stage === "active" || row.stage === "handle_bets";
}

interface BonusMoney {
  player: LedgerAccount;
  bonus: LedgerAccount;
}

/** Opens (if missing) and row-locks the player's real and bonus accounts in `currency`. */
export async function lockBonusMoney(tx: Executor, playerId: number, currency: string): Promise<BonusMoney> {
  const { account: player } = await openPlayerAccount(tx, playerId, currency);
  const { account: bonus } = await openPlayerAccount(tx, playerId, currency, "player_bonus");
  const locked = await lockAccounts(tx, [player.id, bonus.id]);
  const find = (id: number) => locked.find((account) => account.id === id) as LedgerAccount;
  return { player: find(player.id), bonus: find(bonus.id) };
}

async function lockedBonus(
  tx: Executor,
  playerId: number,
  id: number,
): Promise<{ row: PlayerBonusRow; accounts: BonusMoney }> {
  const found = await findPlayerBonus(tx, playerId, id);
  if (!found) throw new AppError("not_found");
  const accounts = await lockBonusMoney(tx, playerId, found.currency);
  const row = await findPlayerBonus(tx, playerId, id, { forUpdate: true });
  if (!row) throw new AppError("not_found");
  return { row, accounts };
}

/** Credits the bonus money and starts the wagering clock. */
async function startWagering(
  tx: Executor,
  row: PlayerBonusRow,
  accounts: BonusMoney,
  now: Date,
): Promise<PlayerBonusRow> {
  if (row.amount > 0n) {
    const operator = await getSystemAccount(tx, "bonus", row.currency);
    await postTransaction(tx, {
      idempotencyKey: `bonus:${row.id}:credit`,
      kind: "bonus_credit",
      entries: [
        { account: operator.id, amount: -row.amount },
        { account: accounts.bonus.id, amount: row.amount },
      ],
      metadata: { bonus_id: row.id, definition_id: row.definitionId },
    });
  }
  const started = await updatePlayerBonus(tx, row.id, {
    stage: "active",
    activatedAt: now,
    validUntil: new Date(now.getTime() + row.validDays * DAY_MS),
  });
  await publishBonusChange(tx, started);
  return started;
}

/** Takes back the bonus money left (one bonus wagers per currency: the account's balance). */
async function endBonus(
  tx: Executor,
  row: PlayerBonusRow,
  accounts: BonusMoney,
  stage: "canceled" | "expired",
  now: Date,
): Promise<PlayerBonusRow> {
  const left = row.stage === "issued" ? 0n : (accounts.bonus.balance ?? 0n);
  if (left > 0n) {
    const operator = await getSystemAccount(tx, "bonus", row.currency);
    await postTransaction(tx, {
      idempotencyKey: `bonus:${row.id}:remove`,
      kind: stage === "canceled" ? "bonus_forfeit" : "bonus_expiry",
      entries: [
        { account: accounts.bonus.id, amount: -left },
        { account: operator.id, amount: left },
      ],
      metadata: { bonus_id: row.id },
    });
  }
  const ended = await updatePlayerBonus(tx, row.id, { stage, finishedAt: now });
  await publishBonusChange(tx, ended);
  return ended;
}

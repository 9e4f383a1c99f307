import type { BonusPreview, Locale, PlayerBonus } from "@croupier/contract";
import { formatMajorAmount } from "../currencies/amounts.ts";
import { findCurrency } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import type { User } from "../identity/repository.ts";
import { findAccount } from "../ledger/accounts.ts";
import {
  findDefinition,
  findDefinitionByCode,
  findPlayerBonus,
  listDefinitions,
  listPlayerBonuses,
} from "./repository.ts";
import type { BonusDefinition, PlayerBonusRow } from "./schema.ts";
import { toBonusPreview, toPlayerBonus } from "./view.ts";

// What the player reads about their bonuses and offers.

/** The player's succeeded deposits; payments counts them and builds on bonuses, so it is handed in. */
export type CountDeposits = (db: Executor, playerId: number) => Promise<number>;

async function bonusBalance(db: Executor, playerId: number, currency: string): Promise<bigint> {
  return (await findAccount(db, "player_bonus", currency, playerId))?.balance ?? 0n;
}

export async function viewBonus(db: Executor, row: PlayerBonusRow, locale: Locale, now: Date): Promise<PlayerBonus> {
  const definition = (await findDefinition(db, row.definitionId)) as BonusDefinition;
  return toPlayerBonus(row, definition, locale, await bonusBalance(db, row.playerId, row.currency), now);
}

export async function listBonusesOf(db: Executor, playerId: number, locale: Locale, now: Date): Promise<PlayerBonus[]> {
  const rows = await listPlayerBonuses(db, playerId);
  return Promise.all(rows.map((row) => viewBonus(db, row, locale, now)));
}

/** The welcome bonuses (first deposit only) and the deposit bonus code the player set. */
export async function depositOffers(
  db: Executor,
  user: User,
  currency: string,
  firstDeposit: boolean,
  locale: Locale,
  now: Date = new Date(),
): Promise<BonusPreview[]> {
  if (!user.canIssueBonuses) return [];
  const definitions = firstDeposit ? await listDefinitions(db, ["welcome"], now) : [];
  if (user.depositBonusCode) {
    const coded = await findDefinitionByCode(db, user.depositBonusCode, ["deposit"], now);
    if (coded) definitions.push(coded);
  }
  return definitions.flatMap((definition) => {
    const preview = toBonusPreview(definition, currency, locale);
    return preview && preview.bonuses.length > 0 ? [preview] : [];
  });
}

export async function registrationOffers(
  db: Executor,
  currency: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<BonusPreview[]> {
  const definitions = await listDefinitions(db, ["registration"], now);
  return definitions.flatMap((definition) => toBonusPreview(definition, currency, locale) ?? []);
}

/** True when the player holds a bonus to activate or their next deposit earns one. */
export async function hasAvailableBonuses(db: Executor, user: User, firstDeposit: boolean, now: Date) {
  const rows = await listPlayerBonuses(db, user.id);
  if (rows.some((row) => row.stage === "issued" && (!row.activatableUntil || row.activatableUntil > now))) {
    return true;
  }
  const offers = await depositOffers(db, user, user.currency ?? "EUR", firstDeposit, "en", now);
  return offers.length > 0;
}

/** GET /api/player/bonuses/{id}/cancel_info: the balances before and after a forfeit. */
export async function cancelInfo(db: Executor, playerId: number, id: number) {
  const row = await findPlayerBonus(db, playerId, id);
  if (!row) return null;
  const currency = await findCurrency(db, row.currency);
  const subunits = currency?.subunitsToUnit ?? 100;
  const cash = (await findAccount(db, "player", row.currency, playerId))?.balance ?? 0n;
  const wagering = row.stage === "active" || row.stage === "handle_bets";
  const bonus = wagering ? await bonusBalance(db, playerId, row.currency) : 0n;
  const winnings = bonus > row.amount ? bonus - row.amount : 0n;
  const format = (minor: bigint) => formatMajorAmount(minor, subunits);
  return {
    id: row.id,
    total_withdrawal_amount: format(cash),
    current_balance: format(cash + bonus),
    cash_balance: format(cash),
    bonus_balance: format(bonus),
    bonus_winnings: format(winnings),
  };
}

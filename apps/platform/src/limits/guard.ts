import type { LimitPeriod, Locale } from "@croupier/contract";
import { formatMoney } from "../currencies/amounts.ts";
import { findCurrency } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { hasLimits, listLimits, type StoredLimit } from "./repository.ts";
import { formatLimitTime, limitTexts } from "./texts.ts";
import { type MoneyLimitType, moneyUse, playResetsAt, playUse } from "./usage.ts";
import { allowedBy } from "./view.ts";

// Where the platform enforces the player's limits (each refusal says which limit binds, what is
// still allowed and when it resets, in the player's language):
// - deposits: payments/deposits.ts (card) and the crypto deposit address (payments/methods-service.ts);
// - bets: every bet through the seamless wallet (provider-wallet/bet-limits.ts: RS_ERROR_LIMIT_REACHED),
//   and the studio's plays before they are recorded (studio/play.ts: 422);
// - sign-in: identity/auth-routes.ts, once a session limit is used up.
// A bet and a card deposit are checked in the transaction that writes them, after it row-locks the
// player's account: callers pass that transaction, so two at the same instant take turns and the
// second counts the first (no limit is passed by a race). hasBetLimits spares other players the reads.

/** A refusal: the binding limit's text. */
export interface LimitRefusal {
  text: string;
}

interface Candidate {
  allowed: bigint;
  text: string;
}

/** Checks `amount` against the player's limits of `type` in `currency`; the least allowed binds. */
async function moneyRefusal(
  db: Executor,
  playerId: number,
  type: MoneyLimitType,
  currency: string,
  amount: bigint,
  now: Date,
  locale: Locale,
  limits: StoredLimit[],
): Promise<Candidate | null> {
  const held = limits.flatMap((limit) => {
    if (limit.row.type !== type) return [];
    const row = limit.amounts.find((candidate) => candidate.currency === currency);
    return row ? [{ period: limit.row.period, amount: row.amountCents }] : [];
  });
  if (held.length === 0) return null;
  const uses = await moneyUse(
    db,
    playerId,
    type,
    currency,
    held.map((limit) => limit.period),
    now,
  );
  const texts = limitTexts(locale);
  let money: ((cents: bigint) => string) | null = null;
  let worst: Candidate | null = null;
  for (const limit of held) {
    const use = uses.get(limit.period) ?? { used: 0n, resetsAt: null };
    // A loss limit counts the stake in full as a possible loss: net loss + stake must stay within it.
    const room = limit.amount - use.used;
    if (amount <= room) continue;
    // The currency's minor units only for a refusal's text (one read fewer on an allowed bet).
    if (!money) {
      const subunits = (await findCurrency(db, currency))?.subunitsToUnit ?? 100;
      money = (cents: bigint) => formatMoney(cents, currency, subunits, locale);
    }
    const allowed = allowedBy(limit.amount, use.used);
    const per = texts.per[limit.period];
    const first =
      allowed > 0n
        ? texts.allows(texts.name[type], money(limit.amount), per, money(allowed))
        : texts.reached(texts.name[type], money(limit.amount), per);
    const text = use.resetsAt ? `${first} ${texts.resetsFrom(formatLimitTime(use.resetsAt, locale))}` : first;
    if (!worst || allowed < worst.allowed) worst = { allowed, text };
  }
  return worst;
}

/**
 * 422 on `field` when a deposit of `amount` would pass a deposit limit in its currency (deposits
 * credited and on their way in the window, plus this one). `amount` 1 asks whether any is allowed.
 */
export async function refuseDepositOverLimit(
  db: Executor,
  input: { playerId: number; currency: string; amount: bigint; now: Date; locale: Locale; field: string },
): Promise<void> {
  const limits = await listLimits(db, input.playerId, { types: ["deposit"] });
  if (limits.length === 0) return;
  const refusal = await moneyRefusal(
    db,
    input.playerId,
    "deposit",
    input.currency,
    input.amount,
    input.now,
    input.locale,
    limits,
  );
  if (refusal) throw new AppError("validation_failed", undefined, { fields: { [input.field]: [refusal.text] } });
}

/**
 * True when the player holds a wager, loss or session limit: one indexed read (user_limits by
 * player), the cheap first check on every bet. Only such a player's bet is checked (betLimitRefusal).
 */
export async function hasBetLimits(db: Executor, playerId: number): Promise<boolean> {
  return hasLimits(db, playerId, BET_LIMIT_TYPES);
}

const BET_LIMIT_TYPES = ["wager", "loss", "session"] as const;

/**
 * The refusal of a bet of `stake` (null when every limit allows it): a wager limit (stakes in the
 * window + this one), a loss limit (stakes − wins + this one, the stake counted as a possible loss),
 * or a session limit already used up (the game session taking the bet counts up to now).
 */
export async function betLimitRefusal(
  db: Executor,
  input: {
    playerId: number;
    currency: string;
    stake: bigint;
    session: { id: number; startedAt: Date };
    now: Date;
    locale: Locale;
  },
): Promise<LimitRefusal | null> {
  const limits = await listLimits(db, input.playerId, { types: BET_LIMIT_TYPES });
  if (limits.length === 0) return null;
  const refusals: Candidate[] = [];
  for (const type of ["wager", "loss"] as const) {
    const refusal = await moneyRefusal(
      db,
      input.playerId,
      type,
      input.currency,
      input.stake,
      input.now,
      input.locale,
      limits,
    );
    if (refusal) refusals.push(refusal);
  }
  refusals.sort((a, b) => (a.allowed < b.allowed ? -1 : a.allowed > b.allowed ? 1 : 0));
  if (refusals[0]) return { text: refusals[0].text };
  const session = await sessionRefusal(db, input.playerId, limits, input.now, input.locale, "bet", input.session);
  return session ? { text: session } : null;
}

/** 422 `errors.email` at sign-in once a session limit is used up: when the player may sign in again. */
export async function refuseSignInOverSessionLimit(
  db: Executor,
  playerId: number,
  now: Date,
  locale: Locale,
): Promise<void> {
  const limits = await listLimits(db, playerId, { types: ["session"] });
  if (limits.length === 0) return;
  const text = await sessionRefusal(db, playerId, limits, now, locale, "sign_in");
  if (text) throw new AppError("validation_failed", undefined, { fields: { email: [text] } });
}

/** The text of the used-up session limit that frees the player last, or null when none is used up. */
async function sessionRefusal(
  db: Executor,
  playerId: number,
  limits: StoredLimit[],
  now: Date,
  locale: Locale,
  at: "bet" | "sign_in",
  playingNow?: { id: number; startedAt: Date },
): Promise<string | null> {
  const texts = limitTexts(locale);
  let worst: { until: Date; minutes: number; period: LimitPeriod } | null = null;
  for (const limit of limits) {
    const minutes = limit.row.minutes;
    if (limit.row.type !== "session" || minutes === null) continue;
    const current = playingNow ? { sessionId: playingNow.id, startedAt: playingNow.startedAt } : undefined;
    const use = await playUse(db, playerId, limit.row.period, now, current);
    if (use.minutes < minutes) continue;
    const until = playResetsAt(use, minutes, limit.row.period) ?? now;
    if (!worst || until > worst.until) worst = { until, minutes, period: limit.row.period };
  }
  if (!worst) return null;
  const resets = formatLimitTime(worst.until, locale);
  const per = texts.per[worst.period];
  return at === "bet" ? texts.sessionUsed(worst.minutes, per, resets) : texts.signInRefused(worst.minutes, per, resets);
}

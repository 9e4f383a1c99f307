import { randomBytes } from "node:crypto";
import {
  formatMessage,
  LIMIT_MAX_MINUTES,
  type Locale,
  type UserLimit,
  type UserLimitRequest,
} from "@croupier/contract";
import { formatMajorAmount, MAX_AMOUNT_CENTS, parseMajorAmount } from "../currencies/amounts.ts";
import { findCurrency } from "../currencies/repository.ts";
import type { Db, Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { listPlayerAccounts } from "../ledger/accounts.ts";
import {
  deleteLimit,
  insertLimit,
  listLimits,
  lockLimitByToken,
  type StoredLimit,
  updateLimit,
  upsertAmount,
} from "./repository.ts";
import { formatLimitTime, limitTexts } from "./texts.ts";
import { coolingOffMs, viewLimits } from "./view.ts";

// Setting, removing and confirming limits (POST/DELETE /api/user_limits, POST /confirm). A new
// limit, a new currency or a lower amount applies at once; a higher amount or a removal waits for
// the cooling-off (24 hours unless the play rules say more) and the player's confirmation (the old amount binds meanwhile). Every answer is the
// player's limits after the change.

type Body = UserLimitRequest["user_limit"];

const fieldError = (field: string, text: string): never => {
  throw new AppError("validation_failed", undefined, { fields: { [field]: [text] } });
};

const newToken = () => randomBytes(24).toString("base64url");

/** The request's amounts per currency in minor units, each checked (422 `currency` / `amount`). */
async function readAmounts(db: Executor, playerId: number, body: Body, locale: Locale): Promise<Map<string, bigint>> {
  const entries = body.accounts ?? [];
  if (entries.length === 0) fieldError("amount", formatMessage("required", locale));
  const held = new Set((await listPlayerAccounts(db, playerId)).map((account) => account.currency));
  const amounts = new Map<string, bigint>();
  for (const entry of entries) {
    const currency = entry.currency.trim().toUpperCase();
    if (!held.has(currency)) fieldError("currency", limitTexts(locale).noAccount);
    const subunits = (await findCurrency(db, currency))?.subunitsToUnit ?? 100;
    let cents: bigint | null;
    if (entry.amount_cents !== undefined) cents = BigInt(entry.amount_cents);
    else cents = entry.amount === undefined ? null : parseMajorAmount(entry.amount, subunits);
    if (cents === null) return fieldError("amount", formatMessage("amount_number", locale));
    if (cents < 1n)
      fieldError("amount", formatMessage("amount_min", locale, { value: formatMajorAmount(1n, subunits) }));
    if (cents > MAX_AMOUNT_CENTS) {
      fieldError(
        "amount",
        formatMessage("amount_max", locale, { value: formatMajorAmount(MAX_AMOUNT_CENTS, subunits) }),
      );
    }
    amounts.set(currency, cents);
  }
  return amounts;
}

function readMinutes(body: Body, locale: Locale): number {
  const max = LIMIT_MAX_MINUTES[body.period];
  const minutes = body.minutes;
  if (minutes === undefined || minutes < 1 || minutes > max)
    return fieldError("minutes", limitTexts(locale).minutes(max));
  return minutes;
}

/**
 * POST /api/user_limits; staff set one the same way as an intervention (player-admin/), with
 * `afterChange` run in the same transaction (their audit row).
 */
export async function setLimit(
  db: Db,
  playerId: number,
  body: Body,
  now: Date,
  locale: Locale,
  afterChange?: (tx: Executor) => Promise<void>,
): Promise<UserLimit[]> {
  const isSession = body.type === "session";
  const minutes = isSession ? readMinutes(body, locale) : null;
  const amounts = isSession ? new Map<string, bigint>() : await readAmounts(db, playerId, body, locale);
  await db.transaction(async (tx) => {
    const existing = (await listLimits(tx, playerId, { forUpdate: true })).find(
      (limit) => limit.row.type === body.type && limit.row.period === body.period,
    );
    if (!existing) {
      const row = await insertLimit(tx, { playerId, type: body.type, period: body.period, minutes, now });
      for (const [currency, amountCents] of amounts) {
        await upsertAmount(tx, { limitId: row.id, currency, amountCents, pendingAmountCents: null });
      }
    } else {
      await changeLimit(tx, existing, { minutes, amounts }, now);
    }
    await afterChange?.(tx);
  });
  return viewLimits(db, playerId, now);
}

/** A change of an existing limit: decreases now, increases pending (the 24 hours start again). */
async function changeLimit(
  tx: Executor,
  { row, amounts: stored }: StoredLimit,
  wanted: { minutes: number | null; amounts: Map<string, bigint> },
  now: Date,
): Promise<void> {
  let increaseAsked = false;
  let pendingLeft = false;
  let minutes = row.minutes;
  let pendingMinutes = row.pendingMinutes;
  if (wanted.minutes !== null && row.minutes !== null) {
    if (wanted.minutes > row.minutes) {
      pendingMinutes = wanted.minutes;
      increaseAsked = true;
    } else {
      minutes = wanted.minutes;
      pendingMinutes = null;
    }
  }
  if (pendingMinutes !== null) pendingLeft = true;
  for (const amount of stored) {
    const asked = wanted.amounts.get(amount.currency);
    if (asked === undefined) {
      if (amount.pendingAmountCents !== null) pendingLeft = true;
      continue;
    }
    if (asked > amount.amountCents) {
      await upsertAmount(tx, { ...amount, pendingAmountCents: asked });
      increaseAsked = true;
      pendingLeft = true;
    } else {
      await upsertAmount(tx, { ...amount, amountCents: asked, pendingAmountCents: null });
    }
  }
  // A currency new to the limit applies at once, like a new limit.
  for (const [currency, amountCents] of wanted.amounts) {
    if (stored.some((amount) => amount.currency === currency)) continue;
    await upsertAmount(tx, { limitId: row.id, currency, amountCents, pendingAmountCents: null });
  }
  // Asking for the limit again takes back a removal asked for before.
  const increaseRequestedAt = increaseAsked ? now : pendingLeft ? row.increaseRequestedAt : null;
  await updateLimit(tx, row.id, {
    minutes,
    pendingMinutes,
    removalRequestedAt: null,
    increaseRequestedAt,
    pendingToken: pendingTokenAfter(row, pendingLeft, increaseAsked),
    updatedAt: now,
  });
}

/** A new token for a new increase (or one replacing a removal), the same while the same one waits, none when nothing does. */
function pendingTokenAfter(row: StoredLimit["row"], pendingLeft: boolean, increaseAsked: boolean): string | null {
  if (!pendingLeft) return null;
  if (increaseAsked || row.removalRequestedAt || !row.pendingToken) return newToken();
  return row.pendingToken;
}

/** DELETE /api/user_limits/{id}: the removal waits for the cooling-off and a confirmation; pending increases are dropped. */
export async function requestRemoval(db: Db, playerId: number, id: number, now: Date): Promise<UserLimit[]> {
  await db.transaction(async (tx) => {
    const limit = (await listLimits(tx, playerId, { forUpdate: true })).find((candidate) => candidate.row.id === id);
    if (!limit) throw new AppError("not_found");
    if (limit.row.removalRequestedAt) return;
    for (const amount of limit.amounts) {
      if (amount.pendingAmountCents !== null) await upsertAmount(tx, { ...amount, pendingAmountCents: null });
    }
    await updateLimit(tx, id, {
      pendingMinutes: null,
      increaseRequestedAt: null,
      removalRequestedAt: now,
      pendingToken: newToken(),
      updatedAt: now,
    });
  });
  return viewLimits(db, playerId, now);
}

/** POST /api/user_limits/confirm: applies the pending change once its cooling-off has passed. */
export async function confirmChange(
  db: Db,
  playerId: number,
  token: string,
  now: Date,
  locale: Locale,
): Promise<UserLimit[]> {
  await db.transaction(async (tx) => {
    const row = await lockLimitByToken(tx, playerId, token);
    const requestedAt = row?.removalRequestedAt ?? row?.increaseRequestedAt;
    if (!row || !requestedAt) return fieldError("token", limitTexts(locale).nothingPending);
    const coolingOff = await coolingOffMs(tx);
    const appliesAt = new Date(requestedAt.getTime() + coolingOff);
    if (now.getTime() < appliesAt.getTime()) {
      const hours = coolingOff / (60 * 60 * 1000);
      fieldError("token", limitTexts(locale).confirmFrom(formatLimitTime(appliesAt, locale), hours));
    }
    if (row.removalRequestedAt) {
      await deleteLimit(tx, row.id);
      return;
    }
    const limit = (await listLimits(tx, playerId)).find((candidate) => candidate.row.id === row.id);
    for (const amount of limit?.amounts ?? []) {
      if (amount.pendingAmountCents === null) continue;
      await upsertAmount(tx, { ...amount, amountCents: amount.pendingAmountCents, pendingAmountCents: null });
    }
    await updateLimit(tx, row.id, {
      minutes: row.pendingMinutes ?? row.minutes,
      pendingMinutes: null,
      increaseRequestedAt: null,
      pendingToken: null,
      updatedAt: now,
    });
  });
  return viewLimits(db, playerId, now);
}

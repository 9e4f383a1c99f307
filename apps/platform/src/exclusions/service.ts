import type { Locale, PlayRules } from "@croupier/contract";
import type { ExclusionBody, ExclusionView } from "@croupier/contract/schemas/exclusions";
import { forfeitFreespins } from "../bonuses/freespins.ts";
import { listFreespinsOf } from "../bonuses/freespins-repository.ts";
import { forfeitBonus } from "../bonuses/lifecycle.ts";
import { listPlayerBonuses } from "../bonuses/repository.ts";
import type { Db, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import type { PasswordHasher } from "../identity/passwords.ts";
import type { User } from "../identity/repository.ts";
import { deleteUserSessions } from "../identity/session-repository.ts";
import { getPlayRules } from "../settings/play-rules.ts";
import { findActiveExclusion } from "./guard.ts";
import { type ExclusionRowKind, type PlayerExclusionRow, playerExclusions } from "./schema.ts";
import { exclusionTexts, formatEnd } from "./texts.ts";

// The player's time-out, self-exclusion and account closure. A request is checked against the
// jurisdiction's play rules and against what is in force (it may only end later), then recorded in
// one transaction with the end of every session of the player; pending bonuses are forfeited after.

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/player/exclusion: what is in force and what the player may choose. */
export async function viewExclusion(db: Db, playerId: number, now: Date): Promise<ExclusionView> {
  const [active, rules] = await Promise.all([findActiveExclusion(db, playerId, now), getPlayRules(db)]);
  return { exclusion: toState(active), options: optionsOf(rules) };
}

function toState(row: PlayerExclusionRow | null): ExclusionView["exclusion"] {
  if (!row) return { kind: null, started_at: null, ends_at: null, active: false };
  return {
    kind: row.kind,
    started_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    active: true,
  };
}

function optionsOf(rules: PlayRules): ExclusionView["options"] {
  return {
    timeout_min_days: rules.timeout_min_days,
    timeout_max_days: rules.timeout_max_days,
    self_exclusion_days: rules.self_exclusion_days,
    self_exclusion_indefinite_allowed: rules.self_exclusion_indefinite_allowed,
  };
}

function fieldError(field: string, text: string): AppError {
  return new AppError("validation_failed", text, { fields: { [field]: [text] } });
}

/** The end a valid request asks for (null: indefinite); a 422 field error otherwise. */
function requestedEnd(request: ExclusionBody["exclusion"], rules: PlayRules, now: Date, locale: Locale): Date | null {
  const texts = exclusionTexts(locale);
  const { kind, days } = request;
  if (kind === "timeout") {
    if (days === null) throw fieldError("days", texts.timeoutNeedsDays);
    if (days < rules.timeout_min_days || days > rules.timeout_max_days) {
      throw fieldError("days", texts.timeoutDays(rules.timeout_min_days, rules.timeout_max_days));
    }
  } else if (days === null) {
    if (!rules.self_exclusion_indefinite_allowed) throw fieldError("days", texts.indefiniteNotOffered);
    return null;
  } else if (!rules.self_exclusion_days.includes(days)) {
    throw fieldError("days", texts.periodNotOffered);
  }
  return new Date(now.getTime() + days * DAY_MS);
}

/**
 * POST /api/player/exclusion: starts a time-out or self-exclusion, or lengthens the one in force
 * (a request ending no later than it is refused, 422 `errors.days`). Every session of the player
 * ends with it; their pending (issued, not yet active) bonuses are forfeited.
 */
export async function excludePlayer(
  db: Db,
  player: User,
  request: ExclusionBody["exclusion"],
  now: Date,
  locale: Locale,
): Promise<ExclusionView> {
  const rules = await getPlayRules(db);
  const endsAt = requestedEnd(request, rules, now, locale);
  const row = await record(db, player.id, request.kind, endsAt, now, locale);
  await forfeitPendingBonuses(db, player.id, now);
  return { exclusion: toState(row), options: optionsOf(rules) };
}

/**
 * POST /api/player/close: closes the account at the player's request once their password is
 * confirmed (422 `errors.password` otherwise). Nothing is deleted: the data are kept as the law
 * requires, sign-in is refused from then on and the balance can be withdrawn through support.
 */
export async function closeAccount(
  db: Db,
  hasher: PasswordHasher,
  player: User,
  password: string,
  now: Date,
  locale: Locale,
): Promise<ExclusionView> {
  if (!(await hasher.verify(player.passwordHash, password))) {
    throw fieldError("password", exclusionTexts(locale).wrongPassword);
  }
  const row = await record(db, player.id, "closed", null, now, locale);
  await forfeitPendingBonuses(db, player.id, now);
  return { exclusion: toState(row), options: optionsOf(await getPlayRules(db)) };
}

/**
 * A time-out of `days` days set by staff as a responsible-gambling intervention (player-admin/):
 * it applies at once, within no play rule's range but the caller's, and like the player's own it
 * may only lengthen what is in force. `afterRecord` runs in the same transaction (the audit row).
 */
export async function imposeTimeout(
  db: Db,
  playerId: number,
  days: number,
  now: Date,
  locale: Locale,
  afterRecord: (tx: Tx, row: PlayerExclusionRow) => Promise<void>,
): Promise<PlayerExclusionRow> {
  const endsAt = new Date(now.getTime() + days * DAY_MS);
  const row = await record(db, playerId, "timeout", endsAt, now, locale, afterRecord);
  await forfeitPendingBonuses(db, playerId, now);
  return row;
}

async function record(
  db: Db,
  playerId: number,
  kind: ExclusionRowKind,
  endsAt: Date | null,
  now: Date,
  locale: Locale,
  afterRecord?: (tx: Tx, row: PlayerExclusionRow) => Promise<void>,
): Promise<PlayerExclusionRow> {
  return db.transaction(async (tx) => {
    const active = await findActiveExclusion(tx, playerId, now);
    if (active) {
      const texts = exclusionTexts(locale);
      if (active.kind === "closed") throw fieldError(kind === "closed" ? "password" : "days", texts.alreadyClosed);
      const field = kind === "closed" ? "password" : "days";
      // Indefinite outlasts every end; otherwise the new end must be later than the one in force.
      if (!active.endsAt) throw fieldError(field, texts.selfExclusionIndefinite);
      if (endsAt && endsAt <= active.endsAt)
        throw fieldError(field, texts.notShorter(formatEnd(active.endsAt, locale)));
    }
    const [row] = await tx.insert(playerExclusions).values({ playerId, kind, startsAt: now, endsAt }).returning();
    if (!row) throw new Error("player_exclusions insert answered no row");
    await deleteUserSessions(tx, playerId);
    await afterRecord?.(tx, row);
    return row;
  });
}

/** Pending bonuses and free spins (issued, not yet activated) are forfeited through the bonuses module. */
async function forfeitPendingBonuses(db: Db, playerId: number, now: Date): Promise<void> {
  for (const bonus of await listPlayerBonuses(db, playerId)) {
    if (bonus.stage === "issued") await forfeitBonus(db, playerId, bonus.id, now);
  }
  for (const freespins of await listFreespinsOf(db, playerId)) {
    if (freespins.stage === "issued") await forfeitFreespins(db, playerId, freespins.id, now);
  }
}

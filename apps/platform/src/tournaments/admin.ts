import { type FieldErrors, formatMessage, type Locale, type MessageCode } from "@croupier/contract";
import type { createTournamentBody, OperatorTournamentPlayer } from "@croupier/contract/schemas/tournaments";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { findGameTitles } from "../catalog/repository.ts";
import { shortDisplayName } from "../catalog/winners.ts";
import { isRealCurrency } from "../currencies/repository.ts";
import type { Db, Executor, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findNicknamesAndEmails } from "../identity/repository.ts";
import { findTournament } from "./repository.ts";
import {
  type LocalizedText,
  type TournamentRow,
  type TournamentStatusValue,
  tournamentPlayers,
  tournamentPrizes,
  tournaments,
} from "./schema.ts";
import { lockTournament, publishStandings } from "./scoring.ts";

// The back office's changes: scheduling a tournament (every field checked; field errors in the
// operator's language) and cancelling one (nothing is paid; the reason is kept and shown). Each
// change writes its audit row in its own transaction, through the `record` the routes hand in.

export type TournamentEvent =
  | { kind: "created"; tournament: TournamentRow }
  | { kind: "updated"; before: TournamentRow; after: TournamentRow }
  | { kind: "canceled"; before: TournamentRow; after: TournamentRow; reason: string };

export interface TournamentAdminContext {
  now: Date;
  locale: Locale;
  record(tx: Tx, event: TournamentEvent): Promise<void>;
}

type CreateInput = z.output<typeof createTournamentBody>;

const refuse = (fields: FieldErrors): never => {
  throw new AppError("validation_failed", undefined, { fields });
};

/** The latest tournaments of every status (or of one), newest first. */
export function listLatestTournaments(
  db: Db,
  options: { status?: TournamentStatusValue; limit?: number } = {},
): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(options.status ? eq(tournaments.status, options.status) : undefined)
    .orderBy(desc(tournaments.id))
    .limit(options.limit ?? 100);
}

/** A tournament's whole leaderboard for the back office: placed players by place, then the others. */
export async function listParticipants(
  db: Executor,
  tournamentId: number,
  page: { limit: number; offset: number },
): Promise<{ data: OperatorTournamentPlayer[]; total: number }> {
  const where = eq(tournamentPlayers.tournamentId, tournamentId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(tournamentPlayers)
      .where(where)
      .orderBy(sql`${tournamentPlayers.place} asc nulls last`, asc(tournamentPlayers.playerId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(tournamentPlayers).where(where),
  ]);
  const people = await findNicknamesAndEmails(
    db,
    rows.map((row) => row.playerId),
  );
  const data = rows.map((row) => {
    const person = people.get(row.playerId);
    return {
      player_id: row.playerId,
      email: person?.email ?? "",
      nickname: shortDisplayName(person?.nickname ?? null, person?.email ?? ""),
      place: row.place,
      confirmed: row.confirmed,
      bet_cents: Number(row.betTotal),
      win_cents: Number(row.winTotal),
      rate: row.rate,
      games_taken: row.gamesTaken,
      points: row.points,
      prize_paid_at: row.prizePaidAt?.toISOString() ?? null,
    };
  });
  return { data, total: Number(counted?.total ?? 0) };
}

/** The row's values from the form, every field checked first (field errors in the operator's language). */
async function checkedValues(db: Executor, input: CreateInput, context: TournamentAdminContext) {
  const { now, locale } = context;
  const say = (code: MessageCode) => [formatMessage(code, locale)];
  const errors: FieldErrors = {};
  const startAt = new Date(input.start_at);
  const endAt = new Date(input.end_at);
  if (endAt <= startAt) errors.end_at = say("end_before_start");
  else if (endAt <= now) errors.end_at = say("not_in_future");
  if (input.max_bet_cents !== null && input.max_bet_cents < input.min_bet_cents) {
    errors.max_bet_cents = say("below_min_bet");
  }
  const currency = input.currency.toUpperCase();
  if (!(await isRealCurrency(db, currency))) errors.currency = say("not_real_currency");
  const games = [...new Set(input.games)];
  const known = await findGameTitles(db, games);
  if (games.some((game) => !known.has(game))) errors.games = say("unknown_game");
  const places = input.prizes.map((prize) => prize.award_place).sort((a, b) => a - b);
  const contiguous = places.every((place, index) => place === index + 1);
  if (!contiguous) errors.prizes = say("prize_places");
  // As the schema's own errors of a prize: keyed by the prize's field.
  for (const prize of input.prizes) {
    if (prize.kind === "freespins" && prize.freespins_count < 1) errors.freespins_count = say("positive_amount");
    if (prize.kind !== "freespins" && prize.amount_cents < 1) errors.amount_cents = say("positive_amount");
  }
  if (Object.keys(errors).length > 0) return refuse(errors);
  const titles: LocalizedText = {};
  const descriptions: LocalizedText = {};
  for (const item of input.translations) {
    titles[item.locale] = item.title;
    descriptions[item.locale] = item.description;
  }
  return {
    frontendIdentifier: input.frontend_identifier,
    titles,
    descriptions,
    strategy: input.strategy,
    currency,
    startAt,
    endAt,
    minBet: BigInt(input.min_bet_cents),
    maxBet: input.max_bet_cents === null ? null : BigInt(input.max_bet_cents),
    games,
    gamesTakenLimit: input.games_taken_limit,
    userConfirmationRequired: input.user_confirmation_required,
  };
}

async function insertPrizes(tx: Tx, tournamentId: number, prizes: CreateInput["prizes"]): Promise<void> {
  await tx.insert(tournamentPrizes).values(
    prizes.map((prize) => ({
      tournamentId,
      place: prize.award_place,
      kind: prize.kind,
      amount: prize.kind === "freespins" ? 0n : BigInt(prize.amount_cents),
      wagerMultiplier: prize.wager_multiplier,
      freespinsCount: prize.kind === "freespins" ? prize.freespins_count : 0,
    })),
  );
}

export async function scheduleTournament(
  db: Db,
  input: CreateInput,
  context: TournamentAdminContext,
): Promise<TournamentRow> {
  const values = await checkedValues(db, input, context);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({ ...values, status: "new" })
      .returning();
    if (!row) throw new Error("no tournament inserted");
    await insertPrizes(tx, row.id, input.prizes);
    await context.record(tx, { kind: "created", tournament: row });
    return row;
  });
}

/**
 * Replaces every field and the prizes of a tournament that has not started (`new`, its start still
 * ahead): nobody has scored in it yet. Under the tournament's lock, so it never races the job that
 * starts it.
 */
export async function updateTournament(
  db: Db,
  id: number,
  input: CreateInput,
  context: TournamentAdminContext,
): Promise<TournamentRow> {
  const values = await checkedValues(db, input, context);
  return db.transaction(async (tx) => {
    await lockTournament(tx, id);
    const before = await findTournament(tx, id, { forUpdate: true });
    if (!before) throw new AppError("not_found");
    if (before.status !== "new" || before.startAt <= context.now) {
      return refuse({ base: [formatMessage("tournament_started", context.locale)] });
    }
    const [after] = await tx.update(tournaments).set(values).where(eq(tournaments.id, id)).returning();
    if (!after) throw new Error(`tournament ${id} vanished`);
    await tx.delete(tournamentPrizes).where(eq(tournamentPrizes.tournamentId, id));
    await insertPrizes(tx, id, input.prizes);
    await context.record(tx, { kind: "updated", before, after });
    return after;
  });
}

/** Cancels a tournament that has not ended: it pays nothing, keeps the reason and says so live. */
export async function cancelTournament(
  db: Db,
  id: number,
  reason: string,
  context: TournamentAdminContext,
): Promise<TournamentRow> {
  return db.transaction(async (tx) => {
    await lockTournament(tx, id);
    const before = await findTournament(tx, id, { forUpdate: true });
    if (!before) throw new AppError("not_found");
    if (before.status === "ended" || before.status === "canceled") {
      return refuse({ base: [formatMessage("tournament_finished", context.locale)] });
    }
    const [after] = await tx
      .update(tournaments)
      .set({ status: "canceled", cancelReason: reason, finishedAt: context.now })
      .where(eq(tournaments.id, id))
      .returning();
    if (!after) throw new Error(`tournament ${id} vanished`);
    await publishStandings(tx, after, "status");
    await context.record(tx, { kind: "canceled", before, after, reason });
    return after;
  });
}

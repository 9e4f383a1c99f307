import { type FieldErrors, formatMessage, type Locale } from "@croupier/contract";
import type { createTournamentBody } from "@croupier/contract/schemas/tournaments";
import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { findGameTitles } from "../catalog/repository.ts";
import { isRealCurrency } from "../currencies/repository.ts";
import type { Db, Tx } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { findTournament } from "./repository.ts";
import { type LocalizedText, type TournamentRow, tournamentPrizes, tournaments } from "./schema.ts";
import { lockTournament, publishStandings } from "./scoring.ts";

// The back office's changes: scheduling a tournament (every field checked; field errors in the
// operator's language) and cancelling one (nothing is paid; the reason is kept and shown). Each
// change writes its audit row in its own transaction, through the `record` the routes hand in.

export type TournamentEvent =
  | { kind: "created"; tournament: TournamentRow }
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

/** The latest tournaments of every status, newest first. */
export function listLatestTournaments(db: Db, limit = 100): Promise<TournamentRow[]> {
  return db.select().from(tournaments).orderBy(desc(tournaments.id)).limit(limit);
}

export async function scheduleTournament(
  db: Db,
  input: CreateInput,
  context: TournamentAdminContext,
): Promise<TournamentRow> {
  const { now, locale } = context;
  const format = formatMessage("format", locale);
  const errors: FieldErrors = {};
  const startAt = new Date(input.start_at);
  const endAt = new Date(input.end_at);
  if (endAt <= startAt || endAt <= now) errors.end_at = [format];
  if (input.max_bet_cents !== null && input.max_bet_cents < input.min_bet_cents) errors.max_bet_cents = [format];
  const currency = input.currency.toUpperCase();
  if (!(await isRealCurrency(db, currency))) errors.currency = [format];
  const games = [...new Set(input.games)];
  const known = await findGameTitles(db, games);
  if (games.some((game) => !known.has(game))) errors.games = [format];
  const places = input.prizes.map((prize) => prize.award_place).sort((a, b) => a - b);
  const contiguous = places.every((place, index) => place === index + 1);
  const priced = input.prizes.every((prize) =>
    prize.kind === "freespins" ? prize.freespins_count > 0 : prize.amount_cents > 0,
  );
  if (!contiguous || !priced) errors.prizes = [format];
  if (Object.keys(errors).length > 0) return refuse(errors);
  const titles: LocalizedText = {};
  const descriptions: LocalizedText = {};
  for (const item of input.translations) {
    titles[item.locale] = item.title;
    descriptions[item.locale] = item.description;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(tournaments)
      .values({
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
        status: "new",
      })
      .returning();
    if (!row) throw new Error("no tournament inserted");
    await tx.insert(tournamentPrizes).values(
      input.prizes.map((prize) => ({
        tournamentId: row.id,
        place: prize.award_place,
        kind: prize.kind,
        amount: prize.kind === "freespins" ? 0n : BigInt(prize.amount_cents),
        wagerMultiplier: prize.wager_multiplier,
        freespinsCount: prize.kind === "freespins" ? prize.freespins_count : 0,
      })),
    );
    await context.record(tx, { kind: "created", tournament: row });
    return row;
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
      return refuse({ base: [formatMessage("format", context.locale)] });
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

import type { Locale } from "@croupier/contract";
import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { type PlayerExclusionRow, playerExclusions } from "./schema.ts";
import { exclusionTexts, formatEnd } from "./texts.ts";

// What other modules ask of the exclusions: is this player excluded now? Kept apart from the
// service (which calls identity and bonuses) so that the studio, the provider wallet, payments and
// bonuses can import it without an import cycle. Each check is one indexed read.

/** The exclusion in force at `now`: the one ending last (an indefinite one first), or null. */
export async function findActiveExclusion(
  db: Executor,
  playerId: number,
  now: Date,
): Promise<PlayerExclusionRow | null> {
  const rows = await db
    .select()
    .from(playerExclusions)
    .where(
      and(
        eq(playerExclusions.playerId, playerId),
        or(isNull(playerExclusions.endsAt), gt(playerExclusions.endsAt, now)),
      ),
    )
    .orderBy(desc(isNull(playerExclusions.endsAt)), desc(playerExclusions.endsAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function isExcluded(db: Executor, playerId: number, now: Date): Promise<boolean> {
  return (await findActiveExclusion(db, playerId, now)) !== null;
}

/** What sign-in answers while `exclusion` is in force: its state, its end and how to withdraw. */
export function exclusionStateText(exclusion: PlayerExclusionRow, locale: Locale): string {
  const texts = exclusionTexts(locale);
  const end = exclusion.endsAt ? formatEnd(exclusion.endsAt, locale) : null;
  const state =
    exclusion.kind === "closed"
      ? texts.closed
      : exclusion.kind === "timeout" && end
        ? texts.timeoutUntil(end)
        : end
          ? texts.selfExclusionUntil(end)
          : texts.selfExclusionIndefinite;
  return `${state} ${texts.withdrawHint}`;
}

/**
 * Refuses a bet of an excluded player: 403 `player_disabled` with the state and its end. The studio
 * calls it before a paid play, the provider wallet before a bet.
 */
export async function assertMayPlay(db: Executor, playerId: number, now: Date, locale: Locale = "en"): Promise<void> {
  const exclusion = await findActiveExclusion(db, playerId, now);
  if (!exclusion) return;
  throw new AppError(
    "player_disabled",
    `${exclusionTexts(locale).playRefused} ${exclusionStateText(exclusion, locale)}`,
    {
      details: { code: "player_disabled" },
    },
  );
}

/** Refuses a deposit of an excluded player: 422 `errors.base`. Withdrawals are never refused here. */
export async function assertMayDeposit(db: Executor, playerId: number, now: Date, locale: Locale): Promise<void> {
  const exclusion = await findActiveExclusion(db, playerId, now);
  if (!exclusion) return;
  const text = exclusionTexts(locale).depositRefused;
  throw new AppError("validation_failed", text, { fields: { base: [text] } });
}

/** Refuses sign-in of an excluded player: 422 `errors.email` with the state, its end and how to withdraw. */
export async function assertMaySignIn(db: Executor, playerId: number, now: Date, locale: Locale): Promise<void> {
  const exclusion = await findActiveExclusion(db, playerId, now);
  if (!exclusion) return;
  const text = exclusionStateText(exclusion, locale);
  throw new AppError("validation_failed", text, { fields: { email: [text] } });
}

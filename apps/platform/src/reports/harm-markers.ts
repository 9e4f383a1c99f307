import type { HarmMarker, HarmMarkers } from "@croupier/contract/schemas/operator-reports";
import { toCentsNumber } from "../currencies/amounts.ts";
import type { Executor } from "../db/database.ts";
import { findUserEmails } from "../identity/repository.ts";
import { countPaymentMethodsUsed, countRecalledWithdrawals, sumDepositWindows } from "../payments/harm-reads.ts";
import { harmWindows } from "./period.ts";

// Markers of harm for the compliance team: figures that call for a look at a player, never a
// verdict. The last 7 days are compared with the 30 days before them (a weekly average of those).

/** A deposit frequency spike: at least this many deposits in the last 7 days… */
export const FREQUENCY_MIN_DEPOSITS = 3;
/** …and at least this many times the weekly average of the 30 days before (any number if none). */
export const FREQUENCY_FACTOR = 2;
/** A size spike: a deposit of the last 7 days at least this many times the previous average deposit. */
export const SIZE_FACTOR = 3;
/** Withdrawals the player cancelled (recalled) over the 37 days. */
export const CANCELLATIONS_MIN = 2;
/** Payment methods (or withdrawal destinations) used over the 37 days. */
export const PAYMENT_METHODS_MIN = 3;

/** The answer lists at most this many players, those with the most markers first. */
export const HARM_MARKERS_MAX_PLAYERS = 500;

export async function readHarmMarkers(db: Executor, now: Date): Promise<HarmMarkers> {
  const windows = harmWindows(now);
  const whole = { from: windows.previousFrom, before: windows.before };
  const [deposits, cancellations, methods] = await Promise.all([
    sumDepositWindows(db, windows),
    countRecalledWithdrawals(db, whole, CANCELLATIONS_MIN),
    countPaymentMethodsUsed(db, whole, PAYMENT_METHODS_MIN),
  ]);
  const found = new Map<number, HarmMarker[]>();
  const add = (playerId: number, marker: HarmMarker) => found.set(playerId, [...(found.get(playerId) ?? []), marker]);

  for (const row of deposits) {
    const weeklyAverage = (row.previousCount * 7) / 30;
    if (row.recentCount >= FREQUENCY_MIN_DEPOSITS && row.recentCount >= FREQUENCY_FACTOR * weeklyAverage) {
      add(row.playerId, {
        kind: "deposit_frequency_spike",
        currency: row.currency,
        figures: {
          recent_deposits: row.recentCount,
          recent_cents: toCentsNumber(row.recentCents),
          previous_deposits: row.previousCount,
          previous_cents: toCentsNumber(row.previousCents),
          previous_weekly_average: Math.round(weeklyAverage * 100) / 100,
        },
      });
    }
    if (row.previousCount > 0 && row.recentCount > 0) {
      const previousAverage = row.previousCents / BigInt(row.previousCount);
      if (row.recentMaxCents >= BigInt(SIZE_FACTOR) * previousAverage) {
        add(row.playerId, {
          kind: "deposit_size_spike",
          currency: row.currency,
          figures: {
            largest_recent_cents: toCentsNumber(row.recentMaxCents),
            previous_average_cents: toCentsNumber(previousAverage),
            recent_deposits: row.recentCount,
            recent_cents: toCentsNumber(row.recentCents),
            previous_deposits: row.previousCount,
          },
        });
      }
    }
  }
  for (const row of cancellations) {
    add(row.playerId, {
      kind: "repeated_withdrawal_cancellations",
      currency: null,
      figures: { cancelled_withdrawals: row.recalled, requested_withdrawals: row.requested },
    });
  }
  for (const row of methods) {
    add(row.playerId, {
      kind: "many_payment_methods",
      currency: null,
      figures: { payment_methods: row.methods, withdrawal_destinations: row.destinations },
    });
  }

  const emails = await findUserEmails(db, [...found.keys()]);
  const data = [...found.entries()]
    .sort(([a, left], [b, right]) => right.length - left.length || a - b)
    .slice(0, HARM_MARKERS_MAX_PLAYERS)
    .map(([playerId, markers]) => ({ player_id: playerId, player_email: emails.get(playerId) ?? "", markers }));
  return {
    previous_from: windows.previousFrom.toISOString(),
    recent_from: windows.recentFrom.toISOString(),
    to: windows.before.toISOString(),
    data,
  };
}

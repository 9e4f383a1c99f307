import type { GameState } from "./engine.ts";
import { GameRuleError } from "./errors.ts";

// Engine money is bigint; JSON has no bigint. These helpers are the one place where states and
// outcomes cross into JSON: as decimal strings for storage (database columns, round history, the
// verification page), as numbers for the studio API (minor units fit a double exactly up to 2^53),
// which is also the form the site's game screens read.

/** T with every bigint replaced by B, however deep. */
type BigintsAs<T, B> = T extends bigint
  ? B
  : T extends (infer U)[]
    ? BigintsAs<U, B>[]
    : T extends object
      ? { [K in keyof T]: BigintsAs<T[K], B> }
      : T;

export type JsonSafe<T> = BigintsAs<T, string>;
export type ApiJson<T> = BigintsAs<T, number>;

function mapBigints(value: unknown, convert: (amount: bigint) => string | number): unknown {
  if (typeof value === "bigint") return convert(value);
  if (Array.isArray(value)) return value.map((item) => mapBigints(item, convert));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapBigints(item, convert)]));
  }
  return value;
}

/** Deep copy with every bigint written as its decimal string (what the database keeps). */
export function toJsonSafe<T>(value: T): JsonSafe<T> {
  return mapBigints(value, (amount) => amount.toString()) as JsonSafe<T>;
}

/** Deep copy with every bigint as a number (what the studio API answers). */
export function toApiJson<T>(value: T): ApiJson<T> {
  return mapBigints(value, Number) as ApiJson<T>;
}

const MINOR_UNITS = /^\d{1,30}$/;

function minorUnits(value: unknown): bigint {
  if (typeof value !== "string" || !MINOR_UNITS.test(value)) throw new GameRuleError("invalid_state", "bad amount");
  return BigInt(value);
}

function whole(value: unknown): number {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new GameRuleError("invalid_state", "bad count");
  }
  return value;
}

/** Reads back a state stored with toJsonSafe, refusing anything malformed. */
export function parseGameState(json: unknown): GameState {
  const value = (json ?? {}) as Record<string, unknown>;
  if (value.phase === "idle") return { phase: "idle" };
  if (value.phase !== "free_spins" || (value.origin !== "spin" && value.origin !== "bonus_buy")) {
    throw new GameRuleError("invalid_state", "unknown game state");
  }
  return {
    phase: "free_spins",
    bet: minorUnits(value.bet),
    spinsLeft: whole(value.spinsLeft),
    spinsPlayed: whole(value.spinsPlayed),
    spinsAwarded: whole(value.spinsAwarded),
    roundWin: minorUnits(value.roundWin),
    origin: value.origin,
  };
}

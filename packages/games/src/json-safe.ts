import type { GameState } from "./engine.ts";
import { GameRuleError } from "./errors.ts";

// Engine money is bigint; JSON has no bigint. These helpers are the one place where states and
// outcomes cross into JSON (database columns, round history, the verification page).

export type JsonSafe<T> = T extends bigint
  ? string
  : T extends (infer U)[]
    ? JsonSafe<U>[]
    : T extends object
      ? { [K in keyof T]: JsonSafe<T[K]> }
      : T;

/** Deep copy with every bigint written as its decimal string. */
export function toJsonSafe<T>(value: T): JsonSafe<T> {
  if (typeof value === "bigint") return value.toString() as JsonSafe<T>;
  if (Array.isArray(value)) return value.map((item) => toJsonSafe(item)) as JsonSafe<T>;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toJsonSafe(item)])) as JsonSafe<T>;
  }
  return value as JsonSafe<T>;
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

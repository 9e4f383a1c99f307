// Engine money is bigint; the API answers numbers (minor units fit a double exactly up to 2^53).
// The database keeps packages/games' toJsonSafe form (decimal strings), which parseGameState reads.

export type ApiJson<T> = T extends bigint
  ? number
  : T extends (infer U)[]
    ? ApiJson<U>[]
    : T extends object
      ? { [K in keyof T]: ApiJson<T[K]> }
      : T;

/** Deep copy with every bigint as a number. */
export function toApiJson<T>(value: T): ApiJson<T> {
  if (typeof value === "bigint") return Number(value) as ApiJson<T>;
  if (Array.isArray(value)) return value.map((item) => toApiJson(item)) as ApiJson<T>;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toApiJson(item)])) as ApiJson<T>;
  }
  return value as ApiJson<T>;
}

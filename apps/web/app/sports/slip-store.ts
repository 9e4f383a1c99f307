import { comparePrices } from "@croupier/contract/odds";
import { useSyncExternalStore } from "react";
import { readStorage, writeStorage } from "../lib/storage-keys.ts";
import type { PriceChangePolicy, SlipLeg } from "./slip-rules.ts";

// The bet slip's picks, stakes and price-change policy: one store the sports pages share (a pick
// made on the list stays on the slip on the event's page), kept in this browser's storage so a
// reload keeps the slip. The server renders an empty slip; the browser's slip shows after hydration.

export const SLIP_STORAGE_KEY = "sportsBetSlip";
/** The most picks a slip holds (the platform refuses longer accumulators anyway). */
export const MAX_LEGS = 20;

export interface SlipState {
  legs: SlipLeg[];
  /** The stake typed for each single, by selection id (text as typed, in major units). */
  singleStakes: Record<string, string>;
  accumulatorStake: string;
  policy: PriceChangePolicy;
}

const EMPTY: SlipState = { legs: [], singleStakes: {}, accumulatorStake: "", policy: "none" };

let state: SlipState = EMPTY;
let restored = false;
const listeners = new Set<() => void>();

function restore(): void {
  if (restored || typeof window === "undefined") return;
  restored = true;
  try {
    const saved = JSON.parse(readStorage(SLIP_STORAGE_KEY) ?? "null") as Partial<SlipState> | null;
    if (saved && Array.isArray(saved.legs)) {
      state = {
        legs: saved.legs.slice(0, MAX_LEGS),
        singleStakes: saved.singleStakes ?? {},
        accumulatorStake: saved.accumulatorStake ?? "",
        policy: saved.policy === "higher" || saved.policy === "any" ? saved.policy : "none",
      };
    }
  } catch {
    // A damaged slip starts empty.
  }
}

function update(next: SlipState): void {
  state = next;
  writeStorage(SLIP_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const slip = {
  get(): SlipState {
    restore();
    return state;
  },
  /** Adds the pick, or takes it off when it is already on the slip (the price button toggles). */
  toggle(leg: SlipLeg): void {
    const current = slip.get();
    if (current.legs.some((other) => other.selectionId === leg.selectionId)) {
      slip.remove(leg.selectionId);
      return;
    }
    if (current.legs.length >= MAX_LEGS) return;
    update({ ...current, legs: [...current.legs, leg] });
  },
  remove(selectionId: number): void {
    const current = slip.get();
    const { [selectionId]: _removed, ...singleStakes } = current.singleStakes;
    update({ ...current, legs: current.legs.filter((leg) => leg.selectionId !== selectionId), singleStakes });
  },
  clear(): void {
    update({ ...EMPTY, policy: slip.get().policy });
  },
  setSingleStake(selectionId: number, text: string): void {
    const current = slip.get();
    update({ ...current, singleStakes: { ...current.singleStakes, [selectionId]: text } });
  },
  setAccumulatorStake(text: string): void {
    update({ ...slip.get(), accumulatorStake: text });
  },
  setPolicy(policy: PriceChangePolicy): void {
    update({ ...slip.get(), policy });
  },
  /**
   * The book's current prices and availability (from a page's data or a refused placement): a
   * moved price keeps the one the player saw as `previousPrice` until they accept the new one.
   */
  syncPrices(current: ReadonlyArray<{ selectionId: number; price: string; exact?: string; available: boolean }>): void {
    const now = slip.get();
    let changed = false;
    const legs = now.legs.map((leg) => {
      const fresh = current.find((item) => item.selectionId === leg.selectionId);
      if (!fresh) return leg;
      const moved = comparePrices(fresh.price, leg.price) !== 0;
      const unavailable = !fresh.available;
      if (!moved && unavailable === Boolean(leg.unavailable)) return leg;
      changed = true;
      return {
        ...leg,
        price: fresh.price,
        exact: fresh.exact || undefined,
        previousPrice: moved ? (leg.previousPrice ?? leg.price) : leg.previousPrice,
        unavailable,
      };
    });
    if (changed) update({ ...now, legs });
  },
  /** The player accepted the moved prices: they become the prices the slip shows and sends. */
  acceptPrices(): void {
    const now = slip.get();
    update({ ...now, legs: now.legs.map(({ previousPrice: _seen, ...leg }) => leg) });
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests start from an empty slip. */
  reset(): void {
    state = EMPTY;
    restored = true;
    writeStorage(SLIP_STORAGE_KEY, null);
    for (const listener of listeners) listener();
  },
};

const serverSnapshot = () => EMPTY;

export function useSlip(): SlipState {
  return useSyncExternalStore(slip.subscribe, slip.get, serverSnapshot);
}

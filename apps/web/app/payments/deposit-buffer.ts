import { useSyncExternalStore } from "react";

// The deposit buffer: what the player picked on the way through the deposit
// modals (amount, currency, method, bonus choices). Each modal is its own lazy body that unmounts
// when the next opens, so the buffer lives outside React, in sessionStorage: it survives the
// round trip to the payment gateway (deposit-success reads it) and dies with the tab.

export interface DepositBuffer {
  /** Currency code of the deposit (the player's current currency, else EUR). */
  currency: string;
  /** Amount in major units as typed ("50", "0.001"); validated against the method's limits. */
  value: string;
  /** The picked payment method id (creditcard, skrill, crypto_btc…), or null before the choice. */
  method: string | null;
  /** Welcome-bonus id picked in the deposit modal (73, 74, 75) or null for none. */
  bonusId: number | null;
  /** The bonus code typed in the deposit modal. */
  bonusCode: string;
  /** Bonus toggle: off clears the picked bonus and code. */
  bonusEnabled: boolean;
  /** Lottery toggle: the lottery id picked for this deposit, or null (toggle off clears it). */
  lotteryId: number | null;
  /** Id of the payment the gateway is processing (set just before the redirect). */
  paymentId: number | null;
}

export const DEPOSIT_BUFFER_KEY = "depositBuffer";

const INITIAL: DepositBuffer = {
  currency: "EUR",
  value: "",
  method: null,
  bonusId: null,
  bonusCode: "",
  bonusEnabled: true,
  lotteryId: null,
  paymentId: null,
};

const listeners = new Set<() => void>();
let current: DepositBuffer | null = null;

function load(): DepositBuffer {
  if (current) return current;
  current = INITIAL;
  try {
    const stored = typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(DEPOSIT_BUFFER_KEY);
    if (stored) current = { ...INITIAL, ...(JSON.parse(stored) as Partial<DepositBuffer>) };
  } catch {
    // Unreadable or refused storage: start empty.
  }
  return current;
}

export function readDepositBuffer(): DepositBuffer {
  return load();
}

/** Merges `change` into the buffer, stores it and notifies every subscribed component. */
export function updateDepositBuffer(change: Partial<DepositBuffer>): DepositBuffer {
  current = { ...load(), ...change };
  try {
    sessionStorage.setItem(DEPOSIT_BUFFER_KEY, JSON.stringify(current));
  } catch {
    // Private mode may refuse storage; the in-memory buffer still works for this page.
  }
  for (const listener of listeners) listener();
  return current;
}

/** Back to the initial buffer (after a finished deposit or at sign-out). */
export function resetDepositBuffer(): void {
  current = null;
  try {
    sessionStorage.removeItem(DEPOSIT_BUFFER_KEY);
  } catch {
    // Nothing stored.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The buffer as React state; the server render always sees the initial buffer. */
export function useDepositBuffer(): DepositBuffer {
  return useSyncExternalStore(subscribe, load, () => INITIAL);
}

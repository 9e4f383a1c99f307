import type { ModalFlag } from "../modals/modal-flags.ts";

// The modal the limits modal was opened from (the deposit's "Set a deposit limit"), for its "Back
// to the deposit" button. Handed over in this page (a reload drops it); cleared when the limits
// modal closes.

let from: ModalFlag | null = null;

export function openLimitsFrom(flag: ModalFlag | null): void {
  from = flag;
}

export function limitsOpenedFrom(): ModalFlag | null {
  return from;
}

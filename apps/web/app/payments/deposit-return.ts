// The gateway's way back: the browser returns to the locale home with
// `?deposit=success` or `?deposit=failed`. This module is part of every page (the layout reads the
// flag), so it stays tiny and free of zod: the names mirror the contract's DEPOSIT_RETURN_PARAM and
// DEPOSIT_RETURN_VALUES, and a unit test keeps them equal.

export const DEPOSIT_RETURN_FLAG = "deposit";
export type DepositOutcome = "success" | "failed";

/** The outcome named by the query string, or null when there is none (or an unknown value). */
export function depositOutcome(search: string): DepositOutcome | null {
  const value = new URLSearchParams(search).get(DEPOSIT_RETURN_FLAG);
  return value === "success" || value === "failed" ? value : null;
}

/** The query string without the flag ("" when nothing else is left). */
export function withoutDepositOutcome(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(DEPOSIT_RETURN_FLAG);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

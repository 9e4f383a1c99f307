// A modal opens when its query flag has the value "modal"; closing removes the flag.
// `required-fields` is our name for the flag the specification leaves unnamed.
export const MODAL_FLAGS = [
  "sign-in",
  "sign-up",
  "player-status",
  "free-spins",
  "fiat-deposit",
  "fiat-payment",
  "fiat-payment-credentials",
  "deposit-success",
  "feedback",
  "crypto-deposit",
  "crypto-payment",
  "currency-management",
  "personal-info",
  "cta",
  "first-deposit",
  "search-modal",
  "bar",
  "required-fields",
  "welcome",
  "limits",
  "take-a-break",
  "self-exclusion",
] as const;
export type ModalFlag = (typeof MODAL_FLAGS)[number];

export const MODAL_VALUE = "modal";

export function isModalFlag(value: string): value is ModalFlag {
  return (MODAL_FLAGS as readonly string[]).includes(value);
}

/** The open modal named by the query string, or null. The first flag in the URL wins. */
export function activeModal(search: string): ModalFlag | null {
  for (const [key, value] of new URLSearchParams(search)) {
    if (value === MODAL_VALUE && isModalFlag(key)) return key;
  }
  return null;
}

/** The query string with `flag` open; any other open modal closes (one modal at a time). */
export function openModalSearch(search: string, flag: ModalFlag): string {
  const params = new URLSearchParams(search);
  for (const other of MODAL_FLAGS) if (params.get(other) === MODAL_VALUE) params.delete(other);
  params.set(flag, MODAL_VALUE);
  return `?${params.toString()}`;
}

/** The query string with `flag` removed; other parameters keep their order. */
export function closeModalSearch(search: string, flag: ModalFlag): string {
  const params = new URLSearchParams(search);
  params.delete(flag);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

// The card form's input rules: the number is grouped by 4 and capped at 16
// digits, the CVV is 3 digits, the expiry month runs 01–12 and the year from this year to +10.

export const CARD_NUMBER_DIGITS = 16;
export const CVV_DIGITS = 3;
export const EXPIRY_YEARS_AHEAD = 10;

function digitsOf(raw: string): string {
  return raw.replace(/\D/g, "");
}

/** "4242424242424242" or "4242-4242 42…" → "4242 4242 4242 4242"; extra digits are dropped. */
export function formatCardNumber(raw: string): string {
  const digits = digitsOf(raw).slice(0, CARD_NUMBER_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The digits the gateway receives (no spaces). */
export function cardNumberDigits(formatted: string): string {
  return digitsOf(formatted);
}

/**
 * Where the caret belongs after regrouping: just behind the same number of digits as before, so
 * typing or deleting inside the number does not throw the caret to the end.
 */
export function caretAfterFormat(formatted: string, digitsBeforeCaret: number): number {
  if (digitsBeforeCaret <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? "")) seen += 1;
    if (seen === digitsBeforeCaret) return index + 1;
  }
  return formatted.length;
}

/** Counts the digits in front of `caret` in the raw input text. */
export function digitsBefore(raw: string, caret: number): number {
  return digitsOf(raw.slice(0, caret)).length;
}

export function isCardNumberComplete(formatted: string): boolean {
  return cardNumberDigits(formatted).length === CARD_NUMBER_DIGITS;
}

/** Keeps the CVV's digits, at most 3. */
export function sanitizeCvv(raw: string): string {
  return digitsOf(raw).slice(0, CVV_DIGITS);
}

export function isCvvComplete(value: string): boolean {
  return /^\d{3}$/.test(value);
}

/** "01" … "12". */
export function expiryMonths(): string[] {
  return Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, "0"));
}

/** This year and the ten after it, as the gateway accepts them ("2026" … "2036"). */
export function expiryYears(now: Date = new Date()): string[] {
  const first = now.getFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, index) => String(first + index));
}

// The bonus code's format: the contract's BONUS_CODE_PATTERN (letters, digits, '-' and '_', 1–32),
// repeated here so the deposit modals load no zod; a unit test keeps the two equal.
export const BONUS_CODE_FORMAT = /^[A-Za-z0-9_-]{1,32}$/;

export function isBonusCodeFormat(code: string): boolean {
  return BONUS_CODE_FORMAT.test(code);
}

// The mobile-phone input: digits only, at most 12, always behind a "+".

export const PHONE_MAX_DIGITS = 12;

export function sanitizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
  if (digits) return `+${digits}`;
  return raw.trim().startsWith("+") ? "+" : "";
}

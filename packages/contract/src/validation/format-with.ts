import type { MessageCode, MessageParams, ValidationTexts } from "./messages.ts";

// Apart from messages.ts (the list of codes), so the site's always-loaded code that words a
// message does not carry the list.

/** The sample address that the e-mail message shows ("like {email}"). */
export const SAMPLE_EMAIL = "name@example.com";

/**
 * `code` in one language's texts. The platform holds all five (format-message.ts); the site loads
 * only the visitor's language (apps/web/app/i18n/validation-texts.ts).
 */
export function formatWith(texts: ValidationTexts, code: MessageCode, params: MessageParams = {}): string {
  return texts[code]({ email: SAMPLE_EMAIL, ...params });
}

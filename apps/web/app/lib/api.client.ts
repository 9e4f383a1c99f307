import { createApiClient } from "@croupier/contract/client";
import type { Locale } from "@croupier/contract/i18n/locales";

/** The browser's API client: same-origin relative `/api/...` with the visitor's cookies. */
export function createBrowserApi(locale: Locale) {
  return createApiClient({ locale });
}

import { createApiClient, type Locale } from "@croupier/contract/client";

/** The browser's API client: same-origin relative `/api/...` with the visitor's cookies. */
export function createBrowserApi(locale: Locale) {
  return createApiClient({ locale });
}

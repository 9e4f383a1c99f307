import { createCall } from "@croupier/contract/client/call";
import { studioCalls, studioTokenHeaders } from "@croupier/contract/client/studio";
import { DEFAULT_LOCALE, isLocale } from "@croupier/contract/i18n/locales";

// The studio's calls through the contract's client: the launch token in its header on every call
// (the public verify needs none), in the language the screen is shown in. A refusal comes back as
// the contract's ApiFailure, whose `code`, `balance` and `retry_after_ms` drive the screen.

export function studioApi(token: string | null, locale: string) {
  return studioCalls(
    createCall({ locale: isLocale(locale) ? locale : DEFAULT_LOCALE, headers: studioTokenHeaders(token) }),
  );
}

export type StudioApi = ReturnType<typeof studioApi>;

import type { ApiResult } from "@croupier/contract/client";
import { type Locale, localizePath } from "@croupier/contract/i18n/locales";
import type { GameLaunch } from "@croupier/contract/schemas/games";

// GET /api/games/{id}/play answers where the game's iframe goes. The page turns every answer into
// one of a few screens: the game, "Game unavailable" (the provider is not
// connected: the failure's code is `game_unavailable`, which the platform sends with 409), a
// sign-in prompt (401: real money signed out) or "Can't open the game" with a retry (anything else,
// another 409 and the network included).

export type LaunchOutcome =
  | { kind: "ready"; launch: GameLaunch; src: string }
  | { kind: "unavailable" }
  | { kind: "signed-out" }
  | { kind: "failed" };

export function launchOutcome(result: ApiResult<GameLaunch>, locale: Locale): LaunchOutcome {
  if (result.ok) return { kind: "ready", launch: result.data, src: frameSrc(result.data.url, locale) };
  // `error` is worded for people; the machine code beside it decides, not the status.
  if (result.code === "game_unavailable") return { kind: "unavailable" };
  if (result.status === 401) return { kind: "signed-out" };
  return { kind: "failed" };
}

/**
 * The studio's screens are pages of this site ("/studio/<slug>?token=…"): they get the page's
 * locale prefix so the game speaks the player's language. A provider's own URL is left alone.
 */
export function frameSrc(url: string, locale: Locale): string {
  if (!url.startsWith("/") || url.startsWith("//") || url.startsWith("/api/")) return url;
  const [path = "/", query] = splitOnce(url, "?");
  const localized = localizePath(path, locale);
  return query === undefined ? localized : `${localized}?${query}`;
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

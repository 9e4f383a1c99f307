import { DEMO_CURRENCY, type PlayMode } from "@croupier/contract/games-catalog";

// Which money a game page plays with, and what stands between the visitor and the game. A game's
// per-currency ids (`currencies[CUR].id` of the games list) each open it in one currency; the FUN
// id is the demo.

type Currencies = Readonly<Record<string, { id: number }>>;

/** The currency a per-currency id belongs to, or null when the id is not one of the game's. */
export function currencyOfId(currencies: Currencies, id: number): string | null {
  for (const [currency, entry] of Object.entries(currencies)) if (entry.id === id) return currency;
  return null;
}

export function modeOfCurrency(currency: string): PlayMode {
  return currency === DEMO_CURRENCY ? "demo" : "real";
}

/**
 * The id the short game link (/game/{game}) opens: the player's current currency when the game
 * offers it, else the demo, else the game's first currency.
 */
export function chooseLinkId(currencies: Currencies, playerCurrency: string | null): number | null {
  if (playerCurrency && playerCurrency !== DEMO_CURRENCY && currencies[playerCurrency]) {
    return currencies[playerCurrency].id;
  }
  if (currencies[DEMO_CURRENCY]) return currencies[DEMO_CURRENCY].id;
  return Object.values(currencies)[0]?.id ?? null;
}

/**
 * The real/demo switch of the bar: from real money, the demo (when there is one); from the demo,
 * the player's currency when offered, else the game's first real currency.
 */
export function switchTargetId(currencies: Currencies, mode: PlayMode, playerCurrency: string | null): number | null {
  if (mode === "real") return currencies[DEMO_CURRENCY]?.id ?? null;
  if (playerCurrency && playerCurrency !== DEMO_CURRENCY && currencies[playerCurrency]) {
    return currencies[playerCurrency].id;
  }
  const real = Object.entries(currencies).find(([currency]) => currency !== DEMO_CURRENCY);
  return real?.[1].id ?? null;
}

/**
 * What the page does before launching: a game whose provider is not connected is "unavailable"
 * for everyone (the message with suggestions: signing in would not help); a demo
 * launches for anyone; real money needs a signed-in player ("sign-in") who holds an account in
 * the game's currency ("currency": switch or add it).
 */
export type PlayGate = "unavailable" | "launch" | "sign-in" | "currency";

export function playGate(input: {
  mode: PlayMode;
  currency: string;
  heldCurrencies: readonly string[] | null;
  playable?: boolean;
}): PlayGate {
  if (input.playable === false) return "unavailable";
  if (input.mode === "demo") return "launch";
  if (input.heldCurrencies === null) return "sign-in";
  return input.heldCurrencies.includes(input.currency) ? "launch" : "currency";
}

import { useEffect, useState } from "react";
import { walletAccount } from "../lib/player.ts";
import { usePlayer } from "../shell/use-shell-data.ts";

// The currency games are shown and opened in: the signed-in player's current one (if it is FUN,
// the first real account's), else the visitor's default from their country
// (GET /api/current_ip `default_currency`).

/** When even the visitor's country is unknown. */
export const FALLBACK_CURRENCY = "EUR";

export function playerPlayCurrency(player: Parameters<typeof walletAccount>[0] & { currency: string }): string {
  const current = walletAccount(player).currency || player.currency;
  if (current !== "FUN") return current;
  return player.accounts?.find((account) => account.currency !== "FUN")?.currency ?? FALLBACK_CURRENCY;
}

let visitorCurrency: Promise<string> | null = null;

/** Pages whose loader already knows the visitor's currency hand it over, saving the call. */
export function rememberVisitorCurrency(code: string): void {
  visitorCurrency = Promise.resolve(code);
}

/** The visitor's default currency, asked once per page life (browser only). */
export function loadVisitorCurrency(): Promise<string> {
  visitorCurrency ??= Promise.all([
    import("@croupier/contract/client/call"),
    import("@croupier/contract/client/info"),
  ]).then(async ([{ createCall }, { infoCalls }]) => {
    const result = await infoCalls(createCall()).getCurrentIp();
    return result.ok && result.data?.default_currency ? result.data.default_currency : FALLBACK_CURRENCY;
  });
  return visitorCurrency;
}

/**
 * The play currency for a component: the player's, else `known` (a loader's answer), else the
 * visitor's default once it has arrived (EUR until then).
 */
export function usePlayCurrency(known?: string | null): string {
  const player = usePlayer();
  const [visitor, setVisitor] = useState<string | null>(known ?? null);
  useEffect(() => {
    if (player) return;
    if (known) {
      rememberVisitorCurrency(known);
      setVisitor(known);
      return;
    }
    let active = true;
    void loadVisitorCurrency().then((code) => active && setVisitor(code));
    return () => {
      active = false;
    };
  }, [player, known]);
  if (player) return playerPlayCurrency(player);
  return visitor ?? known ?? FALLBACK_CURRENCY;
}

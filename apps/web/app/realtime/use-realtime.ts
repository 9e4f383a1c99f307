import type { Player } from "@croupier/contract/schemas/player";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { refreshAccounts } from "../cashier/accounts-store.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import type { UserChannel } from "./channels.ts";
import type { SiteNotification } from "./notification.ts";
import { notifications } from "./notification-store.ts";

/**
 * Connects the signed-in player's tab to the realtime server (after hydration: the client
 * library is a chunk of its own) and keeps the site current from its events, with no polling:
 * balance and bonus events refresh the header balance; a payment event also reloads the page's
 * data (the payment history, the deposit count that the first-deposit offer reads), and a sports
 * bet's event a sports page's data (My bets, an event's settled markets).
 */
export function useRealtime(player: Pick<Player, "id">): void {
  const { locale } = useShellData();
  const revalidator = useRevalidator();
  const latest = useRef({ locale, revalidator });
  latest.current = { locale, revalidator };

  useEffect(() => {
    const playerId = player.id;
    notifications.setOwner(String(playerId));
    const onEvent = (name: UserChannel) => {
      const { locale: current, revalidator: reload } = latest.current;
      if (name === "balance" || name === "bonuses_changes" || name === "payments_changes") {
        void refreshAccounts(current, playerId);
      }
      if (name === "payments_changes") void reload.revalidate();
      // The book's placements and settlements publish the balance too: only the page is reloaded.
      if (name === "sportsbook_bets" && isSportsPage(window.location.pathname)) void reload.revalidate();
    };
    const offEvent = notifications.onEvent(onEvent);
    let stopped = false;
    let stop: (() => void) | undefined;
    import("./realtime-client.ts")
      .then(({ startRealtime }) =>
        startRealtime({
          locale: latest.current.locale,
          onPublication: (name, data) => notifications.publish(name, data),
        }),
      )
      .then((connection) => {
        if (stopped) connection.stop();
        else stop = connection.stop;
      })
      .catch(() => {
        // No realtime (signed out meanwhile, server without it): the site works as before.
      });
    return () => {
      stopped = true;
      stop?.();
      offEvent();
    };
  }, [player.id]);
}

/** `/sports…` with or without a locale prefix (`/es/sports/bets`). */
function isSportsPage(pathname: string): boolean {
  return /^(\/[a-z]{2}(-[A-Z]{2})?)?\/sports(\/|$)/.test(pathname);
}

/** The notification centre's list, newest first. */
export function useNotifications(): readonly SiteNotification[] {
  return useSyncExternalStore(notifications.subscribe, notifications.getSnapshot, () => EMPTY);
}

const EMPTY: readonly SiteNotification[] = [];

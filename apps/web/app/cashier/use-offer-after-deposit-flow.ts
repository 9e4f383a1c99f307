import { playerCalls } from "@croupier/contract/client/player";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { browserApi } from "../lib/api.client.ts";
import { activeModal, openModalSearch } from "../modals/modal-flags.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { readOfferClosed, shouldOfferAfterDepositFlow } from "./first-deposit-offer.ts";

/**
 * After the crypto modal closes, a player who has deposited sees the first-deposit
 * offer. Used by the crypto flow's bodies (amount, address, feedback): when one unmounts and no
 * other modal took its place (the player closed the flow rather than moving on in it), the offer
 * opens, if the player has deposited (fresh stats, the page's may be older than the deposit) and
 * has not closed it in the last 120 s.
 */
export function useOfferAfterDepositFlow(): void {
  const player = usePlayer();
  const { locale } = useShellData();
  const navigate = useNavigate();
  const latest = useRef({ player, locale, navigate });
  latest.current = { player, locale, navigate };

  useEffect(
    () => () => {
      // Cleanup runs while the router commits the next location: read it a tick later.
      setTimeout(() => void offerIfClosed(latest.current), 0);
    },
    [],
  );
}

async function offerIfClosed({
  player,
  locale,
  navigate,
}: {
  player: ReturnType<typeof usePlayer>;
  locale: ReturnType<typeof useShellData>["locale"];
  navigate: ReturnType<typeof useNavigate>;
}): Promise<void> {
  if (!player || activeModal(window.location.search) !== null) return;
  // A failed call (signed out meanwhile, offline) shows nothing rather than a guess.
  const stats = await browserApi(locale, playerCalls).getPlayerStats();
  if (!stats.ok) return;
  const depositsCount = stats.data.deposits_count;
  const now = Date.now();
  if (!shouldOfferAfterDepositFlow({ depositsCount, playerId: player.id, closed: readOfferClosed(), now })) return;
  // The player may have opened something else while the stats loaded.
  const { pathname, search, hash } = window.location;
  if (activeModal(search) !== null) return;
  await navigate(`${pathname}${openModalSearch(search, "first-deposit")}${hash}`, {
    replace: true,
    preventScrollReset: true,
  });
}

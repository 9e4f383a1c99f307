import type { NavigateFunction } from "react-router";
import { readOfferClosed } from "../cashier/first-deposit-offer.ts";
import { EVER_SIGNED_IN_KEY, readStorage, writeStorage } from "../lib/storage-keys.ts";
import { activeModal, openModalSearch } from "../modals/modal-flags.ts";
import { type IdleFacts, modalOnLoad, modalWhenIdle } from "./idle-rules.ts";

/**
 * Reads the facts the idle rules need (the open modal, the local flags) and opens the modal they
 * choose, if any. `moment` is "load" when a player's page loads or a player signs in.
 */
export function openIdleModal(
  moment: "idle" | "load",
  player: { playerId: string | number | null; depositsCount: number },
  navigate: NavigateFunction,
): void {
  // A signed-in player marks the browser: no visitor's call to action here any more.
  if (player.playerId !== null) writeStorage(EVER_SIGNED_IN_KEY, "1");
  const { pathname, search, hash } = window.location;
  const closed = readOfferClosed();
  const facts: IdleFacts = {
    ...player,
    hasEverSignedIn: readStorage(EVER_SIGNED_IN_KEY) !== null,
    openModal: activeModal(search),
    offerClosedAt: closed && closed.playerId === String(player.playerId) ? closed.at : null,
    now: Date.now(),
  };
  const modal = moment === "load" ? modalOnLoad(facts) : modalWhenIdle(facts);
  if (modal) void navigate(`${pathname}${openModalSearch(search, modal)}${hash}`, { preventScrollReset: true });
}

import { useEffect } from "react";
import { useNavigate } from "react-router";
import { usePlayer } from "../shell/use-shell-data.ts";

// The idle rules' page-load part, run by the signed-in header (shell/account-panel.tsx, a chunk
// visitors never load): a player with no deposit gets the first-deposit offer unless the rules
// (idle-rules.ts: closed in the last 120 s, a modal open) hold it back.

/** On a signed-in page's load (or sign-in): the first-deposit offer, when the rules allow it. */
export function useOfferOnLoad(): void {
  const player = usePlayer();
  const navigate = useNavigate();
  const playerId = player?.id ?? null;
  const depositsCount = player?.stats?.deposits_count ?? 0;
  useEffect(() => {
    if (playerId === null) return;
    void import("./idle-open.ts").then((idle) => idle.openIdleModal("load", { playerId, depositsCount }, navigate));
  }, [playerId, depositsCount, navigate]);
}

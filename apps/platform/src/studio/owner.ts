import { eq, type SQL } from "drizzle-orm";
import { studioPlays, studioSeeds } from "./schema.ts";

/**
 * Who plays: a signed-in player (real money: one seed pair across titles and currencies) or a demo
 * session (FUN money: its own seed pair and balance).
 */
export type Owner = { kind: "player"; playerId: number } | { kind: "demo"; demoSessionId: number };

/** A stable key per owner, for serialising its plays in this process. */
export function ownerKey(owner: Owner): string {
  return owner.kind === "player" ? `player:${owner.playerId}` : `demo:${owner.demoSessionId}`;
}

export function seedOwnerIs(owner: Owner): SQL {
  return owner.kind === "player"
    ? eq(studioSeeds.playerId, owner.playerId)
    : eq(studioSeeds.demoSessionId, owner.demoSessionId);
}

export function playOwnerIs(owner: Owner): SQL {
  return owner.kind === "player"
    ? eq(studioPlays.playerId, owner.playerId)
    : eq(studioPlays.demoSessionId, owner.demoSessionId);
}

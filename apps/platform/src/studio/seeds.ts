import type { Locale, StudioFairness } from "@croupier/contract";
import { isClientSeed } from "@croupier/games";
import type { StudioContext, StudioDeps } from "./context.ts";
import { gameError, invalidField } from "./errors.ts";
import { ownerKey } from "./owner.ts";
import { hasOpenRound } from "./plays-repository.ts";
import { fairnessOf } from "./round-state.ts";
import { getActiveSeed, insertSeed, revealSeed, setClientSeed } from "./seeds-repository.ts";
import { serialize } from "./serialize.ts";
import { finishPendingPlays } from "./settle.ts";

// The player's control over provable fairness: choose the client seed, and rotate the pair to see
// the server seed behind the hash shown before play. Neither while a round is open: a round's calls
// must all be verifiable under the pair they were played with.

export interface SeedRotation {
  revealed: { server_seed: string; server_seed_hash: string; client_seed: string; plays: number };
  fairness: StudioFairness;
}

/**
 * A new client seed. A pair already used is rotated (revealed, a new one committed with the new
 * client seed), so every play stays verifiable with the client seed it was played with.
 */
export async function changeClientSeed(
  deps: StudioDeps,
  context: StudioContext,
  clientSeed: string,
  locale: Locale,
): Promise<StudioFairness> {
  if (!isClientSeed(clientSeed)) throw invalidField("client_seed", locale);
  return serialize(ownerKey(context.owner), async () => {
    await refuseWhileRoundOpen(deps, context);
    return deps.db.transaction(async (tx) => {
      const seed = await getActiveSeed(tx, context.owner, { forUpdate: true, clientSeed });
      if (seed.nextNonce === 0) {
        await setClientSeed(tx, seed.id, clientSeed);
        return fairnessOf({ ...seed, clientSeed });
      }
      await revealSeed(tx, seed.id, deps.now());
      await insertSeed(tx, context.owner, clientSeed);
      return fairnessOf(await getActiveSeed(tx, context.owner));
    });
  });
}

/** Reveals the active pair and commits a new one with the same client seed. */
export async function rotateSeeds(deps: StudioDeps, context: StudioContext): Promise<SeedRotation> {
  return serialize(ownerKey(context.owner), async () => {
    await refuseWhileRoundOpen(deps, context);
    return deps.db.transaction(async (tx) => {
      const seed = await getActiveSeed(tx, context.owner, { forUpdate: true });
      await revealSeed(tx, seed.id, deps.now());
      await insertSeed(tx, context.owner, seed.clientSeed);
      const next = await getActiveSeed(tx, context.owner);
      return {
        revealed: {
          server_seed: seed.serverSeed,
          server_seed_hash: seed.serverSeedHash,
          client_seed: seed.clientSeed,
          plays: seed.nextNonce,
        },
        fairness: fairnessOf(next),
      };
    });
  });
}

async function refuseWhileRoundOpen(deps: StudioDeps, context: StudioContext): Promise<void> {
  if (context.mode === "real") await finishPendingPlays(deps, context);
  if (await hasOpenRound(deps.db, context.owner)) throw gameError("round_open");
}

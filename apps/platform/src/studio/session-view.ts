import type { StudioSession } from "@croupier/contract";
import { getTitle, toApiJson } from "@croupier/games";
import { studioFreespinsOf } from "../bonuses/freespins-play.ts";
import { getPlayRules } from "../settings/play-rules.ts";
import type { StudioContext, StudioDeps } from "./context.ts";
import { gameError } from "./errors.ts";
import { ownerKey } from "./owner.ts";
import { fairnessOf, findOpenRound } from "./round-state.ts";
import { getActiveSeed } from "./seeds-repository.ts";
import { serialize } from "./serialize.ts";
import { finishPendingPlays } from "./settle.ts";
import { describeTitleOnce } from "./titles.ts";

/**
 * GET /api/studio/session: what the game screen draws. A play left pending is finished first, so
 * the balance and the open round's state (free spins to resume) are the settled truth.
 */
export async function getStudioSession(deps: StudioDeps, context: StudioContext): Promise<StudioSession> {
  return serialize(ownerKey(context.owner), async () => {
    if (context.mode === "real") await finishPendingPlays(deps, context);
    const title = getTitle(context.titleId);
    const [balance, round, seed, rules] = [
      await currentBalance(deps, context),
      await findOpenRound(deps.db, context.owner, context.titleId, context.currency),
      await getActiveSeed(deps.db, context.owner),
      await getPlayRules(deps.db),
    ];
    return {
      mode: context.mode,
      currency: context.currency,
      balance: Number(balance),
      identifier: context.identifier,
      title_id: title.id,
      title: title.name,
      engine: title.engine,
      rtp_percent: title.rtpPercent,
      definition: describeTitleOnce(title),
      state: round.roundRef === null ? null : toApiJson(round.state),
      fairness: fairnessOf(seed),
      rules,
      freespins:
        context.owner.kind === "player"
          ? await studioFreespinsOf(deps.db, {
              playerId: context.owner.playerId,
              game: context.identifier,
              currency: context.currency,
              openRoundRef: round.roundRef,
              now: deps.now(),
            })
          : null,
    };
  });
}

/** Real money: the wallet's balance call, as any provider reads it; demo: the FUN balance. */
export async function currentBalance(deps: StudioDeps, context: StudioContext): Promise<bigint> {
  if (context.mode === "demo") return context.demo.balance;
  const answer = await deps.wallet.call("balance", { token: context.token });
  if (answer.status !== "RS_OK" || answer.balance === undefined) throw gameError("session_ended");
  return BigInt(answer.balance);
}

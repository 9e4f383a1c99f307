import { useRef } from "react";
import { useNavigate } from "react-router";
import { usePlayer } from "../shell/use-shell-data.ts";
import { useLocalePath } from "../ui/locale-link.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { GameBar } from "./game-bar.tsx";
import type { GamePageData } from "./game-page-data.ts";
import { GameSession } from "./game-session.tsx";
import { GameStage } from "./game-stage.tsx";
import { GameUnavailable } from "./game-unavailable.tsx";
import { LazySuggestedGames } from "./lazy-suggested-games.tsx";
import { playGate, switchTargetId } from "./play-mode.ts";
import { RealMoneyGate } from "./real-money-gate.tsx";

/**
 * The game page's body: the game once the visitor may play it (a demo, or real money in a
 * currency the player holds), else the game's art with what to do first.
 */
export function GamePlay({ page }: { page: GamePageData }) {
  const player = usePlayer();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const held = player ? [player.currency, ...(player.accounts ?? []).map((account) => account.currency)] : null;
  const gate = playGate({
    mode: page.mode,
    currency: page.currency,
    heldCurrencies: held,
    playable: page.game.playable,
  });
  // Once launched, a session stays on screen: a root reload after a round that briefly lacks the
  // player (a failed call) must not tear the game down.
  const launched = useRef(false);
  if (gate === "launch") launched.current = true;
  const switchId = switchTargetId(page.game.currencies, page.mode, player?.currency ?? null);

  if (launched.current) return <GameSession page={page} switchId={switchId} />;
  if (gate === "unavailable") {
    return (
      <>
        <div className="play-screen play-screen--message">
          <GameBar
            game={page.game}
            mode={page.mode}
            switchId={switchId}
            session={null}
            actions={<FavouriteButton game={page.game} />}
            onClose={() => void navigate(localize("/games"))}
          />
          <GameStage thumbnail={page.game.thumbnail}>
            <GameUnavailable game={page.game} />
          </GameStage>
        </div>
        <LazySuggestedGames game={page.game} providerTitles={page.providerTitles} />
      </>
    );
  }
  return (
    <div className="play-screen">
      <GameBar
        game={page.game}
        mode={page.mode}
        switchId={switchId}
        session={null}
        actions={<FavouriteButton game={page.game} />}
        onClose={() => void navigate(localize("/games"))}
      />
      <GameStage thumbnail={page.game.thumbnail}>
        <RealMoneyGate
          game={page.game}
          reason={gate === "currency" ? "currency" : "sign-in"}
          currency={page.currency}
        />
      </GameStage>
    </div>
  );
}

import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { DiceScreen } from "./dice/dice-screen.tsx";
import { FairPanel } from "./fair/fair-panel.tsx";
import { RefusalNotice } from "./refusal-notice.tsx";
import { RouletteScreen } from "./roulette/roulette-screen.tsx";
import { SlotScreen } from "./slot/slot-screen.tsx";
import { StatusBar } from "./status-bar.tsx";
import type { DiceInfo, RouletteInfo, SlotInfo } from "./types.ts";
import { useStudioGame } from "./use-studio-game.ts";
import "./studio.css";

// The studio's game screen inside the game page's iframe: the common frame (status bar, refusals,
// live region, provably fair panel) around the engine the session names.

export function StudioScreen({ token }: { token: string | null }) {
  const { i18n } = useLingui();
  const game = useStudioGame(token, i18n.locale);
  const [bet, setBet] = useState(0);
  const session = game.session;

  if (game.status === "ended") {
    return (
      <div className="studio studio--message" role="alert">
        <h1 className="studio__message-title">
          <Trans>This game session has ended</Trans>
        </h1>
        <p>
          <Trans>Reopen the game to keep playing.</Trans>
        </p>
      </div>
    );
  }
  if (game.status === "failed") {
    return (
      <div className="studio studio--message" role="alert">
        <h1 className="studio__message-title">
          <Trans>The game could not load</Trans>
        </h1>
        <p>
          <Trans>Check your connection and reopen the game.</Trans>
        </p>
      </div>
    );
  }
  if (game.status === "loading" || !session) {
    return (
      <div className="studio studio--message" aria-busy="true">
        <p className="studio__loading">
          <Trans>Loading the game…</Trans>
        </p>
      </div>
    );
  }
  const definition = session.definition;
  return (
    <div className="studio" data-engine={session.engine} data-ready="true">
      <StatusBar game={game} bet={bet} />
      <RefusalNotice game={game} />
      {game.paused && (
        <p className="studio-notice" role="status">
          <Trans>The game is paused while the casino page shows a message.</Trans>
        </p>
      )}
      <div className="studio__body">
        {session.engine === "slot" && <SlotScreen game={game} info={definition as SlotInfo} onBet={setBet} />}
        {session.engine === "roulette" && (
          <RouletteScreen game={game} info={definition as RouletteInfo} onBet={setBet} />
        )}
        {session.engine === "dice" && <DiceScreen game={game} info={definition as DiceInfo} onBet={setBet} />}
        <FairPanel game={game} />
      </div>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="studio-announcer">
        <p key={game.announcement.id}>{game.announcement.text}</p>
      </div>
    </div>
  );
}

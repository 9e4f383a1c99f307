import type { PlayMode } from "@croupier/contract/games-catalog";
import type { GameSessionStats } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { gamePagePath, providerGamesPath } from "../games/paths.ts";
import { formatAmount } from "../lib/player.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import type { GamePageGame } from "./game-page-data.ts";
import { PlayIcon } from "./play-icons.tsx";
import { formatElapsed } from "./session-clock.ts";
import { netTone, signedAmount } from "./session-figures.ts";

/**
 * The thin bar above the game: title and provider, the session clock and
 * net position where the jurisdiction asks, the real/demo switch, then favourite, full screen and
 * close.
 */
export function GameBar({
  game,
  mode,
  switchId,
  session,
  actions,
  onClose,
}: {
  game: GamePageGame;
  mode: PlayMode;
  /** The other mode's per-currency id (null: the game has only this one). */
  switchId: number | null;
  /** The real-money session's clock and figures; null hides them (demo, or not required). */
  session: { elapsedMs: number; stats: GameSessionStats | null } | null;
  /** Favourite and full-screen buttons, when the page can offer them. */
  actions?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="game-bar">
      <div className="game-bar__identity">
        <h1 className="game-bar__title">{game.title}</h1>
        <LocaleLink to={providerGamesPath(game.provider)} className="game-bar__provider">
          {game.providerTitle}
        </LocaleLink>
      </div>
      {session && <SessionReadout {...session} />}
      {switchId !== null && <ModeSwitch game={game} mode={mode} switchId={switchId} />}
      <div className="game-bar__tools">
        {actions}
        <button type="button" className="icon-button game-bar__button" onClick={onClose} aria-label={t`Close the game`}>
          <PlayIcon name="close" />
        </button>
      </div>
    </div>
  );
}

/** UK RTS 13C and 2E: the session's elapsed time and net position, always in view. */
function SessionReadout({ elapsedMs, stats }: { elapsedMs: number; stats: GameSessionStats | null }) {
  const { locale, currencies } = useShellData();
  const net = stats?.net ?? null;
  return (
    <dl className="game-bar__session">
      <div className="game-bar__figure">
        <dt>
          <Trans>Session time</Trans>
        </dt>
        <dd>
          <span role="timer" aria-live="off" className="game-bar__clock">
            {formatElapsed(elapsedMs)}
          </span>
        </dd>
      </div>
      <div className={`game-bar__figure net--${net === null ? "even" : netTone(net)}`}>
        <dt>
          <Trans>Net position</Trans>
        </dt>
        <dd data-testid="net-position">
          {net === null || !stats
            ? "—"
            : signedAmount(net, (cents) => formatAmount(cents, stats.currency, locale, currencies))}
        </dd>
      </div>
    </dl>
  );
}

function ModeSwitch({ game, mode, switchId }: { game: GamePageGame; mode: PlayMode; switchId: number }) {
  const { t } = useLingui();
  const real = t`Real money`;
  const demo = t`Demo`;
  const other = gamePagePath(game.identifier, switchId);
  return (
    <nav className="mode-switch" aria-label={t`Play mode`}>
      {mode === "real" ? (
        <>
          <span className="mode-switch__option mode-switch__option--active" aria-current="page">
            {real}
          </span>
          <LocaleLink to={other} className="mode-switch__option">
            {demo}
          </LocaleLink>
        </>
      ) : (
        <>
          <LocaleLink to={other} className="mode-switch__option">
            {real}
          </LocaleLink>
          <span className="mode-switch__option mode-switch__option--active" aria-current="page">
            {demo}
          </span>
        </>
      )}
    </nav>
  );
}

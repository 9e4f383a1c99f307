import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { secondsUntil } from "./feedback.ts";
import type { StudioGame } from "./use-studio-game.ts";

// The one button that starts a round, for every engine. Its accessible name is only its label
// ("Spin", "Roll"); why it is disabled (paused by the page, the jurisdiction's pause between
// rounds) is said next to it and linked as its description.

export function PlayButton({
  game,
  label,
  onPlay,
  disabled = false,
  hint,
}: {
  game: StudioGame;
  label: string;
  onPlay: () => void;
  disabled?: boolean;
  /** Why the screen itself holds the button (no chips placed, …). */
  hint?: string;
}) {
  const id = useId();
  const waiting = secondsUntil(game.cooldownUntil, game.now);
  let reason: React.ReactNode = hint ?? null;
  if (game.paused) reason = <Trans>Paused by the casino page</Trans>;
  else if (waiting > 0 && !game.busy) reason = <Trans>Next round in {waiting} s</Trans>;
  return (
    <div className="studio-play">
      <button
        type="button"
        className="studio-play__button"
        disabled={!game.canPlay || disabled}
        aria-describedby={reason ? id : undefined}
        aria-busy={game.busy}
        onClick={onPlay}
      >
        {label}
      </button>
      <p id={id} className="studio-play__hint" aria-live="off">
        {reason}
      </p>
    </div>
  );
}

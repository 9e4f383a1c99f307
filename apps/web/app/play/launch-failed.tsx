import { Trans } from "@lingui/react/macro";
import { StageCard } from "./game-stage.tsx";
import { PlayIcon } from "./play-icons.tsx";

/** "Can't open the game": any launch failure other than an unavailable provider. */
export function LaunchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StageCard>
      <div role="alert">
        <h2 className="stage-card__title">
          <Trans>Can't open the game</Trans>
        </h2>
        <p className="stage-card__text">
          <Trans>Something went wrong while starting the game. Check your connection and try again.</Trans>
        </p>
      </div>
      <div className="stage-card__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          <PlayIcon name="retry" />
          <Trans>Try again</Trans>
        </button>
      </div>
    </StageCard>
  );
}

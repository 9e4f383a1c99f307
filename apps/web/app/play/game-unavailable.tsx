import { Trans } from "@lingui/react/macro";
import { providerGamesPath } from "../games/paths.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import type { GamePageGame } from "./game-page-data.ts";
import { StageCard } from "./game-stage.tsx";

/**
 * "Game unavailable message with title and provider and a suggestion of new games":
 * the provider is not connected (409 game_unavailable). The suggestions follow below the stage.
 */
export function GameUnavailable({ game }: { game: GamePageGame }) {
  const title = game.title;
  const provider = game.providerTitle;
  return (
    <StageCard art={game.thumbnail}>
      <div role="alert">
        <h2 className="stage-card__title">
          <Trans>Game unavailable</Trans>
        </h2>
        <p className="stage-card__text">
          <Trans>
            <strong>{title}</strong> by {provider} cannot be opened. Games from {provider} are not available right now.
          </Trans>
        </p>
        <p className="stage-card__text">
          <Trans>Try one of our new games instead.</Trans>
        </p>
      </div>
      <div className="stage-card__actions">
        <LocaleLink to="/games/novelty" className="button button--primary">
          <Trans>See new games</Trans>
        </LocaleLink>
        <LocaleLink to={providerGamesPath(game.provider)} className="button button--ghost">
          <Trans>More from {provider}</Trans>
        </LocaleLink>
      </div>
    </StageCard>
  );
}

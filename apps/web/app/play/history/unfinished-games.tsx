import type { UnfinishedGame } from "@croupier/contract/schemas/games";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { gamePagePath } from "../../games/paths.ts";
import { LocalTime } from "../../profile/local-time.tsx";
import { useShellData } from "../../shell/use-shell-data.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";

/** Games with a round still open (GLI-19: an interrupted game can be finished), each with Resume. */
export function UnfinishedGames({ games }: { games: UnfinishedGame[] }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const headingId = useId();
  if (games.length === 0) return null;
  return (
    <section className="history-card history-card--unfinished" aria-labelledby={headingId}>
      <h2 id={headingId} className="history-card__title">
        <Trans>Unfinished games</Trans>
      </h2>
      <p className="history-card__lead">
        <Trans>A round is still open in these games. Resume to finish it.</Trans>
      </p>
      <ul className="unfinished-list">
        {games.map((game) => {
          const title = game.title;
          return (
            <li key={`${game.identifier}:${game.currency}`} className="unfinished-list__item">
              <div className="unfinished-list__main">
                <p className="unfinished-list__title">{title}</p>
                <p className="unfinished-list__meta">
                  {game.provider} · {game.currency} · <LocalTime iso={game.round_started_at} locale={locale} compact />
                </p>
              </div>
              <LocaleLink
                to={gamePagePath(game.identifier, game.game_currency_id)}
                className="button button--primary button--small"
                aria-label={t`Resume ${title}`}
              >
                <Trans>Resume</Trans>
              </LocaleLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

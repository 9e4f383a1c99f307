import { gameCalls } from "@croupier/contract/client/games";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { currentDevice } from "../../games/catalog.ts";
import { browserApi } from "../../lib/api.client.ts";
import { useShellData } from "../../shell/use-shell-data.ts";
import { apiData } from "../../ui/api-data.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { useLoad } from "../../ui/use-load.ts";
import { GameRounds } from "./game-rounds.tsx";
import { HistoryLoadError } from "./history-load-error.tsx";
import { newestRounds } from "./history-rows.ts";
import { LastRounds } from "./last-rounds.tsx";
import { RealityCheckSetting } from "./reality-check-setting.tsx";
import { FilteredRounds, hasRoundFilters, RoundFilterForm } from "./round-filters.tsx";
import { UnfinishedGames } from "./unfinished-games.tsx";

/**
 * The signed-in player's game history: unfinished games to resume on top, the latest rounds, the
 * last ten games with their steps (GLI-19 recall), and the reality-check interval; the rounds can
 * be filtered (round-filters.tsx). Loaded in the browser (the unfinished list depends on the device).
 */
export function GameHistoryView({ realityCheckDefault }: { realityCheckDefault: number }) {
  const { locale, player } = useShellData();
  const headingId = useId();
  const playerKey = String(player?.id ?? "");
  const rounds = useLoad(() => apiData(browserApi(locale, gameCalls).getPlayerGames()), `rounds:${playerKey}`);
  const unfinished = useLoad(
    () => apiData(browserApi(locale, gameCalls).getUnfinishedGames(currentDevice())),
    `unfinished:${playerKey}`,
  );
  const openGames = unfinished.status === "ready" && Array.isArray(unfinished.data) ? unfinished.data : [];
  const [params] = useSearchParams();
  const filtered = hasRoundFilters(params);
  const playedGames = new Map(rounds.status === "ready" ? rounds.data.map((round) => [round.game, round.title]) : []);
  return (
    <>
      <UnfinishedGames games={openGames} />
      <section className="history-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="history-card__title">
          <Trans>Latest rounds</Trans>
        </h2>
        <RoundFilterForm games={playedGames} />
        {filtered ? (
          <FilteredRounds unfinished={openGames} />
        ) : rounds.status === "loading" ? (
          <div className="history-skeleton" aria-hidden="true" />
        ) : rounds.status === "failed" ? (
          <HistoryLoadError onRetry={rounds.retry} />
        ) : rounds.data.length === 0 ? (
          <div className="history-empty">
            <p>
              <Trans>No rounds yet. Every round you play for real money will be listed here.</Trans>
            </p>
            <LocaleLink to="/games" className="button button--primary">
              <Trans>Browse games</Trans>
            </LocaleLink>
          </div>
        ) : (
          <GameRounds rounds={newestRounds(rounds.data)} unfinished={openGames} />
        )}
      </section>
      <LastRounds />
      <RealityCheckSetting defaultMinutes={realityCheckDefault} />
    </>
  );
}

import type { TournamentPlayer, TournamentStrategy } from "@croupier/contract/schemas/tournaments";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import type { CurrencyInfo } from "../lib/player.ts";
import { formatScore } from "./score-format.ts";
import { useStrategyTexts } from "./tournament-texts.ts";
import { isOwnRow, orderedRows, scoreOf, shownName } from "./tournament-view.ts";

/**
 * The leaderboard: the first places with their scores in the tournament's strategy, the player's
 * own row highlighted; when the player is placed below the first places, their row follows the
 * table. The player's place is also said in a polite live region, so a change is heard once.
 */
export function Leaderboard({
  strategy,
  currency,
  locale,
  currencies,
  top,
  own,
  isRunning,
}: {
  strategy: TournamentStrategy;
  currency: string;
  locale: string;
  currencies: readonly CurrencyInfo[];
  top: readonly TournamentPlayer[];
  own: TournamentPlayer | null;
  isRunning: boolean;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const { column } = useStrategyTexts();
  const rows = orderedRows(top);
  const ownInTop = rows.some((row) => isOwnRow(row, own));
  const ownBelow = own && own.award_place !== null && !ownInTop ? own : null;
  const ownPlace = own?.award_place ?? null;

  const row = (player: TournamentPlayer, mine: boolean) => (
    <tr
      key={`${player.award_place}-${player.nickname}`}
      className={mine ? "leaderboard__row leaderboard__row--own" : "leaderboard__row"}
      aria-current={mine ? "true" : undefined}
    >
      <td className="leaderboard__place">{player.award_place ?? "—"}</td>
      <td className="leaderboard__name">
        {shownName(player.nickname)}
        {mine && (
          <span className="status-badge status-badge--warning leaderboard__you">
            <Trans>You</Trans>
          </span>
        )}
      </td>
      <td className="leaderboard__score">{formatScore(scoreOf(strategy, player), currency, locale, currencies)}</td>
    </tr>
  );

  const head = (
    <thead>
      <tr>
        <th scope="col">
          <Trans>Place</Trans>
        </th>
        <th scope="col">
          <Trans>Player</Trans>
        </th>
        <th scope="col" className="leaderboard__score">
          {column[strategy]}
        </th>
      </tr>
    </thead>
  );

  return (
    <section className="tournament-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="tournament-section__title">
        <Trans>Leaderboard</Trans>
        {isRunning && (
          <span className="leaderboard__live">
            <span className="leaderboard__live-dot" aria-hidden="true" />
            <Trans>Live</Trans>
          </span>
        )}
      </h2>
      {rows.length === 0 ? (
        <p className="page__empty">
          {isRunning ? (
            <Trans>No scores yet: the first rounds played in the tournament's games put players here.</Trans>
          ) : (
            <Trans>No scores yet.</Trans>
          )}
        </p>
      ) : (
        <table className="leaderboard" aria-labelledby={titleId}>
          {head}
          <tbody>{rows.map((player) => row(player, isOwnRow(player, own)))}</tbody>
        </table>
      )}
      {ownBelow && (
        <table className="leaderboard leaderboard--own" aria-label={t`Your place`}>
          <tbody>{row(ownBelow, true)}</tbody>
        </table>
      )}
      {own && ownPlace === null && isRunning && (
        <p className="leaderboard__note">
          <Trans>You are in. Play a round in one of the tournament's games to get your place.</Trans>
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {ownPlace !== null ? t`Your place: ${ownPlace}` : ""}
      </p>
    </section>
  );
}

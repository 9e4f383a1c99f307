import type { Tournament } from "@croupier/contract/schemas/tournaments";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { formatAmount } from "../lib/player.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { placesOf, shownName } from "./tournament-view.ts";

type Prize = Tournament["prizes"][number];

/** A prize in the page's language: money amounts formatted here, other prizes as the server words them. */
function usePrizeText(currency: string): (prize: Prize) => string {
  const { locale, currencies } = useShellData();
  return (prize) =>
    prize.kind === "money" && prize.money_award_cents > 0
      ? formatAmount(prize.money_award_cents, currency, locale, currencies)
      : prize.stuff;
}

/** The winning places and what each wins (before the end), or the winners table (after it). */
export function PrizePlaces({ tournament }: { tournament: Pick<Tournament, "prizes" | "status" | "currency"> }) {
  const titleId = useId();
  const prizeText = usePrizeText(tournament.currency);
  const places = placesOf(tournament);
  if (places.length === 0) return null;
  if (tournament.status === "ended") return <WinnersTable tournament={tournament} />;
  return (
    <section className="tournament-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="tournament-section__title">
        <Trans>Prizes</Trans>
      </h2>
      <ol className="prize-places" aria-labelledby={titleId}>
        {places.map((prize) => (
          <li key={prize.id} className={`prize-places__item prize-places__item--${Math.min(prize.award_place, 4)}`}>
            <span className="prize-places__place">
              <Trans>Place {prize.award_place}</Trans>
            </span>
            <span className="prize-places__prize">{prizeText(prize)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The winners table of an ended tournament: place, player name (point 9), prize. */
export function WinnersTable({
  tournament,
  compact = false,
}: {
  tournament: Pick<Tournament, "prizes" | "currency">;
  compact?: boolean;
}) {
  const titleId = useId();
  const prizeText = usePrizeText(tournament.currency);
  const winners = placesOf(tournament).filter((prize) => prize.nickname);
  const Title = compact ? "h4" : "h2";
  return (
    <section className={compact ? "winners winners--compact" : "tournament-section"} aria-labelledby={titleId}>
      <Title id={titleId} className={compact ? "winners__title" : "tournament-section__title"}>
        <Trans>Winners</Trans>
      </Title>
      {winners.length === 0 ? (
        <p className="page__empty">
          <Trans>Nobody scored in this tournament, so no prizes were paid.</Trans>
        </p>
      ) : (
        <table className="leaderboard winners__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Place</Trans>
              </th>
              <th scope="col">
                <Trans>Player</Trans>
              </th>
              <th scope="col" className="leaderboard__score">
                <Trans>Prize</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {winners.map((prize) => (
              <tr key={prize.id} className="leaderboard__row">
                <td className="leaderboard__place">{prize.award_place}</td>
                <td className="leaderboard__name">{shownName(prize.nickname)}</td>
                <td className="leaderboard__score winners__prize">{prizeText(prize)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

import type { Tournament } from "@croupier/contract/schemas/tournaments";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { formatAmount } from "../lib/player.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { WinnersTable } from "./prize-places.tsx";
import { useStrategyTexts } from "./tournament-texts.ts";
import { TournamentTimer } from "./tournament-timer.tsx";
import { placesOf } from "./tournament-view.ts";

/**
 * A tournament in the list: strategy, title (the link to its page), timer, prize pool, winning
 * places and currency; a finished one shows its first winners instead of the timer's count.
 */
export function TournamentCard({ tournament, serverNow }: { tournament: Tournament; serverNow: number }) {
  const { locale, currencies } = useShellData();
  const strategy = useStrategyTexts();
  const titleId = useId();
  const finished = tournament.status === "ended" || tournament.status === "canceled";
  const to = `/tournaments/${tournament.id}`;
  return (
    <article className={`tournament-card tournament-card--${tournament.status}`} aria-labelledby={titleId}>
      <div className="tournament-card__head">
        <p className="tournament-card__strategy">{strategy.name[tournament.strategy]}</p>
        <h3 id={titleId} className="tournament-card__title">
          <LocaleLink to={to} className="tournament-card__link">
            {tournament.title}
          </LocaleLink>
        </h3>
        <TournamentTimer tournament={tournament} serverNow={serverNow} compact />
      </div>
      <dl className="tournament-card__facts">
        <div>
          <dt>
            <Trans>Prize pool</Trans>
          </dt>
          <dd className="tournament-card__pool">
            {formatAmount(tournament.money_prize_pool_cents, tournament.currency, locale, currencies)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Places</Trans>
          </dt>
          <dd>{tournament.prizes.length}</dd>
        </div>
        <div>
          <dt>
            <Trans>Currency</Trans>
          </dt>
          <dd>{tournament.currency}</dd>
        </div>
      </dl>
      {tournament.status === "ended" && (
        <WinnersTable
          tournament={{ prizes: placesOf(tournament).slice(0, 3), currency: tournament.currency }}
          compact
        />
      )}
      {tournament.status === "canceled" && tournament.cancel_reason && (
        <p className="tournament-card__reason">{tournament.cancel_reason}</p>
      )}
      {!finished && (
        <span className="tournament-card__cta" aria-hidden="true">
          {tournament.status === "started" ? <Trans>Join and play</Trans> : <Trans>See the rules</Trans>}
        </span>
      )}
    </article>
  );
}

import type { Locale } from "@croupier/contract/i18n/locales";
import type { Tournament, TournamentPlayer } from "@croupier/contract/schemas/tournaments";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatAmount } from "../lib/player.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { ConfirmParticipation } from "./confirm-participation.tsx";
import { Leaderboard } from "./leaderboard.tsx";
import { LocalTime } from "./local-time.tsx";
import { PrizePlaces } from "./prize-places.tsx";
import { useStrategyTexts } from "./tournament-texts.ts";
import { TournamentTimer } from "./tournament-timer.tsx";
import { paragraphs } from "./tournament-view.ts";
import { type SubscribeChannel, useTournamentLive } from "./use-tournament-live.ts";
import "./tournaments.css";

/**
 * One tournament: the timer, the prize pool, taking part, the live leaderboard (or the winners once
 * it has ended, or why it was canceled), the games to play and the rules.
 */
export function TournamentPage({
  initial,
  initialOwn,
  serverNow,
  subscribe,
}: {
  initial: Tournament;
  initialOwn: TournamentPlayer | null;
  serverNow: number;
  /** How the leaderboard's channel is subscribed (default: the realtime client). */
  subscribe?: SubscribeChannel;
}) {
  const { t } = useLingui();
  const { locale, player, currencies } = useShellData();
  const signedIn = player?.id != null;
  const { tournament, own, setOwn, reloadOwn, api } = useTournamentLive({
    locale: locale as Locale,
    initial,
    initialOwn,
    signedIn,
    subscribe,
  });
  const strategy = useStrategyTexts();
  const gamesId = useId();
  const rulesId = useId();
  const money = (cents: number) => formatAmount(cents, tournament.currency, locale, currencies);
  const isOpen = tournament.status === "new" || tournament.status === "started";
  const places = tournament.prizes.length;

  const confirm = async () => {
    const result = await api().confirm(tournament.id);
    if (result.ok && result.data.confirmed) {
      setOwn((row) => (row ? { ...row, user_confirmed: true } : row));
      await reloadOwn();
      setOwn((row) => row ?? confirmedRow(tournament.id));
      return { ok: true as const };
    }
    const reason = result.ok ? undefined : (result.errors?.confirmed?.[0] ?? result.error);
    return { ok: false as const, reason: reason === "network" ? undefined : reason };
  };

  return (
    <article className="page tournament-page" aria-labelledby="tournament-title">
      <PageMeta title={tournament.title} description={strategy.explained[tournament.strategy]} />
      <LocaleLink to="/tournaments" className="tournament-page__back">
        <span aria-hidden="true">←</span> <Trans>All tournaments</Trans>
      </LocaleLink>

      <header className="tournament-hero">
        <p className="tournament-hero__strategy">{strategy.name[tournament.strategy]}</p>
        <h1 id="tournament-title" className="tournament-hero__title">
          {tournament.title}
        </h1>
        <TournamentTimer tournament={tournament} serverNow={serverNow} />
        <dl className="tournament-facts">
          <div className="tournament-facts__item tournament-facts__item--pool">
            <dt>
              <Trans>Prize pool</Trans>
            </dt>
            <dd>{money(tournament.money_prize_pool_cents)}</dd>
          </div>
          <div className="tournament-facts__item">
            <dt>
              <Trans>Winning places</Trans>
            </dt>
            <dd>{places}</dd>
          </div>
          <div className="tournament-facts__item">
            <dt>
              <Trans>Currency</Trans>
            </dt>
            <dd>{tournament.currency}</dd>
          </div>
        </dl>
        <ConfirmParticipation tournament={tournament} own={own} signedIn={signedIn} onConfirm={confirm} />
      </header>

      {tournament.status === "canceled" && (
        <section className="tournament-canceled" role="note">
          <h2 className="tournament-section__title">
            <Trans>This tournament was canceled</Trans>
          </h2>
          <p>{tournament.cancel_reason || t`The operator canceled it.`}</p>
          <p className="tournament-canceled__note">
            <Trans>No prizes are paid for a canceled tournament.</Trans>
          </p>
        </section>
      )}

      <div className="tournament-page__columns">
        <div className="tournament-page__main">
          {tournament.status !== "canceled" && tournament.status !== "ended" && (
            <Leaderboard
              strategy={tournament.strategy}
              currency={tournament.currency}
              locale={locale}
              currencies={currencies}
              top={tournament.top_players}
              own={own}
              isRunning={tournament.status === "started"}
            />
          )}
          {tournament.status !== "canceled" && <PrizePlaces tournament={tournament} />}

          <section className="tournament-section" aria-labelledby={gamesId}>
            <h2 id={gamesId} className="tournament-section__title">
              <Trans>Games</Trans>
            </h2>
            {tournament.games.length === 0 ? (
              <p className="page__empty">
                <Trans>Every game counts in this tournament.</Trans>
              </p>
            ) : (
              <ul className="tournament-games">
                {tournament.games.map((game) => (
                  <li key={game.identifier}>
                    <LocaleLink to={game.path} className="tournament-game">
                      <span className="tournament-game__art" aria-hidden="true">
                        {game.title.slice(0, 1)}
                      </span>
                      <span className="tournament-game__text">
                        <span className="tournament-game__title">{game.title}</span>
                        <span className="tournament-game__provider">{game.provider}</span>
                      </span>
                      {isOpen && (
                        <span className="tournament-game__play" aria-hidden="true">
                          <Trans>Play</Trans>
                        </span>
                      )}
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <section className="tournament-section tournament-rules" aria-labelledby={rulesId}>
          <h2 id={rulesId} className="tournament-section__title">
            <Trans>Rules</Trans>
          </h2>
          {paragraphs(tournament.description).map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p className="tournament-rules__strategy">{strategy.explained[tournament.strategy]}</p>
          <dl className="tournament-rules__list">
            <div>
              <dt>
                <Trans>Starts</Trans>
              </dt>
              <dd>
                <LocalTime iso={tournament.start_at} locale={locale} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Ends</Trans>
              </dt>
              <dd>
                <LocalTime iso={tournament.end_at} locale={locale} />
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Minimum bet</Trans>
              </dt>
              <dd>{money(tournament.min_bet_cents)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Maximum bet</Trans>
              </dt>
              <dd>{tournament.max_bet_cents === null ? t`No maximum` : money(tournament.max_bet_cents)}</dd>
            </div>
            {tournament.games_taken_limit > 0 && (
              <div>
                <dt>
                  <Trans>Rounds that count</Trans>
                </dt>
                <dd>
                  <Plural value={tournament.games_taken_limit} one="Your first # round" other="Your first # rounds" />
                </dd>
              </div>
            )}
          </dl>
          {/* The operator's rules usually say this; without them the page still does. */}
          {paragraphs(tournament.description).length === 0 && (
            <p className="tournament-rules__note">
              <Trans>
                Bets outside the minimum and maximum do not count, and rounds that are rolled back are taken off the
                leaderboard.
              </Trans>
            </p>
          )}
        </section>
      </div>
    </article>
  );
}

/** The own row right after a confirmation, until the server's row arrives. */
function confirmedRow(tournamentId: number): TournamentPlayer {
  return {
    tournament_id: tournamentId,
    tournament_team_id: null,
    nickname: "",
    user_confirmed: true,
    bets: "0",
    bet_cents: 0,
    wins: "0",
    win_cents: 0,
    rate: 0,
    games_taken: 0,
    points: 0,
    award_place: null,
    award_place_in_team: null,
  };
}

import type { Locale } from "@croupier/contract/i18n/locales";
import type { BookEventSummary, BookSport } from "@croupier/contract/schemas/sportsbook-book";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { NavLink } from "react-router";
import { PageMeta } from "../shell/page-meta.tsx";
import { LocaleLink, useLocalePath } from "../ui/locale-link.tsx";
import { EventTime } from "./event-time.tsx";
import { MarketPrices } from "./market-view.tsx";
import { useSyncSlipPrices } from "./use-sync-slip-prices.ts";

export interface LobbyData {
  sports: BookSport[];
  events: BookEventSummary[];
  sportId: number | null;
  competitionId: number | null;
  /** False when the platform did not answer (not the same as no events). */
  reachable: boolean;
}

/** /sports (our own book): sports and competitions, then upcoming events with their main market. */
export function SportsLobby({ data, locale }: { data: LobbyData; locale: Locale }) {
  const { t } = useLingui();
  const localize = useLocalePath();
  const sport = data.sports.find((item) => item.id === data.sportId) ?? null;
  const competition = sport?.competitions.find((item) => item.id === data.competitionId) ?? null;
  const title = competition?.name ?? sport?.name ?? t`Sports betting`;
  const mainMarkets = useMemo(
    () => data.events.flatMap((event) => (event.main_market ? [{ market: event.main_market, event }] : [])),
    [data.events],
  );
  useSyncSlipPrices(mainMarkets);
  // Events grouped by competition, in the order of their first kick-off.
  const groups = new Map<number, { name: string; sport: string; events: BookEventSummary[] }>();
  for (const event of data.events) {
    const group = groups.get(event.competition.id) ?? {
      name: event.competition.name,
      sport: event.sport.name,
      events: [],
    };
    group.events.push(event);
    groups.set(event.competition.id, group);
  }
  return (
    <div className="sports-lobby">
      <PageMeta
        title={title}
        description={t`Pre-match betting on football, tennis and more: clear prices, a bet slip with singles and accumulators, and betting rules in plain words.`}
      />
      <h1 className="page__title sports-lobby__title">{title}</h1>
      <nav className="sports-nav" aria-label={t`Sports`}>
        <ul className="sports-nav__sports">
          <li>
            <NavLink
              to={localize("/sports")}
              end
              className={() => `sports-chip${data.sportId === null ? " sports-chip--active" : ""}`}
              aria-current={data.sportId === null ? "page" : undefined}
            >
              <Trans>All sports</Trans>
            </NavLink>
          </li>
          {data.sports.map((item) => (
            <li key={item.id}>
              <LocaleLink
                to={`/sports?sport=${item.id}`}
                className={`sports-chip${item.id === data.sportId ? " sports-chip--active" : ""}`}
                aria-current={item.id === data.sportId && data.competitionId === null ? "page" : undefined}
              >
                {item.name}
              </LocaleLink>
            </li>
          ))}
        </ul>
        {sport && sport.competitions.length > 0 && (
          <ul className="sports-nav__competitions" aria-label={t`Competitions in ${sport.name}`}>
            {sport.competitions.map((item) => (
              <li key={item.id}>
                <LocaleLink
                  to={`/sports?sport=${sport.id}&competition=${item.id}`}
                  className={`sports-chip sports-chip--small${item.id === data.competitionId ? " sports-chip--active" : ""}`}
                  aria-current={item.id === data.competitionId ? "page" : undefined}
                >
                  {item.name}
                  {item.region && <span className="sports-chip__region"> · {item.region}</span>}
                  <span className="sports-chip__count">{item.event_count}</span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        )}
      </nav>
      {!data.reachable ? (
        <p className="sports-empty" role="alert">
          <Trans>Sports betting is not available right now. Please try again in a few minutes.</Trans>
        </p>
      ) : groups.size === 0 ? (
        <p className="sports-empty">
          <Trans>No upcoming events here yet. New fixtures are added every day.</Trans>
        </p>
      ) : (
        [...groups.entries()].map(([id, group]) => (
          <section key={id} className="sports-group" aria-labelledby={`competition-${id}`}>
            <h2 id={`competition-${id}`} className="sports-group__title">
              <span className="sports-group__sport">{group.sport}</span> {group.name}
            </h2>
            <ul className="sports-events">
              {group.events.map((event) => (
                <li key={event.id} className="sports-event">
                  <div className="sports-event__info">
                    <p className="sports-event__time">
                      <EventTime iso={event.start_at} locale={locale} />
                    </p>
                    <LocaleLink to={`/sports/events/${event.id}`} className="sports-event__name">
                      {event.home && event.away ? (
                        <>
                          <span>{event.home}</span>
                          <span>{event.away}</span>
                        </>
                      ) : (
                        <span>{event.name}</span>
                      )}
                    </LocaleLink>
                  </div>
                  <div className="sports-event__market">
                    {event.main_market ? (
                      <>
                        <p className="sports-event__market-name">
                          {event.main_market.name}
                          {event.main_market.line ? ` ${event.main_market.line}` : ""}
                        </p>
                        <MarketPrices market={event.main_market} event={event} compact />
                      </>
                    ) : (
                      <p className="sports-event__market-name">
                        <Trans>No market open</Trans>
                      </p>
                    )}
                    {event.market_count > 1 && (
                      <LocaleLink
                        to={`/sports/events/${event.id}`}
                        className="sports-event__more"
                        aria-label={t`All ${event.market_count} markets of ${event.name}`}
                      >
                        {t`+${event.market_count - 1} markets`}
                      </LocaleLink>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

import type { Locale } from "@croupier/contract/i18n/locales";
import type { BookEvent } from "@croupier/contract/schemas/sportsbook-book";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { PageMeta } from "../shell/page-meta.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { EventTime } from "./event-time.tsx";
import { MarketPrices } from "./market-view.tsx";
import { useSyncSlipPrices } from "./use-sync-slip-prices.ts";

/** An event's page: when and where, then every market with its prices. */
export function EventView({ event, locale }: { event: BookEvent; locale: Locale }) {
  const { t } = useLingui();
  const markets = useMemo(
    () => [...event.markets].sort((a, b) => Number(b.main) - Number(a.main) || a.position - b.position),
    [event.markets],
  );
  useSyncSlipPrices(useMemo(() => markets.map((market) => ({ market, event })), [markets, event]));
  const statusText =
    event.status === "started"
      ? t`Started: no more bets before the result.`
      : event.status === "finished"
        ? t`Finished.`
        : event.status === "cancelled"
          ? t`Cancelled: bets on it are void and stakes returned.`
          : null;
  return (
    <article className="sports-event-page">
      <PageMeta title={event.name} description={t`${event.name}: all markets and prices, ${event.competition.name}.`} />
      <nav aria-label={t`Breadcrumbs`} className="sports-crumbs">
        <LocaleLink to="/sports">
          <Trans>Sports</Trans>
        </LocaleLink>
        <span aria-hidden="true"> / </span>
        <LocaleLink to={`/sports?sport=${event.sport.id}`}>{event.sport.name}</LocaleLink>
        <span aria-hidden="true"> / </span>
        <LocaleLink to={`/sports?sport=${event.sport.id}&competition=${event.competition.id}`}>
          {event.competition.name}
        </LocaleLink>
      </nav>
      <header className="sports-event-page__head">
        <h1 className="page__title">{event.name}</h1>
        <p className="sports-event-page__time">
          <EventTime iso={event.start_at} locale={locale} withYear />
        </p>
        {statusText && <p className="sports-event-page__status">{statusText}</p>}
      </header>
      {markets.length === 0 ? (
        <p className="sports-empty">
          <Trans>No markets are open on this event yet.</Trans>
        </p>
      ) : (
        <ul className="sports-markets">
          {markets.map((market) => (
            <li key={market.id} className="sports-market">
              <h2 className="sports-market__name">
                {market.name}
                {market.line && !market.name.includes(market.line) ? ` ${market.line}` : ""}
              </h2>
              <MarketPrices market={market} event={event} />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

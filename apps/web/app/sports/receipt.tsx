import type { Locale } from "@croupier/contract/i18n/locales";
import type { BookBet } from "@croupier/contract/schemas/sportsbook-book";
import { Trans, useLingui } from "@lingui/react/macro";
import { type CurrencyInfo, formatAmount } from "../lib/player.ts";
import { BetStatusBadge, LegResult } from "./bet-status.tsx";
import { EventTime } from "./event-time.tsx";
import { useOdds } from "./odds-preference.tsx";

/** One bet as the platform took it: id, legs at their struck prices, stake and return (RTS 2). */
export function BetReceiptView({
  bet,
  locale,
  currencies,
  showStatus = false,
}: {
  bet: BookBet;
  locale: Locale;
  currencies: readonly CurrencyInfo[];
  showStatus?: boolean;
}) {
  const { t } = useLingui();
  const odds = useOdds();
  const money = (minor: number) => formatAmount(minor, bet.currency, locale, currencies);
  return (
    <article className="receipt" aria-label={t`Bet ${bet.id}`}>
      <header className="receipt__head">
        <p className="receipt__type">
          {bet.type === "single" ? t`Single` : t`Accumulator (${bet.legs.length} legs)`}
          {bet.legs.length > 1 && (
            <span className="receipt__price">{odds(bet.total_price_fraction || bet.total_price)}</span>
          )}
        </p>
        {showStatus && <BetStatusBadge status={bet.status} />}
      </header>
      <ul className="receipt__legs">
        {bet.legs.map((leg) => (
          <li key={leg.selection_id} className="receipt__leg">
            <span className="receipt__leg-what">
              <span className="receipt__selection">{leg.selection_name}</span>
              <span className="receipt__muted">
                {leg.market_name} · {leg.event_name}
              </span>
            </span>
            <span className="receipt__leg-price">
              {odds(leg.price_fraction || leg.price)}
              {showStatus && leg.result && <LegResult result={leg.result} />}
            </span>
          </li>
        ))}
      </ul>
      <dl className="receipt__figures">
        <div>
          <dt>
            <Trans>Bet id</Trans>
          </dt>
          <dd>{bet.id}</dd>
        </div>
        <div>
          <dt>
            <Trans>Placed</Trans>
          </dt>
          <dd>
            <EventTime iso={bet.placed_at} locale={locale} withYear />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Stake</Trans>
          </dt>
          <dd>{money(bet.stake_cents)}</dd>
        </div>
        {bet.return_cents === null ? (
          <div>
            <dt>
              <Trans>Potential return</Trans>
            </dt>
            <dd>{money(bet.potential_return_cents)}</dd>
          </div>
        ) : (
          <div>
            <dt>
              <Trans>Returned</Trans>
            </dt>
            <dd>{money(bet.return_cents)}</dd>
          </div>
        )}
      </dl>
      {bet.max_payout_applied && (
        <p className="receipt__note">
          <Trans>The maximum payout per bet applies to this bet.</Trans>
        </p>
      )}
    </article>
  );
}

import type { Locale } from "@croupier/contract/i18n/locales";
import type { BookRules } from "@croupier/contract/schemas/sportsbook-book";
import { Trans, useLingui } from "@lingui/react/macro";
import { type CurrencyInfo, formatAmount } from "../lib/player.ts";
import { PageMeta } from "../shell/page-meta.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";

// The betting rules (UKGC LCCP 4.2.6, RTS 5): when bets are void, how errors are handled, dead
// heats, the maximum payout, how results are determined, accumulators with void legs and price
// changes. The limits come from the platform's settings per currency; without them the page says
// where the player finds them (the bet receipt).

export function RulesPage({
  rules,
  locale,
  currencies,
}: {
  rules: BookRules | null;
  locale: Locale;
  currencies: readonly CurrencyInfo[];
}) {
  const { t } = useLingui();
  const title = t`Betting rules`;
  const limits = rules?.currencies ?? [];
  const money = (minor: number, currency: string) => formatAmount(minor, currency, locale, currencies);
  return (
    <article className="sports-rules">
      <PageMeta
        title={title}
        description={t`How sports bets are accepted, settled and voided: price changes, accumulators, dead heats, errors and the maximum payout.`}
      />
      <h1 className="page__title">{title}</h1>
      <p className="sports-rules__lead">
        <Trans>
          These rules apply to every sports bet you place with us. They are part of our terms and conditions. If
          anything here is unclear, ask our support team before you bet.
        </Trans>
      </p>
      <nav className="sports-rules__toc" aria-label={t`On this page`}>
        <ol>
          <li>
            <a href="#accepted">{t`When a bet is accepted`}</a>
          </li>
          <li>
            <a href="#prices">{t`Price changes`}</a>
          </li>
          <li>
            <a href="#results">{t`How results are determined`}</a>
          </li>
          <li>
            <a href="#void">{t`Void bets`}</a>
          </li>
          <li>
            <a href="#accumulators">{t`Accumulators and void legs`}</a>
          </li>
          <li>
            <a href="#dead-heat">{t`Dead heats`}</a>
          </li>
          <li>
            <a href="#errors">{t`Errors and palpable errors`}</a>
          </li>
          <li>
            <a href="#limits">{t`Stakes and maximum payout`}</a>
          </li>
          <li>
            <a href="#complaints">{t`Questions and complaints`}</a>
          </li>
        </ol>
      </nav>

      <section id="accepted" className="sports-rules__section">
        <h2>{t`When a bet is accepted`}</h2>
        <p>
          <Trans>
            A bet is accepted when your receipt shows its bet id. The receipt states each selection, the price it was
            struck at, your stake and the potential return. Your stake is taken from your balance at that moment; a bet
            that was not accepted costs nothing.
          </Trans>
        </p>
        <p>
          <Trans>
            We take bets only before an event starts. A bet that reaches us after the start, for any reason, is void and
            the stake is returned.
          </Trans>
        </p>
      </section>

      <section id="prices" className="sports-rules__section">
        <h2>{t`Price changes`}</h2>
        <p>
          <Trans>
            Prices can move between the moment you add a selection to your slip and the moment you place the bet. On the
            bet slip you choose what happens then: we ask you again about any change (the default), we accept a higher
            price for you but ask about a lower one, or we accept any change. When we ask, nothing is placed until you
            accept the new price.
          </Trans>
        </p>
        <p>
          <Trans>
            Your bet is always settled at the price on your receipt, whatever the price does afterwards. Returns are
            computed from the exact price and rounded down to the smallest unit of your currency.
          </Trans>
        </p>
      </section>

      <section id="results" className="sports-rules__section">
        <h2>{t`How results are determined`}</h2>
        <ul>
          <li>
            <Trans>
              Markets are settled on the result at the end of normal time, including stoppage time, unless the market
              says otherwise. Extra time and penalty shoot-outs do not count.
            </Trans>
          </li>
          <li>
            <Trans>
              We use the official result announced when the event ends. Later changes (appeals, disqualifications,
              points deducted afterwards) do not change how bets are settled.
            </Trans>
          </li>
          <li>
            <Trans>
              A bet on a quarter line (for example a total of 2.25 goals) can be half won or half lost: half your stake
              is settled as a win or a loss and the other half is returned.
            </Trans>
          </li>
          <li>
            <Trans>
              If a result was entered wrongly we correct it and settle your bet again. Every change, up or down, appears
              on your statement with the bet id, and you are notified.
            </Trans>
          </li>
        </ul>
      </section>

      <section id="void" className="sports-rules__section">
        <h2>{t`Void bets`}</h2>
        <p>
          <Trans>
            A void bet is settled at a price of 1.00: your stake comes back to your balance. A bet or a selection is
            void when:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              the event is cancelled, or abandoned or postponed and not completed within 48 hours of its scheduled start
              (markets already decided before it stopped stand);
            </Trans>
          </li>
          <li>
            <Trans>a selection does not take part, for example a player who does not start;</Trans>
          </li>
          <li>
            <Trans>the bet was accepted after the event started;</Trans>
          </li>
          <li>
            <Trans>no correct price can be found after a palpable error (see below).</Trans>
          </li>
        </ul>
      </section>

      <section id="accumulators" className="sports-rules__section">
        <h2>{t`Accumulators and void legs`}</h2>
        <p>
          <Trans>
            An accumulator combines selections from different events into one bet. Its return is your stake multiplied
            by the price of every leg, and every leg must win. Two selections from the same event cannot be combined,
            because their results depend on each other; the bet slip tells you when that is the case.
          </Trans>
        </p>
        <p>
          <Trans>
            A void leg counts at a price of 1.00 and the rest of the bet stands: a five-fold with one void leg becomes a
            four-fold. A dead-heat or half-won leg counts at its reduced price; a lost leg loses the bet.
          </Trans>
        </p>
      </section>

      <section id="dead-heat" className="sports-rules__section">
        <h2>{t`Dead heats`}</h2>
        <p>
          <Trans>
            When selections tie for a place that pays, your stake is divided by the number of selections that tied and
            that part is paid at the full price; the rest is lost. For example, 10.00 at a price of 5.00 on a selection
            that ties with one other returns 5.00 × 5.00 = 25.00.
          </Trans>
        </p>
      </section>

      <section id="errors" className="sports-rules__section">
        <h2>{t`Errors and palpable errors`}</h2>
        <p>
          <Trans>
            A palpable error is a price or a market that is obviously wrong: for example prices swapped between two
            selections, or a price far from every other bookmaker's at the time. When it happens we settle the bets
            affected at the correct price at the time they were placed; only when no correct price can be found is the
            bet void and the stake returned.
          </Trans>
        </p>
        <p>
          <Trans>
            We never void or change a bet because it won. If we correct a bet we tell you why, the correction appears on
            your statement, and you can ask us to review it.
          </Trans>
        </p>
      </section>

      <section id="limits" className="sports-rules__section">
        <h2>{t`Stakes and maximum payout`}</h2>
        <p>
          <Trans>
            The maximum payout caps the winnings of one bet (what it returns minus the stake). A bet whose potential
            winnings pass it is accepted, and its receipt shows the capped potential return.
          </Trans>
        </p>
        {limits.length > 0 ? (
          <div className="sports-rules__table-wrap">
            <table className="sports-rules__table">
              <caption>{t`Limits per currency`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Currency`}</th>
                  <th scope="col">{t`Smallest stake`}</th>
                  <th scope="col">{t`Largest stake per bet`}</th>
                  <th scope="col">{t`Largest total on one event`}</th>
                  <th scope="col">{t`Maximum winnings per bet`}</th>
                </tr>
              </thead>
              <tbody>
                {limits.map((limit) => (
                  <tr key={limit.currency}>
                    <th scope="row">{limit.currency}</th>
                    <td>{money(limit.min_stake_cents, limit.currency)}</td>
                    <td>{money(limit.max_stake_cents, limit.currency)}</td>
                    <td>{money(limit.max_event_stake_cents, limit.currency)}</td>
                    <td>{money(limit.max_payout_cents, limit.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>
            <Trans>
              The maximum payout and the stake limits for your currency are stated on your bet slip and bet receipt.
            </Trans>
          </p>
        )}
        {rules && (
          <p>
            <Trans>
              One bet slip holds up to {rules.max_bets} bets, and an accumulator up to {rules.max_legs} legs.
            </Trans>
          </p>
        )}
        <p>
          <Trans>
            Your own deposit, loss and wager limits, a time-out or a self-exclusion apply to sports bets as they do to
            casino games.
          </Trans>{" "}
          <LocaleLink to="/responsible-gambling">{t`Responsible gambling`}</LocaleLink>
        </p>
      </section>

      <section id="complaints" className="sports-rules__section">
        <h2>{t`Questions and complaints`}</h2>
        <p>
          <Trans>
            If you think a bet was settled wrongly, contact support with the bet id from your receipt or from My bets.
            We answer every complaint and explain our decision.
          </Trans>{" "}
          <LocaleLink to="/support">{t`Contact support`}</LocaleLink>
        </p>
      </section>
    </article>
  );
}

import type { Locale } from "@croupier/contract/i18n/locales";
import type { BookBet } from "@croupier/contract/schemas/sportsbook-book";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CurrencyInfo } from "../lib/player.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { PageMeta } from "../shell/page-meta.tsx";
import { LocaleLink } from "../ui/locale-link.tsx";
import { BetReceiptView } from "./receipt.tsx";

export interface MyBetsData {
  status: "open" | "settled";
  bets: BookBet[];
  page: number;
  pages: number;
  signedIn: boolean;
}

/** The player's bets: open ones, or settled ones with what they returned; newest first. */
export function MyBets({
  data,
  locale,
  currencies,
}: {
  data: MyBetsData;
  locale: Locale;
  currencies: readonly CurrencyInfo[];
}) {
  const { t } = useLingui();
  const title = t`My bets`;
  return (
    <div className="my-bets">
      <PageMeta title={title} />
      <h1 className="page__title">{title}</h1>
      {!data.signedIn ? (
        <p className="sports-empty">
          <Trans>Sign in to see your bets.</Trans>{" "}
          <ModalLink flag="sign-in" className="button button--primary button--small">
            <Trans>Sign in</Trans>
          </ModalLink>
        </p>
      ) : (
        <>
          <nav className="my-bets__tabs" aria-label={t`Bets by state`}>
            <LocaleLink
              to="/sports/bets"
              className={`sports-chip${data.status === "open" ? " sports-chip--active" : ""}`}
              aria-current={data.status === "open" ? "page" : undefined}
            >
              <Trans>Open</Trans>
            </LocaleLink>
            <LocaleLink
              to="/sports/bets?status=settled"
              className={`sports-chip${data.status === "settled" ? " sports-chip--active" : ""}`}
              aria-current={data.status === "settled" ? "page" : undefined}
            >
              <Trans>Settled</Trans>
            </LocaleLink>
          </nav>
          {data.bets.length === 0 ? (
            <p className="sports-empty">
              {data.status === "open" ? t`You have no open bets.` : t`You have no settled bets yet.`}
            </p>
          ) : (
            <ul className="my-bets__list">
              {data.bets.map((bet) => (
                <li key={bet.id}>
                  <BetReceiptView bet={bet} locale={locale} currencies={currencies} showStatus />
                </li>
              ))}
            </ul>
          )}
          {data.pages > 1 && (
            <nav className="my-bets__pages" aria-label={t`Pages`}>
              {data.page > 1 && (
                <LocaleLink
                  to={`/sports/bets?status=${data.status}&page=${data.page - 1}`}
                  className="button button--ghost button--small"
                >
                  <Trans>Newer</Trans>
                </LocaleLink>
              )}
              <span>{t`Page ${data.page} of ${data.pages}`}</span>
              {data.page < data.pages && (
                <LocaleLink
                  to={`/sports/bets?status=${data.status}&page=${data.page + 1}`}
                  className="button button--ghost button--small"
                >
                  <Trans>Older</Trans>
                </LocaleLink>
              )}
            </nav>
          )}
        </>
      )}
    </div>
  );
}

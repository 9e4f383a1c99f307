import type { Locale } from "@croupier/contract/i18n/locales";
import type { BonusPreview } from "@croupier/contract/schemas/bonuses";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { formatAmount } from "../lib/player.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import { bonusCalls } from "./bonus-calls.ts";
import { BonusTerms } from "./bonus-terms.tsx";
import { offerSummary, pickDepositOffers } from "./deposit-offers.ts";
import "./bonuses.css";

/**
 * The real terms of what the next deposit earns (GET /api/bonuses/deposit): the welcome bonus
 * picked in the dropdown and the bonus of the applied code, each with its wagering multiplier,
 * maximum bet and contributing games. A lazy part of the deposit modal's bonus choices.
 */
export function DepositOfferTerms({
  locale,
  currency,
  welcomeId,
  code,
}: {
  locale: Locale;
  currency: string;
  /** The welcome bonus picked (73, 74), or null. */
  welcomeId: number | null;
  /** The applied bonus code ("" for none): the server answers its offer once it is stored. */
  code: string;
}) {
  const { t } = useLingui();
  const [offers, setOffers] = useState<readonly BonusPreview[]>([]);
  // The code is part of the key: applying or removing it changes the server's answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `code` is read by the server, not here.
  useEffect(() => {
    let current = true;
    void browserApi(locale, bonusCalls)
      .getDepositOffers(currency)
      .then((result) => {
        if (current) setOffers(result.ok && Array.isArray(result.data) ? result.data : []);
      });
    return () => {
      current = false;
    };
  }, [locale, currency, code]);

  const shown = pickDepositOffers(offers, welcomeId, code !== "");
  if (shown.length === 0) return null;
  return (
    <div className="deposit-offer-terms" aria-live="polite">
      {shown.map((offer) => {
        const summary = offerSummary(offer);
        const money = (cents: number) => formatAmount(cents, currency, locale);
        return (
          <section key={offer.id} aria-label={t`Terms of ${offer.title}`}>
            <p className="deposit-offer-terms__title">
              {offer.title}
              {summary.percent !== null && (
                <>
                  {" · "}
                  {summary.maxCents !== null ? (
                    <Trans>
                      {summary.percent}% up to {money(summary.maxCents)}
                    </Trans>
                  ) : (
                    <Trans>{summary.percent}% of the deposit</Trans>
                  )}
                </>
              )}
              {summary.freespins !== null && (
                <>
                  {" · "}
                  <Trans>+{summary.freespins} free spins</Trans>
                </>
              )}
            </p>
            <BonusTerms terms={offer.terms} currency={currency} locale={locale} compact />
          </section>
        );
      })}
      <LocaleLink to="/bonus-terms-and-conditions" className="deposit-offer-terms__link" target="_blank">
        <Trans>Bonus terms and conditions</Trans>
      </LocaleLink>
    </div>
  );
}

import type { PlayerBonus } from "@croupier/contract/schemas/bonuses";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount } from "../lib/player.ts";
import { LocalTime } from "../profile/local-time.tsx";
import { categoryLabel } from "./bonus-texts.ts";
import { orderContributions } from "./bonus-view.ts";

type Terms = PlayerBonus["terms"];

export interface BonusTermsProps {
  terms: Terms;
  currency: string;
  locale: string;
  /** The wagering requirement in minor units, when known (amount × multiplier). */
  requirementCents?: number | null;
  /** Activate by (an issued bonus). */
  activateBy?: string | null;
  /** Wager by (an activated bonus). */
  wagerBy?: string | null;
  /** Compact: the deposit modal's small print. */
  compact?: boolean;
}

/**
 * A bonus's terms, the same before and after activation: the wagering multiplier (and the sum it
 * makes), the maximum bet while wagering, what each game category counts, and the deadlines.
 */
export function BonusTerms({
  terms,
  currency,
  locale,
  requirementCents = null,
  activateBy = null,
  wagerBy = null,
  compact = false,
}: BonusTermsProps) {
  const { t, i18n } = useLingui();
  const money = (cents: number) => formatAmount(cents, currency, locale);
  const multiplier = terms.wager_multiplier;
  const days = terms.valid_days;
  const contributions = orderContributions(terms.contributions);
  return (
    <dl className={`bonus-terms${compact ? " bonus-terms--compact" : ""}`}>
      <div className="bonus-terms__item">
        <dt>{t`Wagering requirement`}</dt>
        <dd>
          {multiplier > 0 ? (
            requirementCents ? (
              <Trans>
                {multiplier}× the bonus ({money(requirementCents)})
              </Trans>
            ) : (
              <Trans>{multiplier}× the bonus</Trans>
            )
          ) : (
            <Trans>No wagering</Trans>
          )}
        </dd>
      </div>
      <div className="bonus-terms__item">
        <dt>{t`Maximum bet`}</dt>
        <dd>{terms.max_bet_cents === null ? <Trans>No limit</Trans> : money(terms.max_bet_cents)}</dd>
      </div>
      {contributions.length > 0 && (
        <div className="bonus-terms__item bonus-terms__item--wide">
          <dt>{t`Contributing games`}</dt>
          <dd>
            <ul className="bonus-terms__games">
              {contributions.map((item) => (
                <li key={item.category}>
                  <span>{categoryLabel(i18n, item.category)}</span>{" "}
                  <span className="bonus-terms__percent">{item.percent}%</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      {activateBy && (
        <div className="bonus-terms__item">
          <dt>{t`Activate by`}</dt>
          <dd>
            <LocalTime iso={activateBy} locale={locale} compact />
          </dd>
        </div>
      )}
      {wagerBy ? (
        <div className="bonus-terms__item">
          <dt>{t`Wager by`}</dt>
          <dd>
            <LocalTime iso={wagerBy} locale={locale} compact />
          </dd>
        </div>
      ) : (
        days > 0 && (
          <div className="bonus-terms__item">
            <dt>{t`Time to wager`}</dt>
            <dd>{plural(days, { one: "# day from activation", other: "# days from activation" })}</dd>
          </div>
        )
      )}
    </dl>
  );
}

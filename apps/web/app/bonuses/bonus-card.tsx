import type { PlayerBonus } from "@croupier/contract/schemas/bonuses";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatAmount } from "../lib/player.ts";
import { BonusTerms } from "./bonus-terms.tsx";
import { STAGE_LABELS, STAGE_TONES } from "./bonus-texts.ts";
import { canActivate, canForfeit, isOpenBonus, isWagering, wagerPercent, wagerRequirement } from "./bonus-view.ts";

export type BonusAction = "activate" | "forfeit";

/**
 * One bonus of the player: title, status, amounts, wagering progress, its terms (before and after
 * activation) and the actions that apply. Finished bonuses keep their terms behind a disclosure.
 */
export function BonusCard({
  bonus,
  locale,
  now,
  busy,
  onAction,
}: {
  bonus: PlayerBonus;
  locale: string;
  now: number;
  busy: BonusAction | null;
  onAction: (action: BonusAction, bonus: PlayerBonus) => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const progressId = useId();
  const money = (cents: number) => formatAmount(cents, bonus.currency, locale);
  const open = isOpenBonus(bonus);
  const wagering = isWagering(bonus);
  const percent = wagerPercent(bonus);
  const requirement = wagerRequirement(bonus);
  const showProgress = wagering || bonus.stage === "wager_done";
  const wagered = Math.min(bonus.amount_wager_cents, requirement);
  const terms = (
    <BonusTerms
      terms={bonus.terms}
      currency={bonus.currency}
      locale={locale}
      requirementCents={requirement}
      activateBy={bonus.stage === "issued" ? bonus.activatable_until : null}
      wagerBy={wagering ? bonus.valid_until : null}
    />
  );
  return (
    <article className={`bonus-card${open ? "" : " bonus-card--closed"}`} aria-labelledby={titleId}>
      <header className="bonus-card__head">
        <h3 id={titleId} className="bonus-card__title">
          {bonus.title}
        </h3>
        <span className={`status-badge status-badge--${STAGE_TONES[bonus.stage]}`}>
          {i18n._(STAGE_LABELS[bonus.stage])}
        </span>
      </header>
      <dl className="bonus-card__amounts">
        <div>
          <dt>{t`Bonus`}</dt>
          <dd>{money(bonus.amount_cents)}</dd>
        </div>
        {wagering && (
          <div>
            <dt>{t`Bonus money left`}</dt>
            <dd>{money(bonus.balance_cents)}</dd>
          </div>
        )}
      </dl>
      {showProgress && (
        <div className="bonus-card__progress">
          <p id={progressId} className="bonus-card__progress-label">
            <Trans>
              {money(wagered)} of {money(requirement)} wagered
            </Trans>{" "}
            <strong>{percent}%</strong>
          </p>
          <div
            className="bonus-progress"
            role="progressbar"
            aria-labelledby={progressId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t`${percent}% wagered`}
          >
            <span className="bonus-progress__fill" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {open ? (
        <section className="bonus-card__terms" aria-label={t`Terms`}>
          <h4 className="bonus-card__terms-title">
            <Trans>Terms</Trans>
          </h4>
          {terms}
        </section>
      ) : (
        <details className="bonus-card__terms">
          <summary>
            <Trans>Terms</Trans>
          </summary>
          {terms}
        </details>
      )}
      {(canActivate(bonus, now) || canForfeit(bonus)) && (
        <div className="bonus-card__actions">
          {canActivate(bonus, now) && (
            <button
              type="button"
              className="button button--primary"
              disabled={busy !== null}
              aria-busy={busy === "activate"}
              aria-describedby={titleId}
              onClick={() => onAction("activate", bonus)}
            >
              <Trans>Activate</Trans>
            </button>
          )}
          {canForfeit(bonus) && (
            <button
              type="button"
              className="button button--ghost bonus-card__forfeit"
              disabled={busy !== null}
              aria-busy={busy === "forfeit"}
              aria-describedby={titleId}
              onClick={() => onAction("forfeit", bonus)}
            >
              <Trans>Forfeit</Trans>
            </button>
          )}
        </div>
      )}
    </article>
  );
}

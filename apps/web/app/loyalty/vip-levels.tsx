import type { StatusGroup } from "@croupier/contract";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLevelName } from "./vip-status.tsx";
import { BENEFIT_NAMES, LEAGUE_NAMES } from "./vip-texts.ts";

/** Every level with its league, threshold, cashback, withdrawal limit and benefits; the player's marked. */
export function VipLevels({
  levels,
  currentId,
  headingLevel = 3,
}: {
  levels: readonly StatusGroup[];
  currentId?: string | undefined;
  headingLevel?: 2 | 3;
}) {
  const { i18n } = useLingui();
  const levelName = useLevelName();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="vip-levels">
      {levels.map((level) => {
        const min = i18n.number(level.conditions[0]?.persistent_comp_points.min ?? 0);
        const current = level.id === currentId;
        const limit = i18n.number(level.withdrawal_limit_eur, {
          style: "currency",
          currency: "EUR",
          maximumFractionDigits: 0,
        });
        const cashback = level.cashback_percent;
        return (
          <li
            key={level.id}
            className={current ? "vip-level vip-level--current" : "vip-level"}
            aria-current={current ? "true" : undefined}
          >
            <Heading className="vip-level__name">
              {levelName(level)}
              {current && (
                <span className="vip-level__badge">
                  <Trans>Your level</Trans>
                </span>
              )}
            </Heading>
            <p className="vip-level__meta">
              <span>{i18n._(LEAGUE_NAMES[level.league])}</span> · <Trans>from {min} CP</Trans>
            </p>
            <ul className="vip-level__facts">
              <li>{cashback > 0 ? <Trans>{cashback}% monthly cashback</Trans> : <Trans>No cashback yet</Trans>}</li>
              <li>
                <Trans>Withdrawals up to {limit} a month</Trans>
              </li>
              {level.level_up_points > 0 && (
                <li>
                  <Trans>{i18n.number(level.level_up_points)} redeemable CP on reaching it</Trans>
                </li>
              )}
              {level.benefits.map((benefit) => (
                <li key={benefit}>{i18n._(BENEFIT_NAMES[benefit])}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

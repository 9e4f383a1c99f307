import type { StatusGroup } from "@croupier/contract";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { vipProgress } from "./vip-progress.ts";
import { LEAGUE_NAMES, LEVEL_NAMES } from "./vip-texts.ts";
import "./loyalty.css";

/** A level's name in the page's language (the platform's English name for an unknown id). */
export function useLevelName(): (level: StatusGroup) => string {
  const { i18n } = useLingui();
  return (level) => {
    const name = LEVEL_NAMES[level.id];
    return name ? i18n._(name) : level.name;
  };
}

/**
 * The player's VIP level: its name and league, a progress bar towards the next level (spec point 4),
 * and the points still needed, or that the top level is reached.
 */
export function VipStatus({
  levels,
  levelId,
  points,
  chargeable,
}: {
  levels: readonly StatusGroup[];
  levelId: string;
  points: number;
  chargeable: number;
}) {
  const { i18n, t } = useLingui();
  const levelName = useLevelName();
  const labelId = useId();
  const progress = vipProgress(levels, levelId, points);
  if (!progress) return null;
  const { current, next, percent, pointsToNext } = progress;
  const format = (value: number) => i18n.number(value);
  const name = levelName(current);
  const league = i18n._(LEAGUE_NAMES[current.league]);
  return (
    <section className="vip-status" aria-labelledby={labelId}>
      <p className="vip-status__league">{league}</p>
      <h2 className="vip-status__level" id={labelId}>
        <Trans>Your level: {name}</Trans>
      </h2>
      <div
        className="vip-status__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t`Progress to the next level`}
      >
        <span className="vip-status__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="vip-status__percent">
        <strong>{percent}%</strong>{" "}
        {next ? (
          <Trans>
            {format(pointsToNext)} CP to {levelName(next)}
          </Trans>
        ) : (
          <Trans>You have reached the top level</Trans>
        )}
      </p>
      <dl className="vip-status__points">
        <div>
          <dt>
            <Trans>Status points</Trans>
          </dt>
          <dd>{format(points)} CP</dd>
        </div>
        <div>
          <dt>
            <Trans>Redeemable points</Trans>
          </dt>
          <dd>{format(chargeable)} CP</dd>
        </div>
      </dl>
    </section>
  );
}

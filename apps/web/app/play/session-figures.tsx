import type { GameSessionStats } from "@croupier/contract/schemas/studio";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatAmount } from "../lib/player.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { durationParts } from "./session-clock.ts";
import { netTone, sessionOutcome, signedAmount } from "./session-figures.ts";

/** "1 h 5 min", "12 min 3 s": time played, in words the screen reader reads as such. */
export function PlayedTime({ elapsedMs }: { elapsedMs: number }) {
  const { t } = useLingui();
  const { hours, minutes, seconds } = durationParts(elapsedMs);
  if (hours > 0) return <>{t`${hours} h ${minutes} min`}</>;
  if (minutes > 0) return <>{t`${minutes} min ${seconds} s`}</>;
  return <>{t`${seconds} s`}</>;
}

/**
 * The session's figures as the reality check and the leave confirmation state them (wins, losses,
 * wagers and time played). Null stats (not loaded yet): time only.
 */
export function SessionFigures({ stats, elapsedMs }: { stats: GameSessionStats | null; elapsedMs: number }) {
  const { locale, currencies } = useShellData();
  const money = (cents: number) => (stats ? formatAmount(cents, stats.currency, locale, currencies) : "");
  const outcome = stats ? sessionOutcome(stats) : null;
  return (
    <dl className="session-figures">
      <div className="session-figures__item session-figures__item--time">
        <dt>
          <Trans>Time played</Trans>
        </dt>
        <dd>
          <PlayedTime elapsedMs={elapsedMs} />
        </dd>
      </div>
      {outcome && stats && (
        <>
          <div className="session-figures__item session-figures__item--rounds">
            <dt>
              <Trans>Rounds</Trans>
            </dt>
            <dd>{stats.rounds}</dd>
          </div>
          <div className="session-figures__item">
            <dt>
              <Trans>Wagered</Trans>
            </dt>
            <dd>{money(outcome.wagered)}</dd>
          </div>
          <div className="session-figures__item">
            <dt>
              <Trans>Won</Trans>
            </dt>
            <dd>{money(outcome.won)}</dd>
          </div>
          <div className="session-figures__item">
            <dt>
              <Trans>Lost</Trans>
            </dt>
            <dd>{money(outcome.lost)}</dd>
          </div>
          <div className={`session-figures__item session-figures__item--total net--${netTone(outcome.net)}`}>
            <dt>
              <Trans>Net position</Trans>
            </dt>
            <dd>{signedAmount(outcome.net, money)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}

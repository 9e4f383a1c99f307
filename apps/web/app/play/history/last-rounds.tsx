import { statementCalls } from "@croupier/contract/client/statements";
import type { RecalledRound, RoundStep, StepOutcome } from "@croupier/contract/schemas/statements";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { browserApi } from "../../lib/api.client.ts";
import { formatAmount } from "../../lib/player.ts";
import { LocalTime } from "../../profile/local-time.tsx";
import { useShellData } from "../../shell/use-shell-data.ts";
import { useLoad } from "../../ui/use-load.ts";
import { netTone, signedAmount } from "../session-figures.ts";
import { HistoryLoadError } from "./history-load-error.tsx";

/**
 * GLI-19's last-game recall: the last round and the nine before it, each opening onto its steps
 * (what each drew, the stake, the win, the balance after) and the balance at its start and end.
 */
export function LastRounds() {
  const { locale, player } = useShellData();
  const headingId = useId();
  const loaded = useLoad(() => browserApi(locale, statementCalls).getLastRounds(), `last:${player?.id ?? ""}`);
  const rounds = loaded.status === "ready" && loaded.data.ok ? loaded.data.data : null;
  return (
    <section className="history-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="history-card__title">
        <Trans>Last 10 games</Trans>
      </h2>
      <p className="history-card__lead">
        <Trans>Your last game and the nine before it, step by step. Open a game to see its steps.</Trans>
      </p>
      {loaded.status === "loading" ? (
        <div className="history-skeleton" aria-hidden="true" />
      ) : !rounds ? (
        <HistoryLoadError onRetry={loaded.retry} />
      ) : rounds.length === 0 ? (
        <p className="net-deposits__empty">
          <Trans>No games yet.</Trans>
        </p>
      ) : (
        <ol className="recall-list">
          {rounds.map((round) => (
            <RecalledRoundItem key={round.id} round={round} />
          ))}
        </ol>
      )}
    </section>
  );
}

function RecalledRoundItem({ round }: { round: RecalledRound }) {
  const { t } = useLingui();
  const { locale, currencies } = useShellData();
  const money = (cents: number | null) =>
    cents === null ? "—" : formatAmount(cents, round.currency, locale, currencies);
  const tone = netTone(round.net_cents);
  return (
    <li className="recall-list__item">
      <details className="recall">
        <summary className="recall__summary">
          <span className="recall__title">{round.title}</span>
          <span className="recall__meta">
            <LocalTime iso={round.started_at} locale={locale} compact />
          </span>
          <span className={`recall__net net--${tone}`}>
            {signedAmount(round.net_cents, (cents) => money(cents))}
            <span className="visually-hidden">
              {" "}
              {tone === "up" ? t`(won)` : tone === "down" ? t`(lost)` : t`(even)`}
            </span>
          </span>
        </summary>
        <dl className="recall__figures">
          <div>
            <dt>
              <Trans>Balance at start</Trans>
            </dt>
            <dd>{money(round.balance_start_cents)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Wager</Trans>
            </dt>
            <dd>{money(round.total_bet_cents)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Win</Trans>
            </dt>
            <dd>{money(round.total_win_cents)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Balance at end</Trans>
            </dt>
            <dd>{money(round.balance_end_cents)}</dd>
          </div>
        </dl>
        {!round.closed && (
          <p className="recall__open">
            <span className="status-badge status-badge--warning">
              <Trans>Unfinished</Trans>
            </span>
          </p>
        )}
        <ol className="recall__steps" aria-label={t`Steps of ${round.title}`}>
          {round.steps.map((step, index) => (
            // Steps never reorder: a round's steps are recorded once, in order.
            // biome-ignore lint/suspicious/noArrayIndexKey: the position is the step's identity.
            <li key={index} className="recall__step">
              <StepLine step={step} number={index + 1} money={money} />
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

function StepLine({
  step,
  number,
  money,
}: {
  step: RoundStep;
  number: number;
  money: (cents: number | null) => string;
}) {
  const { t } = useLingui();
  const kind =
    step.kind === "bet" ? t`Bet` : step.kind === "win" ? t`Win` : step.kind === "rollback" ? t`Reversal` : t`Play`;
  /** What a studio step drew, in words. */
  function describeOutcome(outcome: StepOutcome): string {
    if (outcome.engine === "dice") {
      const target = outcome.target === null ? "" : (outcome.target / 100).toFixed(2);
      const roll = outcome.roll ?? "";
      return outcome.direction === "over"
        ? t`Rolled ${roll}, needed over ${target}`
        : t`Rolled ${roll}, needed under ${target}`;
    }
    if (outcome.engine === "roulette") {
      const pocket = String(outcome.pocket ?? "");
      const colour =
        outcome.colour === "red"
          ? t`red`
          : outcome.colour === "black"
            ? t`black`
            : outcome.colour === "green"
              ? t`green`
              : "";
      return t`Ball landed on ${pocket} ${colour}`;
    }
    const grid = (outcome.grid ?? []).map((row) => row.join(" ")).join(" / ");
    const spins = outcome.free_spins_awarded ?? 0;
    const action =
      outcome.action === "free_spin" ? t`Free spin` : outcome.action === "bonus_buy" ? t`Bonus buy` : t`Spin`;
    return spins > 0 ? t`${action}: ${grid}; ${spins} free spins won` : grid ? t`${action}: ${grid}` : action;
  }
  const outcome = step.outcome ? describeOutcome(step.outcome) : null;
  return (
    <>
      <span className="recall__step-head">
        {t`Step ${number}`}: {kind}
        {step.rolled_back && (
          <span className="status-badge statement-table__wallet">
            <Trans>reversed</Trans>
          </span>
        )}
      </span>
      {outcome && <span className="recall__outcome">{outcome}</span>}
      <span className="recall__step-figures">
        {t`Stake ${money(step.stake_cents)} · win ${money(step.win_cents)} · balance after ${money(step.balance_after_cents)}`}
      </span>
    </>
  );
}

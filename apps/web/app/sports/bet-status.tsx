import type { BookBetStatus, BookSelectionResult } from "@croupier/contract/schemas/sportsbook-book";
import { useLingui } from "@lingui/react/macro";

/** A bet's state in words (never colour alone). */
export function BetStatusBadge({ status }: { status: BookBetStatus }) {
  const { t } = useLingui();
  const labels: Record<BookBetStatus, string> = {
    open: t`Open`,
    won: t`Won`,
    lost: t`Lost`,
    void: t`Void, stake returned`,
    half_won: t`Half won`,
    half_lost: t`Half lost`,
    settled: t`Settled`,
  };
  return <span className={`bet-status bet-status--${status}`}>{labels[status]}</span>;
}

/** How one leg ended. */
export function LegResult({ result }: { result: BookSelectionResult }) {
  const { t } = useLingui();
  const labels: Record<BookSelectionResult, string> = {
    won: t`won`,
    lost: t`lost`,
    void: t`void`,
    dead_heat: t`dead heat`,
    half_won: t`half won`,
    half_lost: t`half lost`,
  };
  return <span className={`leg-result leg-result--${result}`}>{labels[result]}</span>;
}

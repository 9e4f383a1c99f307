import { statementCalls } from "@croupier/contract/client/statements";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { browserApi } from "../../lib/api.client.ts";
import { formatAmount } from "../../lib/player.ts";
import { useShellData } from "../../shell/use-shell-data.ts";
import { useLoad } from "../../ui/use-load.ts";
import { netTone, signedAmount } from "../session-figures.ts";

/**
 * Net deposits (UK RTS 1C): per currency, everything deposited minus everything withdrawn, with
 * the period it covers said in words: since registration, up to now.
 */
export function NetDepositsCard() {
  const { t } = useLingui();
  const { locale, player, currencies } = useShellData();
  const headingId = useId();
  const loaded = useLoad(() => browserApi(locale, statementCalls).getNetDeposits(), `net:${player?.id ?? ""}`);
  const data = loaded.status === "ready" && loaded.data.ok ? loaded.data.data : null;
  if (!data) return null;
  const money = (cents: number, currency: string) => formatAmount(cents, currency, locale, currencies);
  const since = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric" }).format(
    new Date(data.since),
  );
  return (
    <section className="history-card net-deposits" aria-labelledby={headingId}>
      <h2 id={headingId} className="history-card__title">
        <Trans>Net deposits</Trans>
      </h2>
      <p className="history-card__lead">
        <Trans>
          Everything you deposited minus everything you withdrew, since you registered on {since}, up to now.
        </Trans>
      </p>
      {data.currencies.length === 0 ? (
        <p className="net-deposits__empty">
          <Trans>No deposits or withdrawals yet.</Trans>
        </p>
      ) : (
        <dl className="net-deposits__list">
          {data.currencies.map((line) => (
            <div key={line.currency} className="net-deposits__item">
              <dt className="net-deposits__currency">{line.currency}</dt>
              <dd className={`net-deposits__net net--${netTone(line.net_cents)}`}>
                {signedAmount(line.net_cents, (cents) => money(cents, line.currency))}
              </dd>
              <dd className="net-deposits__parts">
                {t`Deposits ${money(line.deposits_cents, line.currency)} · withdrawals ${money(line.withdrawals_cents, line.currency)}`}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

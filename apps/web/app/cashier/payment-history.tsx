import type { Payment } from "@croupier/contract";
import { paymentCalls } from "@croupier/contract/client/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { browserApi } from "../lib/api.client.ts";
import { formatAmount } from "../lib/player.ts";
import { LocalTime } from "../profile/local-time.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { HISTORY_PAGE_SIZE } from "./history-page-size.ts";
import { paymentMethodTitle, usePaymentLabels } from "./payment-labels.ts";
import { stateTone } from "./payment-states.ts";

/**
 * Recent payments, deposits and withdrawals (POST /api/player/payments/with_pages): the first
 * page comes with the page, older ones load on demand. Deposits read "+", withdrawals "−".
 */
export function PaymentHistory({ payments, total }: { payments: Payment[]; total: number }) {
  const { i18n } = useLingui();
  const { locale, currencies } = useShellData();
  const { states, actions } = usePaymentLabels();
  const headingId = useId();
  const [older, setOlder] = useState<{ base: Payment[]; rows: Payment[] }>({ base: payments, rows: [] });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // A reload of the page's data (a new request, a cancel) starts the list again from the top.
  const extra = older.base === payments ? older.rows : [];
  const rows = [...payments, ...extra.filter((row) => !payments.some((one) => one.id === row.id))];

  const loadMore = async () => {
    setLoading(true);
    setFailed(false);
    const page = Math.floor(rows.length / HISTORY_PAGE_SIZE) + 1;
    const result = await browserApi(locale, paymentCalls).getPlayerPaymentsPage({ page, page_size: HISTORY_PAGE_SIZE });
    setLoading(false);
    if (result.ok) setOlder({ base: payments, rows: [...extra, ...result.data.data] });
    else setFailed(true);
  };

  return (
    <section className="wallet-card withdraw__history" aria-labelledby={headingId}>
      <h2 id={headingId} className="wallet-card__title">
        <Trans>Payment history</Trans>
      </h2>
      {rows.length === 0 ? (
        <p className="wallet-card__lead">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <ul className="payment-list" aria-labelledby={headingId}>
          {rows.map((payment) => {
            const sign = payment.action === "deposit" ? "+" : "−";
            return (
              <li key={payment.id} className="payment-row">
                <div className="payment-row__main">
                  <p className="payment-row__amount">
                    <span className={`payment-row__sign payment-row__sign--${payment.action}`} aria-hidden="true">
                      {sign}
                    </span>
                    {formatAmount(payment.amount_cents, payment.currency, locale, currencies)}
                  </p>
                  <p className="payment-row__meta">
                    {actions[payment.action]} · {paymentMethodTitle(payment, i18n)} ·{" "}
                    <LocalTime iso={payment.created_at} locale={locale} compact />
                  </p>
                </div>
                <span className={`status-badge status-badge--${stateTone(payment.state)}`}>
                  {states[payment.state]}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {failed && (
        <FormMessage tone="error">
          <Trans>Oops... Something went wrong!</Trans>
        </FormMessage>
      )}
      {rows.length < total && (
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={loading}
          aria-busy={loading}
          onClick={() => void loadMore()}
        >
          <Trans>Show older payments</Trans>
        </button>
      )}
    </section>
  );
}

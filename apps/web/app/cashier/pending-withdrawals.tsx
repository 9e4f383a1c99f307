import type { Payment } from "@croupier/contract";
import { paymentCalls } from "@croupier/contract/client/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { localizeServerErrors } from "../account/server-errors.ts";
import { browserApi } from "../lib/api.client.ts";
import { formatAmount } from "../lib/player.ts";
import { LocalTime } from "../profile/local-time.tsx";
import { loadToast } from "../shell/toasts.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { FormMessage } from "../ui/form-controls.tsx";
import { refreshAccounts } from "./accounts-store.ts";
import { paymentMethodTitle, usePaymentLabels } from "./payment-labels.ts";
import { canCancel } from "./payment-states.ts";

/**
 * The player's withdrawals still waiting (their money is held back), each with Cancel where the
 * payment is recallable; when the operator's licence forbids cancelling, the list says so once.
 */
export function PendingWithdrawals({ payments, recallAllowed }: { payments: Payment[]; recallAllowed: boolean }) {
  const { t, i18n } = useLingui();
  const { locale, currencies, player } = useShellData();
  const { revalidate } = useRevalidator();
  const { states } = usePaymentLabels();
  const headingId = useId();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const cancel = async (payment: Payment) => {
    if (cancelling !== null) return;
    setCancelling(payment.id);
    setProblem(null);
    const result = await browserApi(locale, paymentCalls).recallPayment(payment.id);
    const toast = await loadToast();
    if (result.ok) toast.success(t`Withdrawal cancelled. The amount is back in your balance.`);
    else {
      const errors = Object.values(localizeServerErrors(result.errors, locale)).flat();
      setProblem(errors[0] ?? result.error ?? t`Oops... Something went wrong!`);
    }
    await refreshAccounts(locale, player?.id ?? null);
    await revalidate();
    setCancelling(null);
  };

  return (
    <section className="wallet-card withdraw__pending" aria-labelledby={headingId}>
      <h2 id={headingId} className="wallet-card__title">
        <Trans>Pending withdrawals</Trans>
      </h2>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {payments.length === 0 ? (
        <p className="wallet-card__lead">
          <Trans>No pending withdrawals.</Trans>
        </p>
      ) : (
        <>
          {!recallAllowed && (
            <p className="wallet-card__note">
              <Trans>Under the operator's licence, a withdrawal request cannot be cancelled once it is made.</Trans>
            </p>
          )}
          <ul className="payment-list" aria-labelledby={headingId}>
            {payments.map((payment) => {
              const amount = formatAmount(payment.amount_cents, payment.currency, locale, currencies);
              return (
                <li key={payment.id} className="payment-row">
                  <div className="payment-row__main">
                    <p className="payment-row__amount">{amount}</p>
                    <p className="payment-row__meta">
                      {paymentMethodTitle(payment, i18n)} ·{" "}
                      <LocalTime iso={payment.created_at} locale={locale} compact />
                    </p>
                  </div>
                  <span className="status-badge status-badge--warning">{states[payment.state]}</span>
                  {canCancel(payment, recallAllowed) && (
                    <button
                      type="button"
                      className="button button--ghost button--small payment-row__action"
                      disabled={cancelling !== null}
                      aria-busy={cancelling === payment.id}
                      aria-label={t`Cancel withdrawal of ${amount}`}
                      onClick={() => void cancel(payment)}
                    >
                      <Trans>Cancel</Trans>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

import type { Payment, PaymentState } from "@croupier/contract";
import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { methodTitle } from "../payments/method-title.ts";

/** Payment states and actions in the player's language. */
export function usePaymentLabels() {
  const { t } = useLingui();
  const states: Record<PaymentState, string> = {
    pending: t`Pending`,
    processing: t`Processing`,
    reserved: t`Reserved`,
    succeeded: t`Succeeded`,
    declined: t`Declined`,
    rejected: t`Rejected`,
    canceled: t`Canceled`,
    recalled: t`Cancelled by you`,
  };
  // Nouns here ("a deposit"), where the buttons say the verb.
  const actions = {
    deposit: t({ message: "Deposit", context: "payment type" }),
    cashout: t({ message: "Withdrawal", context: "payment type" }),
  };
  return { states, actions };
}

/** A history row's method as the cashier names it ("Credit card" translated, brands as they are). */
export function paymentMethodTitle(payment: Pick<Payment, "payment_system" | "system_name">, i18n: I18n): string {
  return methodTitle(
    {
      title: payment.system_name || payment.payment_system,
      translationKey: `payments.methods.${payment.payment_system}`,
    },
    i18n,
  );
}

import type {
  DepositCreated,
  DepositRequest,
  Payment,
  PaymentActionQuery,
  PaymentMethod,
  PaymentMethodFields,
  PaymentsPage,
  PaymentsPageRequest,
  WithdrawalRequest,
} from "../schemas/payments.ts";
import type { ApiCall } from "./call.ts";

/** Payment methods, deposits, withdrawals and the payment history. */
export function paymentCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getPaymentMethods: (currency: string, action: PaymentActionQuery = "deposit") =>
      get<PaymentMethod[]>(`/api/payments/methods?${paymentQuery(currency, action)}`),
    getPaymentMethodFields: (id: string, currency: string, action: PaymentActionQuery = "deposit") =>
      get<PaymentMethodFields>(
        `/api/payments/methods/${encodeURIComponent(id)}/fields?${paymentQuery(currency, action)}`,
      ),
    /** Answers `{id, state: "pending", redirectUrl}`: send the browser to redirectUrl (the gateway). */
    createDeposit: (deposit: DepositRequest) => call<DepositCreated>("POST", "/api/payments/deposits", deposit),
    getPlayerPayments: () => get<Payment[]>("/api/player/payments"),
    getPlayerPaymentsPage: (request: PaymentsPageRequest) =>
      call<PaymentsPage>("POST", "/api/player/payments/with_pages", request),
    /** Answers the pending withdrawal (201); its money waits in the pending-withdrawal account. */
    requestWithdrawal: (withdrawal: WithdrawalRequest) =>
      call<Payment>("POST", "/api/payments/withdrawals", withdrawal),
    /** Cancels a pending withdrawal where `recallable`. */
    recallPayment: (id: number) => call<Payment>("POST", `/api/player/payments/${id}/recall`),
  };
}

function paymentQuery(currency: string, action: PaymentActionQuery): string {
  return `currency=${encodeURIComponent(currency)}&action=${encodeURIComponent(action)}`;
}

import type { OperatorWithdrawal } from "@croupier/contract";
import { toPaymentView } from "../payments/payment-view.ts";
import type { WithdrawalWithPlayer } from "../payments/withdrawal-repository.ts";

/** A withdrawal in the back office's shape: the player's history row plus player and destination. */
export function toOperatorWithdrawal(row: WithdrawalWithPlayer): OperatorWithdrawal {
  const { payment } = row;
  return {
    ...toPaymentView(row),
    player_id: payment.playerId,
    player_email: row.playerEmail,
    method_fields_data: (payment.methodFieldsData ?? {}) as Record<string, unknown>,
    gateway_reference: payment.gatewayReference,
    failure_reason: payment.failureReason,
  };
}

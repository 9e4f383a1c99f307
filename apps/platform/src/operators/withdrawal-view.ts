import type { OperatorWithdrawal, WithdrawalRiskHints } from "@croupier/contract";
import { countOpenBonuses } from "../bonuses/bonus-reads.ts";
import type { FourEyesThresholds } from "../config.ts";
import { toCentsNumber } from "../currencies/amounts.ts";
import type { Executor } from "../db/database.ts";
import { findPlayersSharingIps } from "../identity/shared-networks.ts";
import { readKycStatuses } from "../kyc/status-reads.ts";
import { sumPlayerPayments, totalsKey } from "../payments/payment-totals.ts";
import { toPaymentView } from "../payments/payment-view.ts";
import type { WithdrawalWithPlayer } from "../payments/withdrawal-repository.ts";
import { type FirstApproval, findFirstApprovals, needsFourEyes } from "./withdrawal-approvals.ts";

/** A withdrawal in the back office's shape: the player's history row plus player and destination. */
export function toOperatorWithdrawal(
  row: WithdrawalWithPlayer,
  fourEyes: { thresholds: FourEyesThresholds; first: FirstApproval | null },
  risk?: WithdrawalRiskHints,
): OperatorWithdrawal {
  const { payment } = row;
  const first = fourEyes.first;
  return {
    ...toPaymentView(row),
    player_id: payment.playerId,
    player_email: row.playerEmail,
    method_fields_data: (payment.methodFieldsData ?? {}) as Record<string, unknown>,
    gateway_reference: payment.gatewayReference,
    failure_reason: payment.failureReason,
    four_eyes: {
      required: needsFourEyes(fourEyes.thresholds, payment.currency, payment.amountCents),
      first_approval: first
        ? {
            operator_id: first.operatorId,
            operator_email: first.operatorEmail,
            approved_at: first.approvedAt.toISOString(),
          }
        : null,
    },
    ...(risk ? { risk } : {}),
  };
}

/**
 * A page of withdrawals with their four-eyes state and risk hints, read a query per kind of hint
 * for the whole page (never per row), each through the module that owns the data.
 */
export async function toOperatorWithdrawalPage(
  db: Executor,
  rows: readonly WithdrawalWithPlayer[],
  thresholds: FourEyesThresholds,
): Promise<OperatorWithdrawal[]> {
  const paymentIds = rows.map((row) => row.payment.id);
  const playerIds = [...new Set(rows.map((row) => row.payment.playerId))];
  const [approvals, totals, bonuses, sharing, kyc] = await Promise.all([
    findFirstApprovals(db, paymentIds),
    sumPlayerPayments(db, playerIds),
    countOpenBonuses(db, playerIds),
    findPlayersSharingIps(db, playerIds),
    readKycStatuses(db, playerIds),
  ]);
  return rows.map((row) => {
    const { playerId, currency } = row.payment;
    const money = totals.get(totalsKey(playerId, currency));
    const risk: WithdrawalRiskHints = {
      kyc_status: kyc.get(playerId) ?? "unverified",
      deposits_cents: toCentsNumber(money?.depositsCents ?? 0n),
      deposits_count: money?.depositsCount ?? 0,
      withdrawals_cents: toCentsNumber(money?.withdrawalsCents ?? 0n),
      pending_withdrawals_cents: toCentsNumber(money?.pendingWithdrawalsCents ?? 0n),
      open_bonuses: bonuses.get(playerId) ?? 0,
      players_sharing_ip: (sharing.get(playerId) ?? []).map((other) => ({
        player_id: other.playerId,
        player_email: other.email,
        ips: other.ips,
      })),
    };
    return toOperatorWithdrawal(row, { thresholds, first: approvals.get(row.payment.id) ?? null }, risk);
  });
}

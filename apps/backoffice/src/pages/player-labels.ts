import type { BonusStage } from "@croupier/contract/schemas/bonuses";
import type { LimitStatus } from "@croupier/contract/schemas/limits";
import type { PaymentAction, PaymentState } from "@croupier/contract/schemas/payments";
import type { StatementKind } from "@croupier/contract/statement-kinds";
import { type MessageKey, t } from "../i18n/messages.ts";

// The player 360's codes in words, through the message table: statement kinds, payments, bonus
// stages, limits and exclusions. A code the table does not know yet (a kind added to the platform
// before the back office) shows as itself rather than as nothing.

function labelOf(prefix: string, code: string): string {
  const key = `${prefix}.${code}` as MessageKey;
  const text = t(key);
  return text === undefined ? code : text;
}

export const statementKindLabel = (kind: StatementKind) => labelOf("statement.kind", kind);
export const paymentActionLabel = (action: PaymentAction) => labelOf("payment.action", action);
export const paymentStateLabel = (state: PaymentState) => labelOf("state", state);
export const bonusStageLabel = (stage: BonusStage) => labelOf("bonus.stage", stage);
export const limitTypeLabel = (type: string) => labelOf("player.limitType", type);
export const limitPeriodLabel = (period: string) => labelOf("player.period", period);
export const limitStatusLabel = (status: LimitStatus) => labelOf("limit.status", status);
export const exclusionKindLabel = (kind: string) => labelOf("exclusion.kind", kind);
export const walletLabel = (wallet: string) => labelOf("player.wallet", wallet);

export const PAYMENT_STATE_COLOURS: Record<PaymentState, string> = {
  pending: "yellow",
  processing: "blue",
  reserved: "gray",
  succeeded: "green",
  declined: "red",
  rejected: "red",
  canceled: "gray",
  recalled: "gray",
};

export const BONUS_STAGE_COLOURS: Record<BonusStage, string> = {
  issued: "blue",
  active: "green",
  handle_bets: "yellow",
  wager_done: "teal",
  lost: "gray",
  expired: "gray",
  canceled: "gray",
};

import type { Locale } from "@croupier/contract";
import type { KycConfig } from "../config.ts";
import { formatMoney } from "../currencies/amounts.ts";
import { findCurrency } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { approvedTypesOf } from "./repository.ts";
import { kycTexts } from "./texts.ts";

// Verified: the compliance team approved an identity document and a proof of address of the
// player. Shown as `verified` on GET /api/player, and required for a withdrawal of more than the
// configured amount (KYC_WITHDRAWAL_THRESHOLD_CENTS, or the currency's KYC_WITHDRAWAL_THRESHOLDS).

export async function isPlayerVerified(db: Executor, playerId: number): Promise<boolean> {
  const approved = await approvedTypesOf(db, playerId);
  return approved.has("identity") && approved.has("address");
}

/** The withdrawal amount (minor units) above which `currency` needs a verified player. */
export function withdrawalThresholdOf(config: KycConfig, currency: string): bigint {
  return BigInt(config.withdrawalThresholds[currency] ?? config.withdrawalThresholdCents);
}

/**
 * 422 `errors.amountValue` (the withdrawal form's amount field) when a withdrawal of `amountCents`
 * needs a verified player and the player is not, saying to upload documents.
 */
export async function assertMayWithdraw(
  db: Executor,
  config: KycConfig,
  request: { playerId: number; currency: string; amountCents: bigint; locale: Locale },
): Promise<void> {
  const threshold = withdrawalThresholdOf(config, request.currency);
  if (request.amountCents <= threshold) return;
  if (await isPlayerVerified(db, request.playerId)) return;
  const subunits = (await findCurrency(db, request.currency))?.subunitsToUnit ?? 100;
  const amount = formatMoney(threshold, request.currency, subunits, request.locale);
  throw new AppError("validation_failed", undefined, {
    fields: { amountValue: [kycTexts(request.locale).withdrawalNeedsVerification(amount)] },
  });
}

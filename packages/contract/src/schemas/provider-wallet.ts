import { z } from "zod";

// The seamless wallet that game providers call (docs/provider-wallet-protocol.md): POST
// /api/provider-wallet/{provider}/{balance|bet|win|rollback}, raw JSON body signed with
// HMAC-SHA256 (hex, header `x-croupier-signature`). Amounts are integer minor units.

/** Every `status` a wallet call can answer (Hub88's names). */
export const PROVIDER_WALLET_STATUSES = [
  "RS_OK",
  "RS_ERROR_UNKNOWN",
  "RS_ERROR_WRONG_SYNTAX",
  "RS_ERROR_INVALID_PARTNER",
  "RS_ERROR_INVALID_SIGNATURE",
  "RS_ERROR_INVALID_TOKEN",
  "RS_ERROR_WRONG_CURRENCY",
  "RS_ERROR_NOT_ENOUGH_MONEY",
  "RS_ERROR_USER_DISABLED",
  "RS_ERROR_LIMIT_REACHED",
  "RS_ERROR_DUPLICATE_TRANSACTION",
  "RS_ERROR_TRANSACTION_ROLLED_BACK",
  "RS_ERROR_TRANSACTION_DOES_NOT_EXIST",
] as const;
export type ProviderWalletStatus = (typeof PROVIDER_WALLET_STATUSES)[number];

const id = z.string().min(1).max(200);
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const providerWalletBalanceRequest = z
  .object({ request_uuid: id, token: id })
  .meta({ id: "ProviderWalletBalanceRequest" });
export type ProviderWalletBalanceRequest = z.infer<typeof providerWalletBalanceRequest>;

/** A stake (`amount` > 0) or a payout (`amount` ≥ 0) in a round; `round_closed` closes the round. */
export const providerWalletBetRequest = z
  .object({
    request_uuid: id,
    token: id,
    transaction_uuid: id,
    round: id,
    round_closed: z.boolean().optional().default(false),
    currency: z.string().min(1).max(10),
    amount: minorUnits.min(1),
  })
  .meta({ id: "ProviderWalletBetRequest" });
export type ProviderWalletBetRequest = z.infer<typeof providerWalletBetRequest>;

export const providerWalletWinRequest = providerWalletBetRequest
  .extend({ amount: minorUnits })
  .meta({ id: "ProviderWalletWinRequest" });
export type ProviderWalletWinRequest = z.infer<typeof providerWalletWinRequest>;

/** Reverses the bet or win `reference_transaction_uuid` (which may never have arrived). */
export const providerWalletRollbackRequest = z
  .object({
    request_uuid: id,
    token: id,
    transaction_uuid: id,
    reference_transaction_uuid: id,
    round: id.optional(),
    round_closed: z.boolean().optional().default(false),
  })
  .meta({ id: "ProviderWalletRollbackRequest" });
export type ProviderWalletRollbackRequest = z.infer<typeof providerWalletRollbackRequest>;

/** Every answer (HTTP 200): the status, and the player's balance whenever the token is known. */
export const providerWalletAnswer = z
  .object({
    status: z.enum(PROVIDER_WALLET_STATUSES),
    request_uuid: z.string().optional(),
    user: z.string().optional(),
    currency: z.string().optional(),
    balance: z.number().int().optional(),
  })
  .meta({ id: "ProviderWalletAnswer" });
export type ProviderWalletAnswer = z.infer<typeof providerWalletAnswer>;

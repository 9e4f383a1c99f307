import { z } from "zod";

// The player's wallet accounts (api-contract.md §4, spec point 7): one account per currency,
// amounts in integer minor units (`subunits_to_unit` of /api/info/currencies).

export const walletAccount = z
  .object({
    id: z.number().int(),
    currency: z.string(),
    amount_cents: z.number().int(),
    /** Withdrawable money (bonus-locked money is amount_cents minus this). Always 0 for FUN. */
    available_to_cashout_cents: z.number().int(),
    /** Note the singular "cent", as the clients read it. */
    available_to_bet_with_locked_cent: z.number().int(),
    hidden_at: z.string().nullable(),
    /** False for play money (FUN), which is never deposited. */
    deposit_available: z.boolean(),
    selected_lottery_id: z.number().int().nullable(),
    /** The selected wallet (the player's current currency; GET /api/player's walletAccount). */
    active: z.boolean(),
  })
  .meta({ id: "WalletAccount" });
export const walletAccounts = z.array(walletAccount);

export const walletAccountsQuery = z.object({ compatibility: z.enum(["true", "false"]).optional() });

/** POST /api/player/accounts: the currency in the query (spec) or in the body (UCM); both accepted. */
export const addWalletAccountQuery = z.object({ currency: z.string().trim().min(1).max(10).optional() });
export const addWalletAccountBody = z
  .object({ currency: z.string().trim().min(1).max(10).optional() })
  .nullish()
  .meta({ id: "AddWalletAccount" });

export type WalletAccount = z.infer<typeof walletAccount>;

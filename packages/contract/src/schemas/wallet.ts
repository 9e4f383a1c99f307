import { z } from "zod";

// The player's wallet accounts: one account per currency,
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

/** POST /api/player/accounts: the currency in the query or in the body (clients differ); both accepted. */
export const addWalletAccountQuery = z.object({ currency: z.string().trim().min(1).max(10).optional() });
export const addWalletAccountBody = z
  .object({ currency: z.string().trim().min(1).max(10).optional() })
  .nullish()
  .meta({ id: "AddWalletAccount" });

export type WalletAccount = z.infer<typeof walletAccount>;

export const walletAccountParams = z.object({ id: z.coerce.number("format").int("format").positive("format") });

/** PATCH /api/player/accounts/{id}/select_lottery (our own shape). null clears the pick. */
export const selectLotteryBody = z
  // A lottery id is a 32-bit integer in the database: a larger one is no lottery (it answered 500).
  .object({
    lottery_id: z.coerce.number("format").int("format").positive("format").max(2_147_483_647, "format").nullable(),
  })
  .meta({ id: "SelectLottery" });
export type SelectLotteryBody = z.infer<typeof selectLotteryBody>;

// The player's bonus choices for the next deposit.

/** Letters, digits, '-' and '_' (1–32): what an operator can print on a promotion. */
export const BONUS_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** PATCH /api/player/set_bonus_code: the code in the query or the body (clients differ); both accepted. */
const bonusCodeInput = z.string().trim().max(50, { error: "too_long", abort: true });
export const setBonusCodeQuery = z.object({ deposit_bonus_code: bonusCodeInput.optional() });
export const setBonusCodeBody = z
  .object({ deposit_bonus_code: bonusCodeInput.optional() })
  .nullish()
  .meta({ id: "SetBonusCode" });

/** PATCH /api/player/update_bonus_settings: `can_issue` in the query or the body (clients differ). */
export const bonusSettingsQuery = z.object({ can_issue: z.enum(["true", "false"]).optional() });
export const bonusSettingsBody = z
  .object({ can_issue: z.boolean().optional() })
  .nullish()
  .meta({ id: "BonusSettings" });

/** Welcome-bonus choices (player groups "73", "74", "75"). */
export const WELCOME_BONUS_IDS = [73, 74, 75] as const;
export type WelcomeBonusId = (typeof WELCOME_BONUS_IDS)[number];

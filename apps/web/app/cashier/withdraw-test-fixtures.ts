import type { PaymentMethod, WalletAccount } from "@croupier/contract";

// What the withdraw form's component tests render: a EUR account and Skrill with its fields.

export const ACCOUNT: WalletAccount = {
  id: 7,
  currency: "EUR",
  amount_cents: 50_000,
  available_to_cashout_cents: 30_000,
  available_to_bet_with_locked_cent: 0,
  hidden_at: null,
  deposit_available: true,
  selected_lottery_id: null,
  active: true,
};

export const SKRILL: PaymentMethod = {
  id: "skrill",
  brand: "skrill",
  title: "Skrill",
  type: "direct",
  provider: "sandbox",
  translationKey: "skrill",
  iconSrc: "/media/skrill.svg",
  savedProfiles: [],
  isForSavedProfilesOnly: false,
  isProfileRequiredForCashout: false,
  termsOfService: { restrictions: { minAmountValue: 10, maxAmountValue: 1000 } },
};

export const SKRILL_FIELDS = {
  amountField: {
    fieldName: "amountValue",
    translationKey: "amount",
    minAmountValue: 10,
    maxAmountValue: 1000,
    currency: "EUR",
  },
  methodFields: [{ fieldName: "email", translationKey: "email", type: "email", isRequired: true, hosted: false }],
  playerFields: [],
  isSubmitAvailable: true,
};

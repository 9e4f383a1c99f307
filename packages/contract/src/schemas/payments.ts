import { z } from "zod";
import { majorAmountInput } from "../money.ts";

// Payments. The "payments library" of the modern
// cashbox is backed by our own JSON endpoints: methods per currency and action, the fields of a
// method, and the deposit submit. Amounts in requests and limits are MAJOR units (10 = 10.00 EUR);
// history amounts are integer minor units (`amount_cents`), as elsewhere in the API.

/** The two kinds of payment: money in (deposit) and money out (cashout, a withdrawal). */
export const PAYMENT_ACTIONS = ["deposit", "cashout"] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** How a method takes or pays the money; the cashbox groups its methods by it. */
export const PAYMENT_METHOD_TYPES = ["cards", "crypto", "bank_transfer", "direct", "voucher"] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** The action of a method list: deposit or cashout, with withdraw accepted as an alias of cashout. */
export const paymentActionQuery = z.enum(["deposit", "withdraw", "cashout"]);
export type PaymentActionQuery = z.infer<typeof paymentActionQuery>;

export const paymentMethodsQuery = z.object({
  currency: z.string().trim().min(1).max(10),
  action: paymentActionQuery.default("deposit"),
});

export const paymentMethod = z
  .object({
    id: z.string(),
    brand: z.string(),
    title: z.string(),
    type: z.enum(PAYMENT_METHOD_TYPES),
    provider: z.string(),
    translationKey: z.string(),
    iconSrc: z.string(),
    savedProfiles: z.array(z.object({ id: z.string(), title: z.string(), isRemoveAvailable: z.boolean() })),
    isForSavedProfilesOnly: z.boolean(),
    isProfileRequiredForCashout: z.boolean(),
    termsOfService: z.object({
      restrictions: z.object({ minAmountValue: z.number(), maxAmountValue: z.number() }),
    }),
  })
  .meta({ id: "PaymentMethod" });
export const paymentMethods = z.array(paymentMethod);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/**
 * A method's form field. `hosted` fields (the card's) are typed on the payment gateway's own page
 * after the redirect, never sent to /api: the site lists them but renders no input for them.
 */
export const paymentMethodField = z
  .object({
    fieldName: z.string(),
    translationKey: z.string(),
    type: z.enum(["text", "email", "tel", "card_number", "card_holder", "expiry_date", "cvv", "crypto_address"]),
    isRequired: z.boolean(),
    hosted: z.boolean(),
    /** Crypto deposit address and its payment URI (with the crypto flow). */
    address: z.string().optional(),
    href: z.string().optional(),
  })
  .meta({ id: "PaymentMethodField" });
export type PaymentMethodField = z.infer<typeof paymentMethodField>;

export const paymentMethodFieldsParams = z.object({ id: z.string().trim().min(1).max(50) });
export const paymentMethodFields = z
  .object({
    amountField: z.object({
      fieldName: z.literal("amountValue"),
      translationKey: z.string(),
      minAmountValue: z.number(),
      maxAmountValue: z.number(),
      currency: z.string(),
    }),
    methodFields: z.array(paymentMethodField),
    playerFields: z.array(z.string()),
    isSubmitAvailable: z.boolean(),
  })
  .meta({ id: "PaymentMethodFields" });
export type PaymentMethodFields = z.infer<typeof paymentMethodFields>;

/**
 * The method's fields as the player filled them in (`{ email: "…" }`): a value is a short text (or a
 * number, a flag, null); nothing longer ever reaches the field's pattern.
 */
const methodFieldsData = z.record(
  z.string().max(64),
  z.union([z.string().max(255, { error: "too_long", abort: true }), z.number(), z.boolean(), z.null()], "format"),
);

/** POST /api/payments/deposits. `amountValue` is major units; a numeric string is accepted. */
export const depositRequest = z
  .object({
    amountValue: majorAmountInput,
    id: z.string().trim().min(1).max(50),
    currency: z.string().trim().min(1).max(10),
    paymentAction: z.literal("deposit").default("deposit"),
    methodFieldsData: methodFieldsData.default({}),
  })
  .meta({ id: "DepositRequest" });
export type DepositRequest = z.input<typeof depositRequest>;

/** POST /api/payments/withdrawals: the deposit's shape with a cash-out action. */
export const withdrawalRequest = z
  .object({
    amountValue: majorAmountInput,
    id: z.string().trim().min(1).max(50),
    currency: z.string().trim().min(1).max(10),
    paymentAction: z.enum(["cashout", "withdraw"]).default("cashout"),
    methodFieldsData: methodFieldsData.default({}),
    /** The two-factor code (or a recovery code), required when the player has it on. */
    authentication_code: z.string("required").trim().min(1, "required").max(32, "invalid_token").optional(),
  })
  .meta({ id: "WithdrawalRequest" });
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

export const PAYMENT_STATES = [
  "pending",
  "processing",
  "reserved",
  "succeeded",
  "declined",
  "rejected",
  "canceled",
  "recalled",
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const depositCreated = z
  .object({
    id: z.number().int(),
    state: z.literal("pending"),
    /** The gateway's hosted page; the browser goes there to type card data. */
    redirectUrl: z.string(),
  })
  .meta({ id: "DepositCreated" });
export type DepositCreated = z.infer<typeof depositCreated>;

export const paymentIdParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * The gateway sends the browser back to the locale's home page with this success-flag query
 * parameter: `?deposit=success` or `?deposit=failed`.
 */
export const DEPOSIT_RETURN_PARAM = "deposit";
export const DEPOSIT_RETURN_VALUES = { success: "success", failed: "failed" } as const;

export const payment = z
  .object({
    id: z.number().int(),
    amount_cents: z.number().int(),
    currency: z.string(),
    action: z.enum(PAYMENT_ACTIONS),
    payment_system: z.string(),
    system_name: z.string(),
    brand: z.string(),
    state: z.enum(PAYMENT_STATES),
    success: z.boolean(),
    recallable: z.boolean(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    /** The casino's reason when it rejected the withdrawal (`state` rejected); null otherwise. */
    rejection_reason: z.string().nullable().optional(),
  })
  .meta({ id: "Payment" });
export const payments = z.array(payment);
export type Payment = z.infer<typeof payment>;

/** An ISO 8601 date-time with its offset; its length bounded before zod's pattern runs. */
const dateTime = z
  .string()
  .max(40, { error: "format", abort: true })
  .pipe(z.iso.datetime({ offset: true }));

export const paymentsPageRequest = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
    filter: z
      .object({
        currency: z.string().trim().max(10).optional(),
        type: z.enum(PAYMENT_ACTIONS).optional(),
        from: dateTime.optional(),
        to: dateTime.optional(),
      })
      .optional(),
  })
  .meta({ id: "PaymentsPageRequest" });
export type PaymentsPageRequest = z.input<typeof paymentsPageRequest>;

export const paymentsPage = z
  .object({
    data: payments,
    pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total_count: z.number().int() }),
  })
  .meta({ id: "PaymentsPage" });
export type PaymentsPage = z.infer<typeof paymentsPage>;

/** The realtime `payments_changes` event, written to the outbox for now. */
export const paymentsChangesEvent = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  action: z.enum(PAYMENT_ACTIONS),
  payment_system: z.string(),
  recallable: z.boolean(),
  finished_at: z.string().nullable(),
  created_at: z.string(),
  success: z.boolean(),
});
export type PaymentsChangesEvent = z.infer<typeof paymentsChangesEvent>;

/**
 * The sandbox chain (crypto test transfers, `/sandbox-gateway/crypto/transfers`): what a wallet
 * would send to a deposit address. `amount` in major units ("0.001" BTC). Confirmations grow with
 * POST …/{txHash}/confirmations; the deposit is credited once when they reach `required`.
 */
export const sandboxCryptoTransferRequest = z
  .object({
    currency: z.string().trim().min(1).max(10),
    address: z.string().trim().min(1).max(120),
    amount: majorAmountInput,
    confirmations: z.coerce.number().int().min(0).max(100).default(0),
  })
  .meta({ id: "SandboxCryptoTransferRequest" });
export type SandboxCryptoTransferRequest = z.input<typeof sandboxCryptoTransferRequest>;

export const sandboxCryptoTransfer = z
  .object({
    txHash: z.string(),
    currency: z.string(),
    address: z.string(),
    amount_cents: z.number().int(),
    confirmations: z.number().int(),
    required: z.number().int(),
  })
  .meta({ id: "SandboxCryptoTransfer" });
export type SandboxCryptoTransfer = z.infer<typeof sandboxCryptoTransfer>;

/** 404 of the sandbox chain: an address the casino never gave out (`errors.address`) or an unknown tx. */
export const sandboxCryptoNotFound = z
  .object({ error: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
  .meta({ id: "SandboxCryptoNotFound" });

export const sandboxCryptoTransferParams = z.object({ txHash: z.string().trim().min(1).max(128) });

/** POST /sandbox-gateway/crypto/transfers/{txHash}/confirmations: blocks mined on top (default 1). */
export const sandboxCryptoConfirmationsRequest = z
  .object({ confirmations: z.coerce.number().int().min(1).max(100).default(1) })
  .nullish()
  .meta({ id: "SandboxCryptoConfirmationsRequest" });
export type SandboxCryptoConfirmationsRequest = z.input<typeof sandboxCryptoConfirmationsRequest>;

/**
 * The sandbox chain's signed notice of a transfer to a deposit address (raw JSON body of
 * POST /api/payments/callbacks/sandbox-crypto, HMAC-SHA256 hex in `x-sandbox-signature`). Sent on
 * first sight and on every new confirmation; `amount_cents` is a decimal string of minor units.
 */
export const sandboxCryptoCallback = z
  .object({
    event_id: z.string().min(1).max(200),
    currency: z.string().min(1).max(10),
    tx_hash: z.string().min(1).max(128),
    address: z.string().min(1).max(120),
    amount_cents: z
      .string()
      .max(18, { abort: true })
      .regex(/^\d{1,18}$/),
    confirmations: z.number().int().min(0),
    timestamp: z.number().int(),
  })
  .meta({ id: "SandboxCryptoCallback" });
export type SandboxCryptoCallback = z.infer<typeof sandboxCryptoCallback>;

/** The deposit's state after a crypto callback, and the confirmations the platform has seen. */
export const sandboxCryptoCallbackAnswer = z
  .object({
    payment_id: z.number().int(),
    state: z.enum(["pending", "succeeded", "declined"]),
    confirmations: z.number().int(),
    required: z.number().int(),
  })
  .meta({ id: "SandboxCryptoCallbackAnswer" });
export type SandboxCryptoCallbackAnswer = z.infer<typeof sandboxCryptoCallbackAnswer>;

/** The default deposit amounts live in a zod-free module (the site's modals import it directly). */
export { CRYPTO_DEFAULT_AMOUNTS, FIAT_DEPOSIT_AMOUNTS } from "../deposit-amounts.ts";

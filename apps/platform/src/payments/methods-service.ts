import {
  type FieldErrors,
  formatMessage,
  type Locale,
  type PaymentActionQuery,
  type PaymentMethod,
  type PaymentMethodField,
  type PaymentMethodFields,
  SAMPLE_EMAIL,
} from "@croupier/contract";
import { formatMajorAmount } from "../currencies/amounts.ts";
import type { Executor } from "../db/database.ts";
import { AppError } from "../errors/app-error.ts";
import { refuseDepositOverLimit } from "../limits/guard.ts";
import { currencyOfCryptoMethod } from "./crypto/coins.ts";
import { type CryptoFieldsViewer, getCryptoAddressField } from "./crypto/deposit-addresses.ts";
import {
  type ConnectedProviders,
  findOfferedMethod,
  findPaymentMethod,
  listMethodFields,
  listOfferedMethods,
  type OfferedMethod,
  type PaymentMethodFieldRow,
} from "./methods-repository.ts";
import type { PaymentAction } from "./schema.ts";

/** `withdraw` and `cashout` (the API's own word) are the same action; both are accepted. */
export function toPaymentAction(action: PaymentActionQuery): PaymentAction {
  return action === "deposit" ? "deposit" : "cashout";
}

/** GET /api/payments/methods: the payments library's getMethods. */
export async function getPaymentMethods(
  db: Executor,
  currency: string,
  action: PaymentAction,
  providers: ConnectedProviders,
): Promise<PaymentMethod[]> {
  const offered = await listOfferedMethods(db, currency.toUpperCase(), action, providers);
  return offered.map(toPaymentMethod);
}

function toPaymentMethod(offered: OfferedMethod): PaymentMethod {
  const { method } = offered;
  return {
    id: method.id,
    brand: method.brand,
    title: method.title,
    type: method.type,
    provider: method.provider,
    translationKey: method.translationKey,
    iconSrc: method.iconSrc,
    savedProfiles: [],
    isForSavedProfilesOnly: false,
    isProfileRequiredForCashout: false,
    termsOfService: { restrictions: restrictionsOf(offered) },
  };
}

function restrictionsOf(offered: OfferedMethod) {
  return {
    minAmountValue: Number(formatMajorAmount(offered.minCents, offered.subunitsToUnit)),
    maxAmountValue: Number(formatMajorAmount(offered.maxCents, offered.subunitsToUnit)),
  };
}

/**
 * The offered method, or an AppError: 404 for an unknown method, 422 `errors.id` with the message
 * "This payment method isn`t available now. Choose another." when it is not offered here.
 */
export async function requireOfferedMethod(
  db: Executor,
  id: string,
  currency: string,
  action: PaymentAction,
  locale: Locale,
  providers: ConnectedProviders,
): Promise<OfferedMethod> {
  const offered = await findOfferedMethod(db, id, currency.toUpperCase(), action, providers);
  if (offered) return offered;
  const unavailable = formatMessage("method_unavailable", locale);
  if (!(await findPaymentMethod(db, id))) throw new AppError("not_found", unavailable);
  throw new AppError("validation_failed", unavailable, { fields: { id: [unavailable] } });
}

/**
 * GET /api/payments/methods/{id}/fields: the payments library's getMethodFields. A crypto deposit
 * has one field, the deposit address (with its payment URI) of the signed-in `viewer`; it has
 * nothing to submit: the player sends coins to the address from their own wallet.
 */
export async function getPaymentMethodFields(
  db: Executor,
  id: string,
  currency: string,
  action: PaymentAction,
  locale: Locale,
  providers: ConnectedProviders,
  viewer?: CryptoFieldsViewer,
): Promise<PaymentMethodFields> {
  const offered = await requireOfferedMethod(db, id, currency, action, locale, providers);
  const coin = currencyOfCryptoMethod(offered.method.id);
  const fields = await listMethodFields(db, id, action);
  // A deposit limit used up in this currency gives out no crypto address (limits/): coins sent to an
  // address kept from before are still credited and counted, never refused (they cannot be sent back).
  if (coin && action === "deposit" && viewer?.playerId) {
    await refuseDepositOverLimit(db, {
      playerId: viewer.playerId,
      currency: coin,
      amount: 1n,
      now: viewer.now ?? new Date(),
      locale,
      field: "amountValue",
    });
  }
  const methodFields =
    coin && action === "deposit" ? [await getCryptoAddressField(db, coin, viewer)] : fields.map(toMethodField);
  return {
    amountField: {
      fieldName: "amountValue",
      translationKey: "payments.fields.amountValue",
      currency: currency.toUpperCase(),
      ...restrictionsOf(offered),
    },
    methodFields,
    playerFields: [],
    isSubmitAvailable: coin === null && fields.length > 0,
  };
}

function toMethodField(field: PaymentMethodFieldRow): PaymentMethodField {
  return {
    fieldName: field.fieldName,
    translationKey: field.translationKey,
    type: field.type as PaymentMethodField["type"],
    isRequired: field.isRequired,
    hosted: field.hosted,
  };
}

// Linear time: the dots split the domain into labels, so no two quantifiers compete for the same
// characters (the backtracking /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took seconds on a long crafted value).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+\d{11}$/;

/**
 * The payment form's rules for the fields the player submits to /api. Hosted fields (card data) must
 * not be sent at all: they belong on the gateway's page. Answers the cleaned data to store.
 */
export async function validateMethodFieldsData(
  db: Executor,
  methodId: string,
  action: PaymentAction,
  data: Record<string, unknown>,
  locale: Locale,
): Promise<Record<string, string>> {
  const fields = await listMethodFields(db, methodId, action);
  const errors: FieldErrors = {};
  const clean: Record<string, string> = {};
  for (const field of fields) {
    const raw = data[field.fieldName];
    if (field.hosted) {
      // Never echo or store it; say only that it does not belong here.
      if (raw !== undefined) errors[field.fieldName] = [formatMessage("format", locale)];
      continue;
    }
    const value = typeof raw === "string" ? raw.trim() : "";
    if (!value) {
      if (field.isRequired) errors[field.fieldName] = [formatMessage("required", locale)];
      continue;
    }
    if (field.type === "email" && !EMAIL.test(value)) {
      errors[field.fieldName] = [formatMessage("email", locale, { email: SAMPLE_EMAIL })];
    } else if (field.type === "tel" && !PHONE.test(value)) {
      errors[field.fieldName] = [formatMessage("format", locale)];
    } else {
      clean[field.fieldName] = value.slice(0, 255);
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", undefined, { fields: errors });
  return clean;
}

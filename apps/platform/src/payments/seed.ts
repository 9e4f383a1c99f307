import type { SeedStep } from "../seed/run-seeds.ts";
import {
  type PaymentAction,
  type PaymentMethodType,
  paymentMethodFields,
  paymentMethodLimits,
  paymentMethods,
} from "./schema.ts";

// The demo cashbox: methods, where they are offered, and their fields. Operators edit the tables.
// Limits are written in major units here and stored in minor units.

const FIAT_LIMITS: Record<string, [number, number]> = {
  // The deposit form's hint says "min 20, max 4000" in USD; EUR starts at 10 (its quick amounts).
  EUR: [10, 4000],
  USD: [20, 4000],
  CAD: [20, 4000],
  AUD: [20, 4000],
  NZD: [20, 4000],
  RUB: [1000, 300_000],
  PLN: [50, 16_000],
  BRL: [30, 20_000],
};
const ALL_FIAT = Object.keys(FIAT_LIMITS);

interface MethodSeed {
  id: string;
  brand: string;
  title: string;
  type: PaymentMethodType;
  currencies: string[];
  fields: { fieldName: string; type: string; hosted?: boolean }[];
}

/** Card fields are typed on the gateway's hosted page: card data never reaches /api. */
const CARD_FIELDS = [
  { fieldName: "cardNumber", type: "card_number", hosted: true },
  { fieldName: "cardHolder", type: "card_holder", hosted: true },
  { fieldName: "expiry_date", type: "expiry_date", hosted: true },
  { fieldName: "cvv", type: "cvv", hosted: true },
];

const FIAT_METHODS: MethodSeed[] = [
  {
    id: "creditcard",
    brand: "visa_mastercard",
    title: "Credit card",
    type: "cards",
    currencies: ALL_FIAT,
    fields: CARD_FIELDS,
  },
  {
    id: "mifinity",
    brand: "mifinity",
    title: "MiFinity",
    type: "direct",
    currencies: ALL_FIAT,
    fields: [{ fieldName: "email", type: "email" }],
  },
  {
    id: "skrill",
    brand: "skrill",
    title: "Skrill",
    type: "direct",
    currencies: ["EUR", "USD", "CAD", "AUD", "PLN"],
    fields: [{ fieldName: "email", type: "email" }],
  },
  {
    id: "neteller",
    brand: "neteller",
    title: "Neteller",
    type: "direct",
    currencies: ["EUR", "USD", "CAD", "PLN", "BRL"],
    fields: [{ fieldName: "account", type: "email" }],
  },
  {
    id: "muchbetter",
    brand: "muchbetter",
    title: "MuchBetter",
    type: "direct",
    currencies: ["EUR", "USD", "CAD", "AUD", "NZD"],
    fields: [{ fieldName: "phoneNumber", type: "tel" }],
  },
  {
    id: "piastrix",
    brand: "piastrix",
    title: "Piastrix",
    type: "voucher",
    currencies: ["EUR", "USD", "RUB"],
    fields: [{ fieldName: "accountNumber", type: "text" }],
  },
  {
    id: "bank_transfer",
    brand: "bank_transfer",
    title: "Bank transfer",
    type: "bank_transfer",
    currencies: ["EUR", "PLN", "BRL"],
    fields: [{ fieldName: "iban", type: "text" }],
  },
];

/** Crypto limits in coins; the minimum BTC is the "200 micro-BTC" the deposit form shows. */
const CRYPTO: [code: string, brand: string, title: string, min: number, max: number][] = [
  ["BTC", "bitcoin", "Bitcoin", 0.0002, 1],
  ["BCH", "bitcoin_cash", "Bitcoin Cash", 0.01, 50],
  ["ETH", "ethereum", "Ethereum", 0.005, 50],
  ["LTC", "litecoin", "Litecoin", 0.05, 500],
  ["DOG", "dogecoin", "Dogecoin", 50, 1_000_000],
  ["USDT", "tether", "Tether", 10, 100_000],
];

const ACTIONS: PaymentAction[] = ["deposit", "cashout"];
const FIAT_UNITS = 100n;
const CRYPTO_UNITS = 100_000_000n;

/** Major units (at most 8 decimals) to minor units, exactly. */
function toMinor(major: number, units: bigint): bigint {
  const [whole = "0", fraction = ""] = major.toFixed(8).split(".");
  return BigInt(whole) * units + (BigInt(fraction.padEnd(8, "0")) * units) / CRYPTO_UNITS;
}

export const paymentSeeds: SeedStep[] = [
  {
    name: "payments.methods.v1",
    run: async (tx) => {
      const methods = [
        ...FIAT_METHODS.map((method) => ({ ...method, provider: "sandbox" })),
        ...CRYPTO.map(([code, brand, title]) => ({
          id: `crypto_${code.toLowerCase()}`,
          brand,
          title,
          type: "crypto" as const,
          provider: "sandbox_crypto",
          currencies: [code],
          fields: [] as MethodSeed["fields"],
        })),
      ];
      await tx.insert(paymentMethods).values(
        methods.map((method, index) => ({
          id: method.id,
          brand: method.brand,
          title: method.title,
          type: method.type,
          provider: method.provider,
          translationKey: `payments.methods.${method.id}`,
          iconSrc: `/payments/icons/${method.brand}.svg`,
          position: index + 1,
        })),
      );
      const limits = ACTIONS.flatMap((action) => [
        ...FIAT_METHODS.flatMap((method) =>
          method.currencies.map((currency) => {
            const [min, max] = FIAT_LIMITS[currency] ?? [10, 4000];
            return {
              methodId: method.id,
              currency,
              action,
              minCents: toMinor(min, FIAT_UNITS),
              maxCents: toMinor(max, FIAT_UNITS),
            };
          }),
        ),
        ...CRYPTO.map(([code, , , min, max]) => ({
          methodId: `crypto_${code.toLowerCase()}`,
          currency: code,
          action,
          minCents: toMinor(min, CRYPTO_UNITS),
          maxCents: toMinor(max, CRYPTO_UNITS),
        })),
      ]);
      await tx.insert(paymentMethodLimits).values(limits);
      const fields = ACTIONS.flatMap((action) =>
        FIAT_METHODS.flatMap((method) =>
          method.fields.map((field, index) => ({
            methodId: method.id,
            action,
            fieldName: field.fieldName,
            translationKey: `payments.fields.${field.fieldName}`,
            type: field.type,
            hosted: field.hosted ?? false,
            position: index + 1,
          })),
        ),
      );
      await tx.insert(paymentMethodFields).values(fields);
    },
  },
];

import { and, asc, eq, inArray } from "drizzle-orm";
import { findCurrency } from "../currencies/repository.ts";
import type { Executor } from "../db/database.ts";
import { type PaymentAction, paymentMethodFields, paymentMethodLimits, paymentMethods } from "./schema.ts";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type PaymentMethodFieldRow = typeof paymentMethodFields.$inferSelect;

export interface OfferedMethod {
  method: PaymentMethodRow;
  minCents: bigint;
  maxCents: bigint;
  subunitsToUnit: number;
}

/**
 * A set of the payment providers (payment_methods.provider) connected to this platform: the
 * sandboxes' "sandbox" and "sandbox_crypto" when PAYMENTS_SANDBOX is on. A method of any other
 * provider is never offered.
 */
export type ConnectedProviders = ReadonlySet<string>;

/** Enabled methods of connected providers offered in a currency for an action, in the operator's order. */
export async function listOfferedMethods(
  db: Executor,
  currency: string,
  action: PaymentAction,
  providers: ConnectedProviders,
): Promise<OfferedMethod[]> {
  if (providers.size === 0) return [];
  // The currency is the wallet module's: only a listed real-money currency has methods.
  const listed = await findCurrency(db, currency);
  if (!listed || listed.playMoney) return [];
  const rows = await db
    .select({
      method: paymentMethods,
      minCents: paymentMethodLimits.minCents,
      maxCents: paymentMethodLimits.maxCents,
    })
    .from(paymentMethodLimits)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMethodLimits.methodId))
    .where(
      and(
        eq(paymentMethodLimits.currency, currency),
        eq(paymentMethodLimits.action, action),
        eq(paymentMethods.enabled, true),
        inArray(paymentMethods.provider, [...providers]),
      ),
    )
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return rows.map((row) => ({ ...row, subunitsToUnit: listed.subunitsToUnit }));
}

/** One method offered in a currency for an action, or null (unknown, disabled or not offered). */
export async function findOfferedMethod(
  db: Executor,
  id: string,
  currency: string,
  action: PaymentAction,
  providers: ConnectedProviders,
): Promise<OfferedMethod | null> {
  const offered = await listOfferedMethods(db, currency, action, providers);
  return offered.find((item) => item.method.id === id) ?? null;
}

export async function findPaymentMethod(db: Executor, id: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1);
  return row ?? null;
}

export async function listMethodFields(
  db: Executor,
  methodId: string,
  action: PaymentAction,
): Promise<PaymentMethodFieldRow[]> {
  return db
    .select()
    .from(paymentMethodFields)
    .where(and(eq(paymentMethodFields.methodId, methodId), eq(paymentMethodFields.action, action)))
    .orderBy(asc(paymentMethodFields.position));
}

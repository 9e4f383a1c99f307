import type { Currency } from "@croupier/contract";
import { and, asc, eq } from "drizzle-orm";
import { currencies } from "../currencies/schema.ts";
import type { Executor } from "../db/database.ts";

/** Every currency in the shape of GET /api/info/currencies. */
export async function listCurrencies(db: Executor): Promise<Currency[]> {
  const rows = await db.select().from(currencies).orderBy(asc(currencies.position), asc(currencies.code));
  return rows.map((row) => ({
    code: row.code,
    symbol: row.symbol,
    subunits_to_unit: row.subunitsToUnit,
    fiat: row.fiat,
    play_money: row.playMoney,
    default: row.isDefault,
    subcurrencies: [],
  }));
}

/** A currency a player may open an account in: listed and real money (not FUN). */
export async function isRealCurrency(db: Executor, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.playMoney, false)))
    .limit(1);
  return rows.length > 0;
}

export type CurrencyRow = typeof currencies.$inferSelect;

/** A listed currency, or null. */
export async function findCurrency(db: Executor, code: string): Promise<CurrencyRow | null> {
  const [row] = await db.select().from(currencies).where(eq(currencies.code, code)).limit(1);
  return row ?? null;
}

/** Codes of the play-money currencies (FUN). */
export async function listPlayMoneyCodes(db: Executor): Promise<Set<string>> {
  const rows = await db.select({ code: currencies.code }).from(currencies).where(eq(currencies.playMoney, true));
  return new Set(rows.map((row) => row.code));
}
